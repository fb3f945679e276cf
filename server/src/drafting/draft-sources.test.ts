import fs from 'node:fs';
import path from 'node:path';
import { DRAFT_MESSAGES } from '@csw/contracts';
import { SERVER_ROOT } from '../paths';
import { startTestServer, type TestServer, type TestUser } from '../../test/support/test-server';

/*
 * CREATE writes from the sources the user chooses, section by section: an OPORD's Sustainment and Command
 * and Signal come from the unit SOP's own paragraphs, in its words and cited, and a section says the
 * library holds nothing only when the chosen sources have nothing on it. The documents are staff writing of
 * our own (the coverage evaluation's material in shared/engine).
 */

const MATERIAL = path.resolve(SERVER_ROOT, '../shared/engine/src/eval/draft-sources/material');
const read = (file: string) => fs.readFileSync(path.join(MATERIAL, file), 'utf8');

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
const ids: Record<string, string> = {};

interface DraftReply {
  text: string;
  sections: { heading: string; start: number; end: number }[];
  citations: { n: number; documentId: string; quote: string }[];
}

/** The text of one section of a draft. */
const sectionText = (draft: DraftReply, heading: string) => {
  const s = draft.sections.find((x) => x.heading === heading)!;
  return draft.text.slice(s.start, s.end);
};

/** The documents a section's text cites. */
const sectionSources = (draft: DraftReply, heading: string) =>
  [...sectionText(draft, heading).matchAll(/\[(\d+)\]/g)].map(
    (m) => draft.citations.find((c) => c.n === Number(m[1]))!.documentId,
  );

beforeAll(async () => {
  server = await startTestServer();
  alice = await server.user('alice.sources');
  bob = await server.user('bob.sources');
  for (const [key, file, title] of [
    ['sop', 'night-convoy-sop.txt', 'Annex D night convoy SOP'],
    ['s2', 's2-gps-jamming-update.txt', 'S2 threat update: GPS jamming on MSR IRON'],
    ['aar', 'night-convoy-aar-notes.txt', 'AAR notes: night convoy to FOB LANCE'],
  ] as const) {
    const reply = await alice.client.post('/api/documents', { title, content: read(file) });
    expect(reply.status).toBe(201);
    ids[key] = reply.body.id;
  }
  ids.bobs = (
    await bob.client.post('/api/documents', {
      title: 'Bob convoy notes',
      content: read('range-7-live-fire-sop.txt'),
    })
  ).body.id;
});
afterAll(() => server?.close());

describe('drafts from the user sources, section by section', () => {
  it('fills Sustainment and Command and Signal from the SOP the user chose, in its words, cited', async () => {
    const reply = await alice.client.post('/api/drafts', {
      intent: 'Draft an OPORD for the night convoy to FOB LANCE under GPS jamming',
      sourceIds: [ids.sop, ids.s2, ids.aar],
    });
    expect(reply.status).toBe(200);
    const draft: DraftReply = reply.body.draft;
    const sustainment = sectionText(draft, 'Sustainment');
    expect(sustainment).not.toMatch(/holds nothing/);
    expect(sectionSources(draft, 'Sustainment')).toContain(ids.sop);
    expect(sustainment).toMatch(/water and rations|recovery vehicle|combat lifesaver/);
    const signal = sectionText(draft, 'Command and Signal');
    expect(signal).not.toMatch(/holds nothing/);
    expect(sectionSources(draft, 'Command and Signal')).toContain(ids.sop);
    expect(sectionSources(draft, 'Situation')).toContain(ids.s2);
    // Only the chosen sources are cited.
    for (const c of draft.citations) expect([ids.sop, ids.s2, ids.aar]).toContain(c.documentId);
    // The SOP's title is never cut into "The d night convoy SOP".
    expect(draft.text).not.toMatch(/\b[Tt]he d night/);
  });

  it('writes from the library by default, and finds the documents that say "convoy"', async () => {
    const reply = await alice.client.post('/api/drafts', {
      intent: 'Draft an OPORD for a convoy resupply operation',
    });
    expect(reply.status).toBe(200);
    const draft: DraftReply = reply.body.draft;
    expect(draft.text).not.toContain('The library holds nothing on the convoy resupply operation');
    const cited = new Set(draft.citations.map((c) => c.documentId));
    expect([ids.sop, ids.s2, ids.aar].some((id) => cited.has(id))).toBe(true);
  });

  it('refuses a chosen source the user may not read, saying so', async () => {
    const reply = await alice.client.post('/api/drafts', {
      intent: 'Draft an OPORD for the night convoy',
      sourceIds: [ids.sop, ids.bobs],
    });
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe(DRAFT_MESSAGES.sourceNotFound);
  });
});
