import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../db/migrate';
import { BackupError } from './backup-error';

/**
 * Which versioned migrations a database has applied, as drizzle records them in
 * drizzle.__drizzle_migrations: a row per migration with the SHA-256 of its SQL and the journal time of
 * its file. drizzle applies every migration of the code newer than the newest row, so a restored database
 * catches up at the next start, and a database newer than the code is one the code cannot know.
 */
export interface SchemaState {
  migrations: number;
  /** The journal time (ms) of the newest applied migration, null before any. */
  latestMigrationAt: number | null;
  latestMigrationHash: string | null;
}

export async function readSchemaState(client: pg.ClientBase): Promise<SchemaState> {
  const exists = await client.query<{ present: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!exists.rows[0]?.present) return { migrations: 0, latestMigrationAt: null, latestMigrationHash: null };
  const rows = await client.query<{ count: number; created_at: string | null; hash: string | null }>(
    `SELECT (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS count, latest.created_at::text, latest.hash
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (SELECT created_at, hash FROM drizzle.__drizzle_migrations
                          ORDER BY created_at DESC LIMIT 1) AS latest ON true`,
  );
  const row = rows.rows[0]!;
  return {
    migrations: row.count,
    latestMigrationAt: row.created_at === null ? null : Number(row.created_at),
    latestMigrationHash: row.hash,
  };
}

/** The newest migration this code ships (its journal in server/src/db/migrations/meta). */
export function codeMigrations(): { count: number; latestAt: number } {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return {
    count: journal.entries.length,
    latestAt: Math.max(0, ...journal.entries.map((entry) => entry.when)),
  };
}

/** Refuses a backup whose database has migrations this code does not have: the server could not run it. */
export function assertSchemaKnown(schema: SchemaState): void {
  const code = codeMigrations();
  if (schema.latestMigrationAt !== null && schema.latestMigrationAt > code.latestAt)
    throw new BackupError(
      `This backup was made by a newer version of the server: its database has ${schema.migrations} migrations, ` +
        `newer than the ${code.count} this code knows. Update the code, then restore. Nothing was changed.`,
    );
}
