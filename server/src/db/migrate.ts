import path from 'node:path';
import type { Pool } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { SERVER_ROOT } from '../paths';
import { ADVISORY_LOCKS } from './advisory-locks';
import { assertNotNewer, readMigrationStatus } from './migration-status';
import { ensureVectorSupport, type VectorSupport } from './vector-support';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');

/**
 * Applies the versioned migrations (server/src/db/migrations) and the optional vector schema at start.
 * Several API processes may start together against one PostgreSQL server: the advisory lock makes the
 * others wait, then find nothing left to do. Everything runs on the one connection that holds the lock.
 * A database written by a newer release (migrations this code does not know) is refused before anything
 * is applied: drizzle would otherwise skip every migration and this code would run on a schema it does not
 * know.
 */
export async function applyMigrations(pool: Pool): Promise<VectorSupport> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    try {
      assertNotNewer(await readMigrationStatus(client, MIGRATIONS_DIR));
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
      return await ensureVectorSupport(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrations]);
    }
  } finally {
    client.release();
  }
}
