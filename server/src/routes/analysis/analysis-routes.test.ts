import { sql } from 'drizzle-orm';
import { ANALYSIS_TYPE_IDS, NO_DOCUMENTS_HINT, NO_DOCUMENTS_MESSAGE } from '@csw/contracts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';
import { citedDocumentIds, insertTestDocument, seedText } from '../../analysis/testing/analysis-fixtures';
import { upsertShare } from '../../data/shares-repository';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
const docs: Record<string, string> = {};

async function auditActions(
  userId: string,
): Promise<{ action: string; outcome: string; details: Record<string, unknown> }[]> {
  const result = await server.db.database.db.execute(
    sql`SELECT action, outcome, details FROM audit_log WHERE user_id = ${userId} ORDER BY id`,
  );
  return result.rows as never;
}

beforeAll(async () => {
  server = await startTestServer();
  alice = await server.user('alice.analyst');
  bob = await server.user('bob.planner');
  const db = server.db.database.db;
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
  docs.satops = await insertTestDocument(db, {
    ownerId: alice.id,
    title: 'Satellite operations',
    content: seedText('sat-ops-001'),
  });
  docs.library = await insertTestDocument(db, {
    ownerId: null,
    title: 'Mission planning guide',
    content: seedText('mission-plan-001'),
  });
  docs.bobPrivate = await insertTestDocument(db, {
    ownerId: bob.id,
    title: 'Bob private plan',
    content: seedText('c2-ops-001'),
  });
  docs.bobShared = await insertTestDocument(db, {
    ownerId: bob.id,
    title: 'Bob shared intel',
    content: seedText('intel-report-001'),
  });
  await upsertShare(db, docs.bobShared, alice.id, 'read', bob.id);
});
afterAll(() => server?.close());

describe('POST /api/analysis', () => {
  it('analyses the chosen documents, cites only them, saves the run as a THINK conversation and audits ANALYSIS', async () => {
    const chosen = [docs.ssa!, docs.cyber!];
    const reply = await alice.client.post('/api/analysis', {
      documentIds: chosen,
      question: 'What threats does KESTREL pose to friendly satellites?',
      analysisType: 'threat-assessment',
    });
    expect(reply.status).toBe(200);
    const { result, conversationId, streamPath, model } = reply.body;
    expect(result.status).toBe('ok');
    expect(result.analysisType).toBe('threat-assessment');
    expect(result.classification).toBe('SECRET');
    expect(result.counts.documents).toBe(2);
    expect(result.passages.length).toBeGreaterThan(0);
    expect(result.section.type).toBe('threat-assessment');
    expect(citedDocumentIds(result).size).toBeGreaterThan(0);
    for (const id of citedDocumentIds(result)) expect(chosen).toContain(id);
    expect(model).toEqual({ id: 'builtin-analyst', name: 'Built-in Analyst' });
    expect(streamPath).toBeNull();

    const list = await alice.client.get('/api/conversations?centerType=THINK');
    expect(list.body.map((c: { id: string }) => c.id)).toContain(conversationId);
    const saved = await alice.client.get(`/api/conversations/${conversationId}`);
    expect(saved.body.title).toBe('What threats does KESTREL pose to friendly satellites?');
    const kind = (k: string) =>
      saved.body.messages.find((m: { metadata: { kind: string } }) => m.metadata.kind === k);
    const [asked, answered] = [kind('analysis-request'), kind('analysis-result')];
    expect(asked).toMatchObject({
      role: 'user',
      metadata: { kind: 'analysis-request', analysisType: 'threat-assessment', documentIds: chosen },
    });
    expect(answered).toMatchObject({
      role: 'assistant',
      content: result.text,
      metadata: { kind: 'analysis-result' },
    });
    expect(answered.metadata.result.counts).toEqual(result.counts);

    const audit = (await auditActions(alice.id)).filter((e) => e.action === 'ANALYSIS');
    expect(audit.at(-1)).toMatchObject({
      outcome: 'success',
      details: { conversationId, analysisType: 'threat-assessment', documentIds: chosen },
    });
    // Another user cannot open the saved analysis.
    expect((await bob.client.get(`/api/conversations/${conversationId}`)).status).toBe(404);
  });

  it('refuses a document the user may not read with the same 404 as one that does not exist, and analyses nothing', async () => {
    const before = (await alice.client.get('/api/conversations?centerType=THINK')).body.length;
    const hidden = await alice.client.post('/api/analysis', {
      documentIds: [docs.ssa, docs.bobPrivate],
      question: 'What is planned?',
    });
    const unknown = await alice.client.post('/api/analysis', {
      documentIds: [docs.ssa, 'no-such-document'],
      question: 'What is planned?',
    });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'Document not found.', code: 'NOT_FOUND' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(hidden.body);
    expect(hidden.text).not.toContain('Bob private plan');
    expect((await alice.client.get('/api/conversations?centerType=THINK')).body.length).toBe(before);
    const denied = (await auditActions(alice.id)).filter((e) => e.action === 'ACCESS_DENIED');
    expect(denied.at(-2)).toMatchObject({
      outcome: 'denied',
      details: { resource: 'document', ids: [docs.bobPrivate] },
    });
  });

  it('reads documents shared with the user and the organisation library', async () => {
    const reply = await alice.client.post('/api/analysis', {
      documentIds: [docs.bobShared, docs.library],
      question: 'What does the reporting say about the adversary?',
    });
    expect(reply.status).toBe(200);
    const cited = citedDocumentIds(reply.body.result);
    expect(cited.size).toBeGreaterThan(0);
    for (const id of cited) expect([docs.bobShared, docs.library]).toContain(id);
  });

  it.each(ANALYSIS_TYPE_IDS)('runs the %s type over the chosen documents only', async (analysisType) => {
    const chosen = [docs.ssa!, docs.satops!];
    const reply = await alice.client.post('/api/analysis', {
      documentIds: chosen,
      question: '',
      analysisType,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result.section.type).toBe(analysisType);
    for (const id of citedDocumentIds(reply.body.result)) expect(chosen).toContain(id);
  });

  it('cites the page of a document that has a page map', async () => {
    const first = 'Page one describes the ground station at Harrow Point and its antennas.';
    const second = 'Page two warns that adversary jamming of SATCOM links is expected during the exercise.';
    const content = `${first}\n\n${second}`;
    const id = await insertTestDocument(server.db.database.db, {
      ownerId: alice.id,
      title: 'Two pages',
      content,
      pageMap: [
        { page: 1, start: 0, end: first.length },
        { page: 2, start: first.length + 2, end: content.length },
      ],
    });
    const reply = await alice.client.post('/api/analysis', {
      documentIds: [id],
      question: 'Is jamming of SATCOM expected?',
    });
    const top = reply.body.result.passages[0].citation;
    expect(top).toMatchObject({ documentId: id, page: 2 });
    expect(second).toContain(top.quote.replace(/\.\.\.$/, ''));
  });

  it('answers no-documents with the required message and saves nothing', async () => {
    const reply = await alice.client.post('/api/analysis', { documentIds: [], question: 'Anything?' });
    expect(reply.status).toBe(200);
    expect(reply.body.conversationId).toBeNull();
    expect(reply.body.result).toMatchObject({
      status: 'no-documents',
      message: NO_DOCUMENTS_MESSAGE,
      hint: NO_DOCUMENTS_HINT,
    });
  });

  it('lists media attachments with the run without reading them', async () => {
    const media = [{ name: 'overflight.jpg', type: 'image/jpeg', size: 20480 }];
    const reply = await alice.client.post('/api/analysis', {
      documentIds: [docs.cyber],
      question: 'Which threats?',
      mediaAttachments: media,
    });
    expect(reply.body.mediaAttachments).toEqual(media);
    const saved = await alice.client.get(`/api/conversations/${reply.body.conversationId}`);
    const request = saved.body.messages.find(
      (m: { metadata: { kind: string } }) => m.metadata.kind === 'analysis-request',
    );
    expect(request.metadata.mediaAttachments).toEqual(media);
    expect(reply.body.result.text).not.toContain('overflight');
  });

  it('refuses bad requests and models that are not configured', async () => {
    const tooMany = await alice.client.post('/api/analysis', {
      documentIds: Array.from({ length: 51 }, (_, i) => `d${i}`),
      question: 'x',
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/At most 50 documents/);
    expect(
      (await alice.client.post('/api/analysis', { documentIds: [docs.ssa], analysisType: 'astrology' }))
        .status,
    ).toBe(400);
    const model = await alice.client.post('/api/analysis', {
      documentIds: [docs.ssa],
      question: 'x',
      modelId: 'gpt-4-turbo',
    });
    expect(model.status).toBe(400);
    expect(model.body).toEqual({
      message: 'GPT-4 Turbo is not available: not configured on this server.',
      code: 'MODEL_UNAVAILABLE',
    });
    expect(
      (await server.client().post('/api/analysis', { documentIds: [docs.ssa], question: 'x' })).status,
    ).toBe(401);
  });
});
