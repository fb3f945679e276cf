import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseSettings } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { MIGRATIONS_DIR } from '../../src/db/migrate';
import { SERVER_ROOT } from '../../src/paths';

/**
 * Which database the suite runs against: the embedded one by default, a PostgreSQL server when
 * CSW_TEST_DB=postgres (with TEST_DATABASE_URL pointing at a server where the test role may create
 * databases). Each test file gets a database of its own.
 */
export const TEST_DB_KIND: 'embedded' | 'postgres' =
  process.env.CSW_TEST_DB === 'postgres' ? 'postgres' : 'embedded';

export interface TestDatabase {
  database: Database;
  settings: DatabaseSettings;
  /** The embedded database's directory (null on PostgreSQL). */
  dataDir: string | null;
  /** Closes the database and removes what was created for it. */
  dispose(): Promise<void>;
}

function fingerprintOfMigrations(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  hash.update(fs.readFileSync(path.join(SERVER_ROOT, 'src/db/vector-support.ts')));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Where test databases live: memory (/dev/shm) where there is one, which makes copying and opening them
 * several times faster. A SIGKILL of the process loses nothing there either (what the kernel holds
 * survives the process), so the crash test means the same.
 */
const TEST_ROOT = process.env.CSW_TEST_TMP ?? (fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir());

/** Templates of earlier migrations, left by earlier runs. */
function removeOldTemplates(fingerprint: string): void {
  for (const name of fs.readdirSync(TEST_ROOT)) {
    const full = path.join(TEST_ROOT, name);
    if (!name.startsWith('csw-test-template-') || name.includes(fingerprint) || name.includes('.')) continue;
    const age = Date.now() - (fs.statSync(full, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 3_600_000) fs.rmSync(full, { recursive: true, force: true });
  }
}

/**
 * A migrated embedded database, created once and then copied for every test file: creating a PGlite
 * database takes 6-21 s, copying a migrated one well under a second. The template is keyed by the
 * migrations, so it is rebuilt whenever they change; test files running in parallel wait for the one
 * that builds it.
 */
async function migratedTemplate(vector: boolean): Promise<string> {
  const fingerprint = fingerprintOfMigrations();
  const template = path.join(TEST_ROOT, `csw-test-template-${fingerprint}${vector ? '' : '-novector'}`);
  const lock = `${template}.lock`;
  for (;;) {
    if (fs.existsSync(path.join(template, 'ready'))) return template;
    try {
      fs.mkdirSync(lock);
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 180_000) fs.rmSync(lock, { recursive: true, force: true }); // Its builder died.
      await sleep(250);
      continue;
    }
    try {
      const building = `${template}.building-${process.pid}`;
      fs.rmSync(building, { recursive: true, force: true });
      const database = await openDatabase(
        { url: null, dataDir: building, poolMax: 1 },
        { embeddedVector: vector },
      );
      await database.close();
      removeOldTemplates(fingerprint);
      fs.rmSync(path.join(building, 'server.lock'), { force: true });
      fs.rmSync(path.join(building, 'run'), { recursive: true, force: true });
      fs.writeFileSync(path.join(building, 'ready'), new Date().toISOString());
      fs.rmSync(template, { recursive: true, force: true });
      fs.renameSync(building, template);
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** A fresh embedded data directory, copied from the migrated template (with or without pgvector). */
export async function embeddedDataDir({ vector = true }: { vector?: boolean } = {}): Promise<string> {
  const dir = fs.mkdtempSync(path.join(TEST_ROOT, 'csw-test-db-'));
  fs.cpSync(await migratedTemplate(vector), dir, { recursive: true });
  fs.rmSync(path.join(dir, 'ready'), { force: true });
  return dir;
}

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates an empty database on the test PostgreSQL server; returns its URL and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base)
    throw new Error('CSW_TEST_DB=postgres needs TEST_DATABASE_URL (see scripts/ci/install-postgres.sh).');
  const name = `csw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: databaseUrl(base, name),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A migrated database of its own for one test file. `vector: false` asks for a server without pgvector:
 * that is always an embedded database opened without the extension, in either pass, since a PostgreSQL
 * server cannot be made to forget an installed extension.
 */
export async function openTestDatabase({ vector = true }: { vector?: boolean } = {}): Promise<TestDatabase> {
  if (TEST_DB_KIND === 'postgres' && vector) {
    const created = await createPostgresDatabase();
    const settings: DatabaseSettings = { url: created.url, dataDir: os.tmpdir(), poolMax: 5 };
    const database = await openDatabase(settings);
    return {
      database,
      settings,
      dataDir: null,
      async dispose() {
        await database.close();
        await created.drop();
      },
    };
  }
  const dataDir = await embeddedDataDir({ vector });
  const settings: DatabaseSettings = { url: null, dataDir, poolMax: 1 };
  const database = await openDatabase(settings, { embeddedVector: vector });
  return {
    database,
    settings,
    dataDir,
    async dispose() {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
