import { ANALYSIS_MESSAGE_KINDS } from '@csw/contracts';
import { startTestServer, type TestServer, type TestUser } from '../../test/support/test-server';
import { insertTestDocument, parseEventStream, seedText } from '../analysis/testing/analysis-fixtures';
import {
  startFakeModelServer,
  type FakeModelServer,
  type FakeReply,
} from '../analysis/testing/fake-model-server';
import { STOPPING_CODE } from './server-lifecycle';

/**
 * What a server does once stopping begins (in-process; graceful-shutdown.test.ts stops a real process):
 * the request it was answering finishes, a new one is refused with a clear 503, and an open event stream
 * ends with a last event that says the server is stopping, its model call abandoned and nothing half-saved.
 */
let model: FakeModelServer;
let nextReply: FakeReply = {};
let server: TestServer;
let alice: TestUser;
let documentId: string;

beforeAll(async () => {
  model = await startFakeModelServer({ reply: () => nextReply });
  server = await startTestServer({
    MODEL_INTEL_ANALYST_BASE_URL: model.baseUrl,
    MODEL_INTEL_ANALYST_API_KEY: 'sk-test-0123456789abcdef',
    MODEL_INTEL_ANALYST_MODEL: 'llama3.1:8b',
  });
  alice = await server.user('alice.stopping');
  documentId = await insertTestDocument(server.db.database.db, {
    ownerId: alice.id,
    title: 'SSA report',
    content: seedText('ssa-report-001'),
  });
});
afterAll(async () => {
  await server?.close();
  await model?.close();
});

/** Waits for a condition of the server under test (never for a fixed time). */
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const analysis = (modelId?: string) =>
  alice.client.post('/api/analysis', {
    documentIds: [documentId],
    question: 'What threatens friendly satellites?',
    analysisType: 'threat-assessment',
    ...(modelId ? { modelId } : {}),
  });

it('finishes the running request, refuses new ones and ends event streams with a stopping event', async () => {
  const lifecycle = server.app.lifecycle;
  const started = await analysis('intel-analyst');
  expect(started.status).toBe(200);
  const { conversationId, streamPath } = started.body;

  // A model that has written a little and is still writing when the server begins to stop.
  nextReply = { chunks: ['UNCLASSIFIED\n', 'The first source'], hold: true };
  const streaming = alice.client.get(streamPath);
  await until(() => model.heldOpen() === 1, 'the model call is open');
  // An analysis running in its worker thread when stopping begins.
  const running = analysis();
  await until(() => lifecycle.runningRequests === 2, 'the analysis is running beside the stream');
  lifecycle.beginStopping();

  const refused = await alice.client.get('/api/documents');
  expect(refused.status).toBe(503);
  expect(refused.body).toEqual({ message: expect.stringMatching(/server is stopping/), code: STOPPING_CODE });
  expect(refused.headers.connection).toBe('close');

  const finished = await running;
  expect(finished.status).toBe(200);
  expect(finished.body.result.documents.map((d: { id: string }) => d.id)).toEqual([documentId]);
  // Its client will not reuse a connection this process is about to close.
  expect(finished.headers.connection).toBe('close');

  const events = parseEventStream((await streaming).text);
  expect(events[0]!.event).toBe('result');
  expect(events.at(-1)).toEqual({
    event: 'error',
    data: { message: expect.stringMatching(/server is stopping/), code: STOPPING_CODE },
  });
  await lifecycle.whenIdle();
  expect(lifecycle.runningRequests).toBe(0);
  // The model call behind the stream was abandoned, and no half answer was saved.
  await until(() => model.heldOpen() === 0, 'the model call is closed');
  const answers = await server.db.database.pool.query(
    "SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1 AND metadata->>'kind' = $2",
    [conversationId, ANALYSIS_MESSAGE_KINDS.answer],
  );
  expect(answers.rows[0].n).toBe(0);
});
