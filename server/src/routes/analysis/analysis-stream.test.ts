import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';
import { insertTestDocument, parseEventStream, seedText } from '../../analysis/testing/analysis-fixtures';
import {
  startFakeModelServer,
  type FakeModelServer,
  type FakeReply,
} from '../../analysis/testing/fake-model-server';
import { deleteDocument } from '../../data/documents-repository';

const API_KEY = 'sk-test-0123456789abcdef';
let model: FakeModelServer;
let nextReply: FakeReply = {};
let server: TestServer;
let alice: TestUser;
let ssa: string;
let cyber: string;

beforeAll(async () => {
  model = await startFakeModelServer({ reply: () => nextReply });
  server = await startTestServer({
    MODEL_INTEL_ANALYST_BASE_URL: model.baseUrl,
    MODEL_INTEL_ANALYST_API_KEY: API_KEY,
    MODEL_INTEL_ANALYST_MODEL: 'llama3.1:8b',
  });
  alice = await server.user('alice.analyst');
  const db = server.db.database.db;
  ssa = await insertTestDocument(db, {
    ownerId: alice.id,
    title: 'SSA report',
    content: seedText('ssa-report-001'),
    classification: 'SECRET',
  });
  cyber = await insertTestDocument(db, {
    ownerId: alice.id,
    title: 'Cyber threat',
    content: seedText('cyber-threat-001'),
  });
});
afterEach(() => {
  nextReply = {};
});
afterAll(async () => {
  await server?.close();
  await model?.close();
});

async function analyse(documentIds: string[]) {
  const reply = await alice.client.post('/api/analysis', {
    documentIds,
    question: 'What threatens friendly satellites?',
    analysisType: 'threat-assessment',
    modelId: 'intel-analyst',
  });
  expect(reply.status).toBe(200);
  return reply.body as {
    conversationId: string;
    streamPath: string;
    result: { passages: { citation: { quote: string } }[] };
  };
}

describe('GET /api/analysis/:id/stream', () => {
  it("streams the configured model's answer, grounded in the engine's cited passages, and saves it", async () => {
    const { conversationId, streamPath, result } = await analyse([ssa, cyber]);
    expect(streamPath).toBe(`/api/analysis/${conversationId}/stream`);
    const calls = model.received.length;

    const reply = await alice.client.get(streamPath);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEventStream(reply.text);
    expect(events.map((e) => e.event)).toEqual([
      'result',
      'token',
      'token',
      'token',
      'token',
      'token',
      'done',
    ]);
    expect(events[0]!.data).toMatchObject({
      conversationId,
      model: { id: 'intel-analyst', name: 'Intel Analyst' },
    });
    const answer = events
      .filter((e) => e.event === 'token')
      .map((e) => e.data.text)
      .join('');
    expect(answer).toMatch(
      /^UNCLASSIFIED\nThe first source is (SSA report|Cyber threat), page \d+ \[1\]\.\nUNCLASSIFIED$/,
    );
    expect(events.at(-1)!.data.answer).toBe(answer);

    // What the endpoint received: the key as a bearer token, streaming, and the engine's passages as numbered sources.
    expect(model.received.length).toBe(calls + 1);
    const sent = model.received.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.body).toMatchObject({ model: 'llama3.1:8b', stream: true });
    const prompt = sent.body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain(result.passages[0]!.citation.quote);
    expect(prompt).toContain('SECRET');

    const saved = await alice.client.get(`/api/conversations/${conversationId}`);
    expect(saved.body.messages.at(-1)).toMatchObject({
      role: 'assistant',
      content: answer,
      metadata: { kind: 'model-answer', modelId: 'intel-analyst' },
    });
    expect(saved.text).not.toContain(API_KEY);

    // Asked again, the saved answer is replayed: the model is not called a second time.
    const replay = parseEventStream((await alice.client.get(streamPath)).text);
    expect(replay.map((e) => e.event)).toEqual(['result', 'token', 'done']);
    expect(replay[1]!.data.text).toBe(answer);
    expect(model.received.length).toBe(calls + 1);
  });

  it("reports the endpoint's refusal as an error event, without the key, and saves no answer", async () => {
    const { conversationId, streamPath } = await analyse([cyber]);
    nextReply = { status: 401, error: 'Incorrect API key provided' };
    const events = parseEventStream((await alice.client.get(streamPath)).text);
    expect(events.map((e) => e.event)).toEqual(['result', 'error']);
    expect(events[1]!.data.message).toBe('Intel Analyst answered HTTP 401: Incorrect API key provided.');
    const saved = await alice.client.get(`/api/conversations/${conversationId}`);
    // Both messages are written in one transaction (same timestamp): their order is not defined, their kinds are.
    expect(saved.body.messages.map((m: { metadata: { kind: string } }) => m.metadata.kind).sort()).toEqual([
      'analysis-request',
      'analysis-result',
    ]);
  });

  it('is refused for another user, for the built-in analyst, and once an analysed document is gone', async () => {
    const { conversationId, streamPath } = await analyse([cyber]);
    const bob = await server.user('bob.planner');
    expect((await bob.client.get(streamPath)).status).toBe(404);

    const builtin = await alice.client.post('/api/analysis', {
      documentIds: [cyber],
      question: 'Which threats?',
    });
    expect(builtin.body.streamPath).toBeNull();
    const refused = await alice.client.get(`/api/analysis/${builtin.body.conversationId}/stream`);
    expect(refused.status).toBe(400);

    const extra = await insertTestDocument(server.db.database.db, {
      ownerId: alice.id,
      title: 'Temporary',
      content: seedText('sat-ops-001'),
    });
    const gone = await analyse([extra]);
    await deleteDocument(server.db.database.db, extra);
    const afterDelete = await alice.client.get(gone.streamPath);
    expect(afterDelete.status).toBe(404);
    expect(afterDelete.body.message).toMatch(/no longer available/);
    expect(conversationId).toBeTruthy();
  });
});
