import fs from 'node:fs';
import { startChildServer, HttpClient, type ChildServer } from '../../test/support/child-server';
import { createPostgresDatabase, embeddedDataDir, TEST_DB_KIND } from '../../test/support/test-database';
import { STRONG_PASSWORD } from '../../test/support/test-server';

/**
 * A server process under write load is killed with SIGKILL; after a restart every write it acknowledged
 * is there. On the embedded database the restart also takes over the lock the killed process left, and a
 * second process on the same data directory is refused.
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

async function start(): Promise<ChildServer> {
  const server = await startChildServer(env);
  running.push(server);
  return server;
}

it('keeps every acknowledged write through a SIGKILL', async () => {
  const first = await start();
  const writer = new HttpClient(first.url);
  expect(
    (
      await writer.request('POST', '/api/auth/register', {
        username: 'crash.writer',
        password: STRONG_PASSWORD,
      })
    ).status,
  ).toBe(201);

  const acknowledged: string[] = [];
  let stop = false;
  const loops = Array.from({ length: 4 }, async (_, lane) => {
    for (let i = 0; !stop; i += 1) {
      try {
        const reply = await writer.request('POST', '/api/documents', {
          title: `lane ${lane} write ${i}`,
          content: `payload ${lane}-${i} `.repeat(50),
        });
        if (reply.status === 201) acknowledged.push(reply.body.id);
      } catch {
        return; // The process is gone: this write was never acknowledged.
      }
    }
  });
  while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
  first.child.kill('SIGKILL');
  stop = true;
  await Promise.all(loops);
  await first.exited;
  running = running.filter((s) => s !== first);

  const second = await start();
  expect(second.child.exitCode).toBeNull();
  const reader = new HttpClient(second.url);
  expect(
    (await reader.request('POST', '/api/auth/login', { username: 'crash.writer', password: STRONG_PASSWORD }))
      .status,
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
});

(TEST_DB_KIND === 'embedded' ? it : it.skip)(
  'refuses a second process on the same data directory, clearly',
  async () => {
    const holder = running[0] ?? (await start());
    const intruder = await startChildServer(env);
    running.push(intruder);
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toMatch(/is in use by another server process \(pid \d+\)/);
    // The first process is unharmed.
    expect((await fetch(`${holder.url}/api/health`)).status).toBe(200);
  },
);
