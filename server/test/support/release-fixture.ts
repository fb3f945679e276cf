import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SERVER_ROOT } from '../../src/paths';

/**
 * Data directories written by earlier releases, kept as fixtures for the upgrade test (db/upgrade.test.ts)
 * and made by server/scripts/make-upgrade-fixture.ts: the release's PGlite data directory as PGlite's own
 * dump (a tar, brotli-compressed: a third of the gzip it offers), and a JSON of what was written.
 */
export const FIXTURES_DIR = path.join(SERVER_ROOT, 'test/fixtures/upgrade');

/** A signed-in account of the fixture, with the password it was registered with. */
export interface FixtureAccount {
  id: string;
  username: string;
  password: string;
  role: string;
}

/** One user's part of the data, as written through the release's API. */
export interface FixtureHoldings {
  /** Documents the user owns (created, uploaded, saved reports). */
  documents: string[];
  /** Uploaded documents whose original file is kept: id and the sha256 of the bytes sent. */
  originals: Array<{ documentId: string; filename: string; sha256: string }>;
  /** Documents others shared with this user. */
  sharedWithMe: string[];
  plans: Array<{ id: string; taskIds: string[] }>;
  conversations: string[];
  folders: string[];
}

export interface ReleaseFixture {
  /** The commit whose server wrote the data directory. */
  release: string;
  createdAt: string;
  accounts: Record<string, FixtureAccount>;
  holdings: Record<string, FixtureHoldings>;
  /** How many rows every table of the public schema had. */
  rowCounts: Record<string, number>;
  /** Every row of the tables that hold what users wrote (FIXTURE_TABLES), as to_jsonb. */
  tables: Record<string, Array<Record<string, unknown>>>;
}

/**
 * The tables compared field by field, each with how its rows are read: binary columns as a digest (the
 * bytes themselves would bloat the JSON; the digest proves them unchanged).
 */
export const FIXTURE_TABLES: Record<string, string> = {
  users: 'SELECT to_jsonb(t) AS row FROM users t',
  team_members: 'SELECT to_jsonb(t) AS row FROM team_members t',
  folders: 'SELECT to_jsonb(t) AS row FROM folders t',
  documents: 'SELECT to_jsonb(t) AS row FROM documents t',
  document_files: `SELECT to_jsonb(t) - 'bytes' || jsonb_build_object('bytes_sha256', encode(sha256(t.bytes), 'hex'))
                     AS row FROM document_files t`,
  document_shares: 'SELECT to_jsonb(t) AS row FROM document_shares t',
  conversations: 'SELECT to_jsonb(t) AS row FROM conversations t',
  messages: 'SELECT to_jsonb(t) AS row FROM messages t',
  plans: 'SELECT to_jsonb(t) AS row FROM plans t',
  tasks: 'SELECT to_jsonb(t) AS row FROM tasks t',
  audit_log: 'SELECT to_jsonb(t) AS row FROM audit_log t',
};

interface Queryable {
  query<R = Record<string, unknown>>(text: string): Promise<{ rows: R[] }>;
}

/** Row counts of every table of the public schema. */
export async function countRows(db: Queryable): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
    counts[name] = result.rows[0]!.n;
  }
  return counts;
}

/** The rows of FIXTURE_TABLES, in a stable order. */
export async function readFixtureTables(
  db: Queryable,
): Promise<Record<string, Array<Record<string, unknown>>>> {
  const tables: Record<string, Array<Record<string, unknown>>> = {};
  for (const [name, select] of Object.entries(FIXTURE_TABLES)) {
    const result = await db.query<{ row: Record<string, unknown> }>(
      `SELECT row FROM (${select}) AS t ORDER BY row::text`,
    );
    tables[name] = result.rows.map((r) => r.row);
  }
  return tables;
}

export const fixturePaths = (name: string) => ({
  dataDir: path.join(FIXTURES_DIR, `${name}.tar.br`),
  json: path.join(FIXTURES_DIR, `${name}.json`),
});

export function compressDump(tar: Uint8Array): Buffer {
  return zlib.brotliCompressSync(tar, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: tar.byteLength,
    },
  });
}

export function readReleaseFixture(name: string): ReleaseFixture {
  return JSON.parse(fs.readFileSync(fixturePaths(name).json, 'utf8')) as ReleaseFixture;
}

/**
 * Writes a fixture's data directory where the embedded database of DATA_DIR=`dataDir` lives, with PGlite's
 * own loader (in a process of its own: see restore-data-dir.mjs).
 */
export async function restoreDataDir(name: string, dataDir: string): Promise<void> {
  const script = path.join(SERVER_ROOT, 'test/support/restore-data-dir.mjs');
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, [script, fixturePaths(name).dataDir, dataDir], (error, _stdout, stderr) =>
      error ? reject(new Error(`Restoring ${name} failed: ${stderr || error.message}`)) : resolve(),
    );
  });
}
