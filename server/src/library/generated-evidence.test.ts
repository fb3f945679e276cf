import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../../test/support/test-server';
import { adviceSources } from '../advice/advice-sources';
import { loadLibraryBackground } from '../analysis/library-background';
import { dtgIn, mission } from '../planning/testing/missions';

/*
 * What the product wrote (a draft saved from CREATE, a report written by EXECUTE) is marked as generated
 * where it is stored, and the product's own grounding (CREATE's drafts and Add Evidence, ADVISE's evidence
 * and precedents, THINK's library-wide reading) leaves it out unless the user names that document as a
 * source. REVIEW still finds it.
 */

let server: TestServer;
let alice: TestUser;
const ids: Record<string, string> = {};

const SOP = [
  'Night convoy SOP annex.',
  'Every vehicle of a night convoy carries one day of water and rations for its crew.',
  'The convoy commander assigns one recovery vehicle for every ten vehicles of the march column.',
  'A combat lifesaver rides in every vehicle of the night convoy.',
].join('\n\n');

// A placeholder line of the kind the product writes, with the subject's words: it must never come back as evidence.
const DRAFT = [
  'Night convoy movement under GPS jamming',
  'OPORD, 2 March 2026',
  '2. MISSION',
  'Conduct the night convoy movement on ROUTE QUILLFEATHER under GPS jamming as ordered.',
  'Sources',
  '[1] Night convoy SOP, page 1 (UNCLASS): "Every vehicle of a night convoy carries one day of water and rations for its crew"',
].join('\n\n');

async function generatedOf(id: string): Promise<boolean> {
  const result = await server.db.database.db.execute(sql`SELECT generated FROM documents WHERE id = ${id}`);
  return (result.rows[0] as { generated: boolean }).generated;
}

const citedIds = (draft: { citations: { documentId: string }[] }) => draft.citations.map((c) => c.documentId);

beforeAll(async () => {
  server = await startTestServer();
  alice = await server.user('alice.generated');
  const sop = await alice.client.post('/api/documents', { title: 'Night convoy SOP', content: SOP });
  ids.sop = sop.body.id;
  const saved = await alice.client.post('/api/drafts/save', {
    title: 'Night convoy movement under GPS jamming',
    content: DRAFT,
    citations: [],
  });
  expect(saved.status).toBe(200);
  ids.draft = saved.body.documentId;
});
afterAll(() => server?.close());

describe('documents the product generated', () => {
  it('marks a saved draft as generated where it is stored, and a document the user wrote as not', async () => {
    expect(await generatedOf(ids.draft!)).toBe(true);
    expect(await generatedOf(ids.sop!)).toBe(false);
    // Saving again over it keeps the mark.
    const again = await alice.client.post('/api/drafts/save', {
      documentId: ids.draft,
      version: 1,
      title: 'Night convoy movement under GPS jamming',
      content: `${DRAFT}\n`,
      citations: [],
    });
    expect(again.status).toBe(200);
    expect(await generatedOf(ids.draft!)).toBe(true);
  });

  it('marks the reports EXECUTE writes as generated', async () => {
    const plan = await alice.client.post('/api/plans/orchestrate', {
      description: mission(dtgIn(4).dtg),
      title: 'Generated report plan',
    });
    const report = await alice.client.post(`/api/plans/${plan.body.plan.id}/reports`, {
      kind: 'status-report',
    });
    expect(report.status).toBe(201);
    expect(await generatedOf(report.body.documentId)).toBe(true);
  });

  it('is still found and listed by REVIEW', async () => {
    const search = await alice.client.post('/api/search', { query: 'night convoy GPS jamming' });
    expect(search.status).toBe(200);
    expect(search.body.results.map((r: { document: { id: string } }) => r.document.id)).toContain(ids.draft);
    const list = await alice.client.get('/api/documents?limit=100');
    expect(list.body.items.map((d: { id: string }) => d.id)).toContain(ids.draft);
  });

  it("is never a CREATE draft's evidence, while the user's own document is", async () => {
    const reply = await alice.client.post('/api/drafts', {
      intent: 'Draft an OPORD for the night convoy movement under GPS jamming',
    });
    expect(reply.status).toBe(200);
    const cited = citedIds(reply.body.draft);
    expect(cited).toContain(ids.sop);
    expect(cited).not.toContain(ids.draft);
    expect(reply.body.draft.text).not.toContain('QUILLFEATHER');
  });

  it('is never what Add Evidence inserts', async () => {
    const text = 'Mission\n\nConduct the night convoy movement under GPS jamming.';
    const reply = await alice.client.post('/api/drafts/evidence', {
      text,
      cursor: text.length,
      citations: [],
    });
    expect(reply.status).toBe(200);
    if (reply.body.citation) expect(reply.body.citation.documentId).not.toBe(ids.draft);
  });

  it("is left out of ADVISE's evidence unless the user names it", async () => {
    const { library } = server.app.services;
    const found = await adviceSources(server.db.database.db, library, alice.id, {
      texts: ['Should we conduct the night convoy movement under GPS jamming?'],
    });
    const foundIds = found.documents.map((d) => d.id);
    expect(foundIds).toContain(ids.sop);
    expect(foundIds).not.toContain(ids.draft);
    const named = await adviceSources(server.db.database.db, library, alice.id, {
      texts: ['Should we conduct the night convoy movement under GPS jamming?'],
      documentIds: [ids.draft!],
    });
    expect(named.documents.map((d) => d.id)).toEqual([ids.draft]);
  });

  it("is left out of THINK's library-wide reading", async () => {
    const { library } = server.app.services;
    const source = (text: string) => ({
      id: 'selection',
      title: 'Selection',
      classification: 'UNCLASS' as const,
      createdAt: '2026-01-01T00:00:00.000Z',
      text,
    });
    const background = await loadLibraryBackground(library.index, alice.id, [
      source('Route Quillfeather jamming'),
      source('Route Quillfeather jamming'),
    ]);
    // Only the saved draft names the route: no evidence document holds it.
    expect(background?.documentFrequencies.quillfeather).toBe(0);
    const readable = await alice.client.get('/api/documents?limit=100');
    const generated = [ids.draft];
    expect(background?.documents).toBeLessThanOrEqual(readable.body.total - generated.length);
  });
});
