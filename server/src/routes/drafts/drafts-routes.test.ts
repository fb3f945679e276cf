import { sql } from 'drizzle-orm';
import { DRAFT_MESSAGES, draftStreamDoneSchema } from '@csw/contracts';
import { formatSections } from '@csw/engine';
import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';
import { insertTestDocument, parseEventStream, seedText } from '../../analysis/testing/analysis-fixtures';
import { startFakeModelServer, type FakeModelServer } from '../../analysis/testing/fake-model-server';
import { upsertShare } from '../../data/shares-repository';
import { extractDocument } from '../../ingestion/extract-document';

let server: TestServer;
let model: FakeModelServer;
let alice: TestUser;
let bob: TestUser;
const docs: Record<string, string> = {};

// Bob's private order names the convoy of the intent word for word: the best match, which Alice may not read.
const BOB_PRIVATE = [
  'Operation ZEPHYR LANTERN convoy resupply order.',
  'The ZEPHYR LANTERN convoy resupply moves fuel and ammunition to Harrow Point on 4 March.',
  'The ZEPHYR LANTERN convoy resupply departs the logistics base at 0400Z with four escort vehicles.',
].join('\n\n');

async function auditOf(userId: string, action: string) {
  const result = await server.db.database.db.execute(
    sql`SELECT action, outcome, details FROM audit_log WHERE user_id = ${userId} AND action = ${action} ORDER BY id`,
  );
  return result.rows as { action: string; outcome: string; details: Record<string, unknown> }[];
}

beforeAll(async () => {
  model = await startFakeModelServer({
    reply: () => ({ chunks: ['Situation\n\n', 'Convoys face threats [1].', '\n\nMission\n\nResupply.'] }),
  });
  server = await startTestServer({
    MODEL_INTEL_ANALYST_BASE_URL: model.baseUrl,
    MODEL_INTEL_ANALYST_MODEL: 'llama3.1:8b',
  });
  alice = await server.user('alice.drafter');
  bob = await server.user('bob.drafter');
  const db = server.db.database.db;
  docs.plan = await insertTestDocument(db, {
    ownerId: null,
    title: 'Mission planning guide',
    content: seedText('mission-plan-001'),
  });
  docs.ssa = await insertTestDocument(db, {
    ownerId: alice.id,
    title: 'SSA report',
    content: seedText('ssa-report-001'),
    classification: 'SECRET',
  });
  docs.cyber = await insertTestDocument(db, {
    ownerId: alice.id,
    title: 'Cyber threat',
    content: seedText('cyber-threat-001'),
  });
  docs.bobPrivate = await insertTestDocument(db, {
    ownerId: bob.id,
    title: 'ZEPHYR LANTERN convoy resupply order',
    content: BOB_PRIVATE,
  });
  docs.bobReadOnly = await insertTestDocument(db, {
    ownerId: bob.id,
    title: 'Bob read-only note',
    content: 'A note Alice may read but not change, about satellite ground stations and their crews.',
  });
  await upsertShare(db, docs.bobReadOnly, alice.id, 'read', bob.id);
});
afterAll(async () => {
  await server?.close();
  await model?.close();
});

describe('POST /api/drafts', () => {
  it('writes a grounded draft in the template the intent names, cites the library, and audits DOC_GENERATE', async () => {
    const reply = await alice.client.post('/api/drafts', {
      intent: 'Draft an OPORD for Exercise STEEL HORIZON sustainment and the planning timeline',
      tone: 'decisive',
    });
    expect(reply.status).toBe(200);
    const { draft, streamPath } = reply.body;
    expect(streamPath).toBeNull();
    expect(draft.format).toBe('opord');
    for (const section of formatSections('opord')) expect(draft.text).toContain(section.toUpperCase());
    expect(draft.citations.length).toBeGreaterThan(0);
    expect(draft.citations.map((c: { documentId: string }) => c.documentId)).toContain(docs.plan);
    expect(draft.text).toMatch(/\nSources\n\[1\] /);
    expect(draft.check.note).toEqual(expect.any(String));
    const audits = await auditOf(alice.id, 'DOC_GENERATE');
    expect(audits.at(-1)?.details).toMatchObject({ format: 'opord', tone: 'decisive' });
  });

  it('never cites a document the user may not read, even the one that matches the intent best', async () => {
    const intent = 'Write a point paper on the ZEPHYR LANTERN convoy resupply to Harrow Point';
    const asBob = await bob.client.post('/api/drafts', { intent });
    expect(asBob.body.draft.citations.map((c: { documentId: string }) => c.documentId)).toContain(
      docs.bobPrivate,
    );
    const asAlice = await alice.client.post('/api/drafts', { intent });
    expect(asAlice.status).toBe(200);
    const cited = asAlice.body.draft.citations.map((c: { documentId: string }) => c.documentId);
    expect(cited).not.toContain(docs.bobPrivate);
    expect(asAlice.body.draft.text).not.toContain('ZEPHYR LANTERN convoy resupply moves fuel');
  });

  it('gives the adaptive format when no template matches, and the two tones differ', async () => {
    const intent = 'Summarize satellite ground station cyber threats for the staff';
    const decisive = (await alice.client.post('/api/drafts', { intent, tone: 'decisive' })).body.draft;
    const formal = (await alice.client.post('/api/drafts', { intent, tone: 'formal' })).body.draft;
    expect(decisive.format).toBe('adaptive');
    expect(decisive.formatName).toBe('Adaptive military format');
    expect(formal.text).not.toBe(decisive.text);
    expect(formal.check.clarity.averageSentenceLength).toBeGreaterThan(
      decisive.check.clarity.averageSentenceLength,
    );
  });

  it('refuses an empty intent, an unknown tone and an unknown model with a clear message', async () => {
    const empty = await alice.client.post('/api/drafts', { intent: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain(DRAFT_MESSAGES.emptyIntent);
    expect((await alice.client.post('/api/drafts', { intent: 'x', tone: 'angry' })).status).toBe(400);
    const unknown = await alice.client.post('/api/drafts', { intent: 'x', modelId: 'no-such-model' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/no model "no-such-model"/);
  });

  it('drafts each staff format of the registry the intent names, and refuses a format it does not hold', async () => {
    const named: Array<[string, string, string]> = [
      ['Draft a FRAGO for the convoy resupply', 'frago', '2. MISSION'],
      ['Draft a WARNORD for the convoy resupply', 'warnord', '3. EXECUTION'],
      ['Write an INTSUM on the convoy threats', 'intsum', '4. ASSESSMENT'],
      [
        'Prepare a logistics estimate for the convoy resupply',
        'logistics-estimate',
        '3. REQUIREMENTS AND SHORTFALLS',
      ],
      ['Write an information paper on the convoy resupply', 'information-paper', 'Facts'],
    ];
    for (const [intent, format, heading] of named) {
      const reply = await alice.client.post('/api/drafts', { intent, tone: 'decisive' });
      expect(reply.status).toBe(200);
      expect(reply.body.draft.format).toBe(format);
      expect(reply.body.draft.text).toContain(heading);
    }
    const unknown = await alice.client.post('/api/drafts', { intent: 'x', templateId: 'no-such-format' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown format "no-such-format"/);
    const unchecked = await alice.client.post('/api/drafts/check', { text: 'x', format: 'no-such-format' });
    expect(unchecked.status).toBe(400);
  });

  it('answers 401 when signed out', async () => {
    const anonymous = server.client();
    for (const url of ['/api/drafts', '/api/drafts/check', '/api/drafts/save', '/api/drafts/export'])
      expect((await anonymous.post(url, {})).status).toBe(401);
  });
});

describe('a configured model', () => {
  it('streams the draft grounded in the same passages, with the source list and the checker on the result', async () => {
    const reply = await alice.client.post('/api/drafts', {
      intent: 'Draft an OPORD for Exercise STEEL HORIZON sustainment',
      modelId: 'intel-analyst',
    });
    expect(reply.status).toBe(200);
    const { draft, streamPath } = reply.body;
    expect(streamPath).toMatch(/^\/api\/drafts\/.+\/stream$/);
    const stream = await alice.client.get(streamPath);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEventStream(stream.text);
    expect(events.map((e) => e.event)).toEqual(['token', 'token', 'token', 'done']);
    const sent = model.received.at(-1)!.body.messages.find((m) => m.role === 'user')!.content;
    for (const c of draft.citations) expect(sent).toContain(`[${c.n}] ${c.title}, page ${c.page}`);
    const done = events.at(-1)!.data;
    // What CREATE reads the event with: the text and its check, as the contract says.
    expect(draftStreamDoneSchema.safeParse(done).success).toBe(true);
    expect(done.text).toMatch(/^Situation\n\nConvoys face threats \[1\]\./);
    expect(done.text).toContain(`\nSources\n[1] ${draft.citations[0].title}`);
    expect(done.check.structure.missing).toEqual(['Execution', 'Sustainment', 'Command and Signal']);
    // Asked again, the saved draft is replayed instead of asking the model a second time.
    const calls = model.received.length;
    const again = parseEventStream((await alice.client.get(streamPath)).text);
    expect(again.at(-1)!.data.text).toBe(done.text);
    expect(model.received.length).toBe(calls);
    // Another user cannot follow it.
    expect((await bob.client.get(streamPath)).status).toBe(404);
  });
});

describe('the writing checker, Add BLUF and Add Evidence', () => {
  it('checks a text with the template structure', async () => {
    const reply = await alice.client.post('/api/drafts/check', {
      text: 'Situation\n\nThe convoy was delayed by the weather. There are three routes.\n',
      format: 'opord',
    });
    expect(reply.status).toBe(200);
    const kinds = reply.body.findings.map((f: { kind: string }) => f.kind);
    expect(kinds).toEqual(expect.arrayContaining(['passive-voice', 'weak-opening', 'structure']));
    expect(reply.body.structure.missing).toContain('Mission');
  });

  it('prepends a BLUF line and refuses an empty draft', async () => {
    const reply = await alice.client.post('/api/drafts/bluf', {
      text: 'Background\n\nWe recommend funding two more ground stations before the exercise.\n',
    });
    expect(reply.status).toBe(200);
    const { text, bluf, start, end } = reply.body;
    expect(text.slice(start, end)).toBe(bluf);
    expect(bluf).toBe('BLUF: We recommend funding two more ground stations before the exercise.');
    expect(text.startsWith(`Background\n\n${bluf}\n\n`)).toBe(true);
    const empty = await alice.client.post('/api/drafts/bluf', { text: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain(DRAFT_MESSAGES.emptyDraft);
  });

  it('inserts a cited passage the user may read for the paragraph at the cursor', async () => {
    const text = 'Discussion\n\nThe ZEPHYR LANTERN convoy resupply to Harrow Point needs escorts and fuel.\n';
    const reply = await alice.client.post('/api/drafts/evidence', { text, cursor: 20, citations: [] });
    expect(reply.status).toBe(200);
    if (reply.body.citation) {
      expect(reply.body.citation.documentId).not.toBe(docs.bobPrivate);
      expect(reply.body.text).toContain(`[${reply.body.citation.n}]`);
    } else {
      expect(reply.body.message).toBe(DRAFT_MESSAGES.noEvidence);
    }
    const asBob = await bob.client.post('/api/drafts/evidence', { text, cursor: 20, citations: [] });
    expect(asBob.body.citation.documentId).toBe(docs.bobPrivate);
    expect(asBob.body.text.slice(asBob.body.start, asBob.body.end)).toContain('"');
  });
});

describe('POST /api/drafts/save', () => {
  const citationOf = (documentId: string, classification: 'UNCLASS' | 'SECRET', title: string) => ({
    n: 1,
    documentId,
    title,
    classification,
    page: 1,
    quote: 'A quoted span.',
    start: 0,
    end: 14,
  });

  it('stores the draft as an UNCLASS library document, then updates it in place with a new version', async () => {
    const first = await alice.client.post('/api/drafts/save', {
      title: 'Convoy point paper',
      content: 'Issue\n\nConvoys need escorts.\n',
      citations: [citationOf(docs.plan!, 'UNCLASS', 'Mission planning guide')],
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ version: 1, classification: 'UNCLASS', classificationReason: null });
    const id = first.body.documentId;
    const again = await alice.client.post('/api/drafts/save', {
      documentId: id,
      version: 1,
      title: 'Convoy point paper',
      content: 'Issue\n\nConvoys need two escorts.\n',
      citations: [],
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ documentId: id, version: 2 });
    const doc = await alice.client.get(`/api/documents/${id}`);
    expect(doc.body).toMatchObject({
      content: 'Issue\n\nConvoys need two escorts.\n',
      version: 2,
      category: 'generated',
      documentType: 'Generated Document',
    });
    const list = await alice.client.get('/api/documents?limit=100');
    expect(list.body.items.filter((d: { id: string }) => d.id === id)).toHaveLength(1);
    const audits = await auditOf(alice.id, 'DOC_SAVE');
    expect(audits.slice(-2).map((a) => a.details.version)).toEqual([1, 2]);
  });

  it('saves a draft citing a SECRET document as SECRET and says why, whatever the body claims', async () => {
    const reply = await alice.client.post('/api/drafts/save', {
      title: 'Space threat summary',
      content: 'Bottom Line\n\nThreats grow [1].\n',
      classification: 'UNCLASS',
      citations: [citationOf(docs.ssa!, 'UNCLASS', 'SSA report')],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.classification).toBe('SECRET');
    expect(reply.body.classificationReason).toBe(
      'Saved as SECRET because it cites a document marked SECRET: SSA report.',
    );
  });

  it('refuses an empty draft, an unknown document (404) and a read-only one (403), audited', async () => {
    const empty = await alice.client.post('/api/drafts/save', { title: 'T', content: '  \n' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain(DRAFT_MESSAGES.emptyDraft);
    const hidden = await alice.client.post('/api/drafts/save', {
      documentId: docs.bobPrivate,
      title: 'T',
      content: 'Overwrite.',
    });
    expect(hidden.status).toBe(404);
    const readOnly = await alice.client.post('/api/drafts/save', {
      documentId: docs.bobReadOnly,
      title: 'T',
      content: 'Overwrite.',
    });
    expect(readOnly.status).toBe(403);
    const denied = await auditOf(alice.id, 'ACCESS_DENIED');
    expect(denied.map((d) => d.details.id)).toEqual(
      expect.arrayContaining([docs.bobPrivate, docs.bobReadOnly]),
    );
    const untouched = await bob.client.get(`/api/documents/${docs.bobPrivate}`);
    expect(untouched.body.content).toBe(BOB_PRIVATE);
  });
});

describe('POST /api/drafts/export', () => {
  const content =
    'Bottom Line\n\nThreats grow [1].\n\nSources\n[1] SSA report, page 1 (SECRET): "Threats grow"\n';
  const citations = [
    {
      n: 1,
      documentId: '',
      title: 'SSA report',
      classification: 'SECRET',
      page: 1,
      quote: 'Threats grow.',
      start: 0,
      end: 13,
    },
  ];

  it('exports Markdown with the banner top and bottom and the source list once', async () => {
    const reply = await alice.client.post('/api/drafts/export', {
      format: 'markdown',
      title: 'Space threat summary',
      content,
      citations: [{ ...citations[0], documentId: docs.ssa }],
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/markdown/);
    expect(reply.headers['content-disposition']).toBe('attachment; filename="Space-threat-summary.md"');
    const lines = reply.text.trim().split('\n');
    expect(lines[0]).toBe('**SECRET**');
    expect(lines.at(-1)).toBe('**SECRET**');
    expect(reply.text.match(/SSA report, page 1/g)).toHaveLength(1);
    expect(reply.text).toContain('## Sources');
  });

  it('exports a .docx with the banner top and bottom and the source list', async () => {
    const reply = await alice.client.request('POST', '/api/drafts/export', {
      format: 'docx',
      title: 'Unclassified note',
      content: 'Bottom Line\n\nAll is well.\n',
    });
    expect(reply.status).toBe(200);
    const raw = await server.app.inject({
      method: 'POST',
      url: '/api/drafts/export',
      headers: { cookie: alice.client.cookie!, 'content-type': 'application/json' },
      payload: JSON.stringify({
        format: 'docx',
        title: 'Space threat summary',
        content,
        citations: [{ ...citations[0], documentId: docs.ssa }],
      }),
    });
    expect(raw.headers['content-type']).toMatch(/wordprocessingml/);
    const extracted = await extractDocument({ bytes: raw.rawPayload, fileName: 'export.docx' });
    const lines = extracted.text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    expect(lines[0]).toBe('SECRET');
    expect(lines.at(-1)).toBe('SECRET');
    expect(lines).toContain('Sources');
    expect(extracted.text.match(/SSA report, page 1/g)).toHaveLength(1);
  });
});
