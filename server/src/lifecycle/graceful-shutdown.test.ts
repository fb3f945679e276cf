import fs from 'node:fs';
import http from 'node:http';
import { startChildServer, HttpClient, type ChildServer } from '../../test/support/child-server';
import { createPostgresDatabase, embeddedDataDir, TEST_DB_KIND } from '../../test/support/test-database';
import { STRONG_PASSWORD } from '../../test/support/test-server';
import { STOPPING_CODE } from './server-lifecycle';

/**
 * A server process stopped with SIGTERM (what an orchestrator or a deploy sends) under write load: the
 * requests it was answering finish, the ones that arrive are refused cleanly, the process exits 0 within
 * its grace period, and after a restart every write it acknowledged is there. A request still running at
 * the end of the grace period is cut off and the process exits all the same. On both databases.
 */
let env: NodeJS.ProcessEnv;
let cleanup: () => Promise<void>;
let running: ChildServer[] = [];

beforeAll(async () => {
  if (TEST_DB_KIND === 'postgres') {
    const created = await createPostgresDatabase();
    env = { DATABASE_URL: created.url };
    cleanup = created.drop;
  } else {
    const dataDir = await embeddedDataDir();
    env = { DATA_DIR: dataDir };
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop('SIGKILL')));
  await cleanup?.();
});

async function start(extra: NodeJS.ProcessEnv = {}): Promise<ChildServer> {
  const server = await startChildServer({ ...env, ...extra });
  running.push(server);
  void server.exited.then(() => (running = running.filter((s) => s !== server)));
  return server;
}

/** Waits for a condition of the run (never for a fixed time). */
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The shutdown's own account of itself (graceful-shutdown.ts logs it). */
function shutdownSummary(output: string): { running: number; cutOff: number } | null {
  const match = /Stopped in \d+ ms: (\d+) request\(s\) were running, (\d+) cut off/.exec(output);
  return match ? { running: Number(match[1]), cutOff: Number(match[2]) } : null;
}

interface Outcome {
  /** Sent before the SIGTERM. */
  beforeSignal: boolean;
  status?: number;
  code?: string;
  /** The network error, when there was no answer. */
  error?: string;
}

it('keeps every acknowledged write through SIGTERM under load and exits 0 within the grace period', async () => {
  const graceMs = 10_000;
  const first = await start({ SHUTDOWN_GRACE_MS: String(graceMs) });
  const writer = new HttpClient(first.url);
  const registered = await writer.request('POST', '/api/auth/register', {
    username: 'sigterm.writer',
    password: STRONG_PASSWORD,
  });
  expect(registered.status).toBe(201);

  const acknowledged: string[] = [];
  const outcomes: Outcome[] = [];
  let signalled = false;
  let exited = false;
  void first.exited.then(() => (exited = true));
  const writers = Array.from({ length: 4 }, async (_, lane) => {
    for (let i = 0; !exited; i += 1) {
      const outcome: Outcome = { beforeSignal: !signalled };
      outcomes.push(outcome);
      try {
        const reply = await writer.request('POST', '/api/documents', {
          title: `lane ${lane} write ${i}`,
          content: `payload ${lane}-${i} `.repeat(50),
        });
        outcome.status = reply.status;
        outcome.code = reply.body?.code;
        if (reply.status === 201) acknowledged.push(reply.body.id);
      } catch (error) {
        outcome.error = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
        // Refused at the door: the process no longer listens.
        if (outcome.error === 'ECONNREFUSED') return;
      }
    }
  });
  await until(() => acknowledged.length >= 40, '40 writes are acknowledged');
  signalled = true;
  const signalledAt = Date.now();
  first.child.kill('SIGTERM');
  const exitCode = await first.exited;
  const stoppedIn = Date.now() - signalledAt;
  await Promise.all(writers);

  expect(exitCode).toBe(0);
  expect(stoppedIn).toBeLessThan(graceMs);
  // The SIGTERM came mid-load, and nothing running had to be cut off.
  const summary = shutdownSummary(first.output());
  expect(summary).not.toBeNull();
  expect(summary!.running).toBeGreaterThan(0);
  expect(summary!.cutOff).toBe(0);
  // Every answer was the write done or a clean refusal; a request sent before the signal was answered,
  // never left with a dropped connection.
  const answers = outcomes.filter((o) => o.status !== undefined);
  const unexpected = answers.filter(
    (o) => o.status !== 201 && !(o.status === 503 && o.code === STOPPING_CODE),
  );
  expect(unexpected).toEqual([]);
  expect(outcomes.filter((o) => o.beforeSignal && o.error !== undefined)).toEqual([]);
  // Whether a writer's next request lands while the server drains (a 503) or after it stopped listening
  // depends on timing; the refusal itself is checked without a race in lifecycle-hooks.test.ts.

  const second = await start();
  const reader = new HttpClient(second.url);
  expect(
    (
      await reader.request('POST', '/api/auth/login', {
        username: 'sigterm.writer',
        password: STRONG_PASSWORD,
      })
    ).status,
  ).toBe(200);
  const stored = new Set<string>();
  for (let offset = 0; ; offset += 100) {
    const page = await reader.request('GET', `/api/documents?limit=100&offset=${offset}`);
    for (const doc of page.body.items) stored.add(doc.id);
    if (offset + 100 >= page.body.total) break;
  }
  const lost = acknowledged.filter((id) => !stored.has(id));
  expect({ acknowledged: acknowledged.length, lost }).toEqual({
    acknowledged: acknowledged.length,
    lost: [],
  });
  expect(await second.stop('SIGTERM')).toBe(0);
});

it('waits no longer than SHUTDOWN_GRACE_MS for a request that does not finish, then exits 0', async () => {
  const graceMs = 1_500;
  const server = await start({ SHUTDOWN_GRACE_MS: String(graceMs) });
  const { port } = new URL(server.url);
  const writer = new HttpClient(server.url);
  expect(
    (
      await writer.request('POST', '/api/auth/register', {
        username: 'slow.writer',
        password: STRONG_PASSWORD,
      })
    ).status,
  ).toBe(201);

  // A signed-in client that sends its headers and half its body, then nothing: the request never finishes.
  let localPort = 0;
  const hungUp = new Promise<{ answered: boolean }>((resolve) => {
    const request = http.request({
      host: '127.0.0.1',
      port: Number(port),
      method: 'POST',
      path: '/api/documents',
      headers: { 'content-type': 'application/json', 'content-length': '1000', cookie: writer.cookie! },
    });
    request.on('response', () => resolve({ answered: true }));
    request.on('error', () => resolve({ answered: false }));
    request.on('socket', (socket) => socket.on('connect', () => (localPort = socket.localPort ?? 0)));
    request.write('{"title": "never finished", "content": "');
  });
  // The server logs each request it has begun, with the client's port.
  await until(
    () =>
      localPort > 0 &&
      new RegExp(`"remotePort":${localPort}\\b.*"msg":"incoming request"`).test(server.output()),
    'the server has begun the request',
  );

  const signalledAt = Date.now();
  server.child.kill('SIGTERM');
  const exitCode = await server.exited;
  const stoppedIn = Date.now() - signalledAt;
  expect(exitCode).toBe(0);
  expect(stoppedIn).toBeGreaterThanOrEqual(graceMs);
  // Past the grace period only what closing the services and the database takes.
  expect(stoppedIn).toBeLessThan(graceMs + 8_000);
  expect(shutdownSummary(server.output())).toEqual({ running: 1, cutOff: 1 });
  expect(await hungUp).toEqual({ answered: false });
});
