import path from 'node:path';
import pg from 'pg';
import type { DatabaseSettings } from '../config';
import { startChildServer } from '../../test/support/child-server';
import { openTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { openDatabase } from './database';
import { startEmbeddedServer } from './embedded/embedded-server';
import { MIGRATIONS_DIR } from './migrate';
import { knownMigrations } from './migration-status';

/**
 * A database that a newer release has migrated further than this code knows is refused at start, with a
 * message that says what to do, and left as it was (on both databases).
 */
let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(() => test?.dispose());

/** A plain connection to the database, around openDatabase (which would refuse it). */
async function withClient<T>(
  settings: DatabaseSettings,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const embedded = settings.url
    ? null
    : await startEmbeddedServer({
        pgDataDir: path.join(settings.dataDir, 'pglite'),
        runDir: path.join(settings.dataDir, 'run'),
        vector: true,
      });
  const client = new pg.Client(settings.url ? { connectionString: settings.url } : embedded!.connection);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
    await embedded?.stop();
  }
}

const FUTURE_HASH = 'written-by-a-newer-release';
const appliedCount = (client: pg.Client) =>
  client
    .query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')
    .then((result) => result.rows[0].n as number);

it('refuses a database with a migration this code does not know, says to upgrade, and changes nothing', async () => {
  const known = knownMigrations(MIGRATIONS_DIR);
  await test.database.pool.query(
    'INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)',
    [FUTURE_HASH, known.at(-1)!.when + 86_400_000],
  );
  await test.database.close();

  const refusal = openDatabase(test.settings);
  await expect(refusal).rejects.toThrow(
    `This database was written by a newer version of Staff Workspace (it is at migration ${known.length + 1}; ` +
      `this server knows ${known.length}, up to ${known.at(-1)!.tag}, and not 1 of those applied).`,
  );
  await expect(refusal).rejects.toThrow(/upgrade the server to the version that wrote this database/);

  // The server refuses the same way, and exits; the embedded database's lock is released each time.
  const server = await startChildServer(
    test.settings.url ? { DATABASE_URL: test.settings.url } : { DATA_DIR: test.settings.dataDir },
  );
  expect(await server.exited).toBe(1);
  expect(server.output()).toMatch(/This database was written by a newer version of Staff Workspace/);

  // Nothing was applied or removed; without the newer release's row it opens as usual.
  await withClient(test.settings, async (client) => {
    expect(await appliedCount(client)).toBe(known.length + 1);
    await client.query('DELETE FROM drizzle.__drizzle_migrations WHERE hash = $1', [FUTURE_HASH]);
  });
  const reopened = await openDatabase(test.settings);
  await reopened.close();
});
