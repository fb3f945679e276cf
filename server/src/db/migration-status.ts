import fs from 'node:fs';
import path from 'node:path';

/** One migration this code knows: an entry of migrations/meta/_journal.json. */
export interface KnownMigration {
  tag: string;
  /** drizzle records it in __drizzle_migrations.created_at once applied. */
  when: number;
}

/** What the database has applied, compared with what this code knows. */
export interface MigrationStatus {
  known: readonly KnownMigration[];
  /** created_at of every row of drizzle.__drizzle_migrations (none in a new database). */
  applied: readonly number[];
  /** Known migrations the database has not applied yet (all of them in a new database). */
  missing: readonly KnownMigration[];
  /** Applied migrations this code does not know: written by a newer version. */
  unknown: readonly number[];
}

interface Queryable {
  query(text: string): Promise<{ rows: Array<Record<string, unknown>> }>;
}

const journals = new Map<string, readonly KnownMigration[]>();

/** The journal drizzle applies migrations from (read once: it does not change while the server runs). */
export function knownMigrations(migrationsDir: string): readonly KnownMigration[] {
  let known = journals.get(migrationsDir);
  if (!known) {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
      entries: Array<{ tag: string; when: number }>;
    };
    known = journal.entries.map(({ tag, when }) => ({ tag, when }));
    journals.set(migrationsDir, known);
  }
  return known;
}

/**
 * Reads drizzle's record of applied migrations and compares it with the journal. drizzle identifies a
 * migration by its journal timestamp (created_at) and applies only those newer than the last one recorded,
 * so a database that has recorded a migration this code does not know would silently be used as if it
 * had the schema this code expects: that is what `unknown` catches.
 */
export async function readMigrationStatus(
  client: Queryable,
  migrationsDir: string,
): Promise<MigrationStatus> {
  const known = knownMigrations(migrationsDir);
  const exists = await client.query(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present",
  );
  const applied = exists.rows[0]?.present
    ? (
        await client.query('SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at')
      ).rows.map((row) => Number(row.created_at))
    : [];
  const appliedSet = new Set(applied);
  const knownSet = new Set(known.map((m) => m.when));
  return {
    known,
    applied,
    missing: known.filter((m) => !appliedSet.has(m.when)),
    unknown: applied.filter((when) => !knownSet.has(when)),
  };
}

/** The database has applied migrations this code does not know: it was written by a newer release. */
export class NewerDatabaseError extends Error {
  constructor(status: MigrationStatus) {
    const newest = status.known.at(-1)?.tag ?? 'none';
    super(
      `This database was written by a newer version of Staff Workspace (it is at migration ${status.applied.length}; ` +
        `this server knows ${status.known.length}, up to ${newest}, and not ${status.unknown.length} of those ` +
        'applied). The server refuses to start so that it does not change ' +
        'data it does not understand: upgrade the server to the version that wrote this database (or newer), ' +
        'or restore a backup taken with this version.',
    );
    this.name = 'NewerDatabaseError';
  }
}

/** Refuses a database written by a newer release (see NewerDatabaseError). */
export function assertNotNewer(status: MigrationStatus): void {
  if (status.unknown.length > 0) throw new NewerDatabaseError(status);
}
