import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createAdviceRunner } from '../../advice/advice-runner';
import { SERVER_ROOT } from '../../paths';
import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';

/**
 * A consultation whose thread dies (a real crash: process.exit in the advice thread, while the API waits for
 * its answer) is answered with a clear 503 at once, saves nothing, and leaves the other consultations and a
 * retry to a new thread.
 */
const armed = new Int32Array(new SharedArrayBuffer(4));
let server: TestServer;
let alice: TestUser;

const SCENARIO = 'The battalion will move fuel across the northern bridge by 3 March.';
const FOCUS = 'Fuel convoys across the northern bridge';

async function consultations(userId: string): Promise<number> {
  const result = await server.db.database.db.execute(
    sql`SELECT count(*)::int AS n FROM audit_log WHERE user_id = ${userId} AND action = 'CONSULTATION'`,
  );
  return Number(result.rows[0]!.n);
}

beforeAll(async () => {
  const adviceRunner = createAdviceRunner({
    threadFile: path.join(SERVER_ROOT, 'src/advice/testing/crashing-advice-thread.mjs'),
    workerData: { armed },
  });
  server = await startTestServer({}, { services: { adviceRunner } });
  alice = await server.user('alice.crash');
  const created = await alice.client.post('/api/documents', {
    title: 'Bridge report',
    content:
      'The northern bridge is destroyed and cannot carry convoy traffic. Fuel stocks at the forward depot may fall below three days of supply.',
    classification: 'UNCLASS',
  });
  expect(created.status).toBe(201);
  await server.app.services.library.whenIdle();
});
afterAll(() => server?.close());

it('answers a consultation whose thread died with a clear 503, runs the others on a new thread, and a retry succeeds', async () => {
  const analysis = { scenario: SCENARIO, mode: 'Challenge' };
  const futures = { focus: FOCUS };
  const expected = await alice.client.post('/api/advice/analysis', analysis);
  expect(expected.status).toBe(200);
  const before = await consultations(alice.id);

  Atomics.store(armed, 0, 1);
  const [first, second] = await Promise.all([
    alice.client.post('/api/advice/analysis', analysis),
    alice.client.post('/api/advice/futures', futures),
  ]);
  const replies = [first, second];
  const failed = replies.filter((r) => r.status !== 200);
  expect(failed).toHaveLength(1);
  expect(failed[0]!.status).toBe(503);
  expect(failed[0]!.body).toEqual({
    message: 'The consultation stopped unexpectedly. Try again.',
    code: 'ADVICE_BUSY',
  });
  // The failed consultation saved nothing; the other one was saved once.
  expect(await consultations(alice.id)).toBe(before + 1);

  // The same request again: answered in full, as before the crash.
  const retry =
    failed[0] === first
      ? await alice.client.post('/api/advice/analysis', analysis)
      : await alice.client.post('/api/advice/futures', futures);
  expect(retry.status).toBe(200);
  if (failed[0] === first) expect(retry.body.result).toEqual(expected.body.result);
  else expect(retry.body.result.focus).toBe(FOCUS);
  expect(await consultations(alice.id)).toBe(before + 2);
  expect(server.app.services.advice.healthy()).toBe(true);
});
