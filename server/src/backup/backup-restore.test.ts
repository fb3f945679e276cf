import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startChildServer, HttpClient, type ChildServer } from '../../test/support/child-server';
import { createPostgresDatabase, embeddedDataDir, TEST_DB_KIND } from '../../test/support/test-database';
import { STRONG_PASSWORD, type Json } from '../../test/support/test-server';
import { makeDocx } from '../ingestion/test-support/docx-writer';
import { dtgIn, mission } from '../planning/testing/missions';
import { REPO_ROOT } from '../paths';
import { writeBackupFile } from './backup-file';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type DatabaseKind } from './backup-manifest';
import { readBackupManifest } from './backup-file';
import { withEmbeddedDatabase } from './embedded-probe';

/**
 * `npm run backup` and `npm run restore` on the database of this pass (embedded, or PostgreSQL with
 * CSW_TEST_DB=postgres): a library built through the real API by a server process (users, a folder,
 * documents, an uploaded original, a share, a plan with tasks, a conversation with messages, and the
 * audit entries all of that writes) is backed up once the server has stopped, restored into a fresh
 * database, and every table of the restored database is compared with the original row by row, field by
 * field; then a server starts on the restored database and serves it. Refusals: a database that is not
 * empty (without --force), a file that is not a backup, a cut backup, a backup of the other kind of
 * database, a running server on the embedded database; none of them changes the target.
 */

// ---------- databases of this pass ----------

interface Target {
  /** What the server and the commands read: DATA_DIR or DATABASE_URL. */
  env: NodeJS.ProcessEnv;
  dataDir: string | null;
  url: string | null;
  dispose(): Promise<void>;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'csw-backup-test-'));
const targets: Target[] = [];
const running: ChildServer[] = [];

/** A migrated embedded data directory or an empty PostgreSQL database (the server migrates it). */
async function sourceTarget(): Promise<Target> {
  if (TEST_DB_KIND === 'postgres') return postgresTarget();
  const dataDir = await embeddedDataDir();
  return embeddedTarget(dataDir);
}

/** Where a restore goes: a data directory that does not exist yet, or a new empty PostgreSQL database. */
async function freshTarget(): Promise<Target> {
  if (TEST_DB_KIND === 'postgres') return postgresTarget();
  return embeddedTarget(fs.mkdtempSync(path.join(work, 'restored-')));
}

function embeddedTarget(dataDir: string): Target {
  const target: Target = {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    dataDir,
    url: null,
    async dispose() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  targets.push(target);
  return target;
}

async function postgresTarget(): Promise<Target> {
  const created = await createPostgresDatabase();
  const target: Target = {
    env: { DATABASE_URL: created.url },
    dataDir: null,
    url: created.url,
    dispose: created.drop,
  };
  targets.push(target);
  return target;
}

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop('SIGKILL')));
  for (const target of targets) await target.dispose().catch(() => undefined);
  fs.rmSync(work, { recursive: true, force: true });
});

async function startServer(target: Target): Promise<ChildServer> {
  const server = await startChildServer(target.env);
  running.push(server);
  if (server.child.exitCode !== null) throw new Error(`The server did not start:\n${server.output()}`);
  return server;
}

async function stopServer(server: ChildServer): Promise<void> {
  expect(await server.stop('SIGTERM')).toBe(0);
  running.splice(running.indexOf(server), 1);
}

// ---------- the commands ----------

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'test', INIT_CWD: REPO_ROOT, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The command as an operator runs it: through the root package.json's script. */
const npmRun = (script: 'backup' | 'restore', args: string[], target: Target) =>
  run('npm', ['run', '--silent', script, '--', ...args], target.env);

/** The same command without npm in between (quicker, for the refusals). */
const cli = (args: string[], target: Target) =>
  run(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'server/scripts/backup.ts'), ...args],
    target.env,
  );

// ---------- a snapshot of everything a database holds ----------

interface Snapshot {
  /** Every table of the public and drizzle schemas: its rows as JSON, ordered by primary key. */
  tables: Record<string, unknown[]>;
  sequences: unknown[];
  /** Columns, constraints, indexes, triggers and functions: the restored schema is the same schema. */
  schema: Record<string, unknown[]>;
}

const SCHEMAS = `('public', 'drizzle')`;
const NOT_IN_EXTENSION = (catalog: string, alias: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = ${alias}.oid AND d.deptype = 'e')`;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function readSnapshot(client: pg.ClientBase): Promise<Snapshot> {
  const tables = await client.query<{ schema: string; name: string; pk: string[] | null }>(`
    SELECT n.nspname AS schema, c.relname AS name,
           (SELECT array_agg(a.attname::text ORDER BY array_position(i.indkey::int2[], a.attnum))
              FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
             WHERE i.indrelid = c.oid AND i.indisprimary) AS pk
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname IN ${SCHEMAS} AND c.relkind IN ('r', 'p') AND ${NOT_IN_EXTENSION('pg_class', 'c')}
     ORDER BY 1, 2`);
  const snapshot: Snapshot = { tables: {}, sequences: [], schema: {} };
  for (const { schema, name, pk } of tables.rows) {
    const order = pk?.length ? pk.map((column) => `t.${quote(column)}`).join(', ') : 'to_jsonb(t)::text';
    // to_jsonb keeps every value exactly: timestamps to the microsecond, bytea as hex, vectors as text.
    const rows = await client.query<{ row: unknown }>(
      `SELECT to_jsonb(t) AS row FROM ${quote(schema)}.${quote(name)} t ORDER BY ${order}`,
    );
    snapshot.tables[`${schema}.${name}`] = rows.rows.map((r) => r.row);
  }
  snapshot.sequences = (
    await client.query(
      `SELECT schemaname, sequencename, last_value::text FROM pg_sequences WHERE schemaname IN ${SCHEMAS} ORDER BY 1, 2`,
    )
  ).rows;
  // Columns in table order, without their numbers: a dump recreates a table without the gaps that dropped
  // columns leave in the numbering.
  const schemaQueries: Record<string, string> = {
    columns: `SELECT table_schema, table_name, column_name, data_type, udt_name, is_nullable, column_default
                FROM information_schema.columns WHERE table_schema IN ${SCHEMAS} ORDER BY table_schema, table_name, ordinal_position`,
    constraints: `SELECT conrelid::regclass::text AS tab, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
                   WHERE connamespace IN (SELECT oid FROM pg_namespace WHERE nspname IN ${SCHEMAS}) ORDER BY 1, 2`,
    indexes: `SELECT schemaname, tablename, indexname, indexdef FROM pg_indexes WHERE schemaname IN ${SCHEMAS} ORDER BY 1, 2, 3`,
    triggers: `SELECT t.tgrelid::regclass::text AS tab, t.tgname, pg_get_triggerdef(t.oid) AS def FROM pg_trigger t
                WHERE NOT t.tgisinternal ORDER BY 1, 2`,
    functions: `SELECT p.oid::regprocedure::text AS name, pg_get_functiondef(p.oid) AS def
                  FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                 WHERE n.nspname IN ${SCHEMAS} AND p.prokind IN ('f', 'p') AND ${NOT_IN_EXTENSION('pg_proc', 'p')}
                 ORDER BY 1`,
    extensions: `SELECT extname FROM pg_extension ORDER BY 1`,
  };
  for (const [key, sql] of Object.entries(schemaQueries))
    snapshot.schema[key] = (await client.query(sql)).rows;
  return snapshot;
}

/** Reads a target's snapshot with no server running on it (the embedded one is opened, not migrated). */
async function snapshotOf(target: Target): Promise<Snapshot> {
  if (target.dataDir) return withEmbeddedDatabase(target.dataDir, readSnapshot);
  const client = new pg.Client({ connectionString: target.url! });
  await client.connect();
  try {
    return await readSnapshot(client);
  } finally {
    await client.end();
  }
}

/** Table by table, so that a difference names its table; then sequences and schema. */
function expectSameDatabase(actual: Snapshot, expected: Snapshot): void {
  expect(Object.keys(actual.tables)).toEqual(Object.keys(expected.tables));
  for (const table of Object.keys(expected.tables))
    expect({ table, rows: actual.tables[table] }).toEqual({ table, rows: expected.tables[table] });
  expect(actual.sequences).toEqual(expected.sequences);
  expect(actual.schema).toEqual(expected.schema);
}

// ---------- the library ----------

interface Library {
  ownerId: string;
  readerId: string;
  uploadId: string;
  original: Buffer;
  sharedId: string;
  planId: string;
  taskCount: number;
  conversationId: string;
}

function expectStatus(reply: { status: number; body: Json }, status: number, what: string): Json {
  if (reply.status !== status) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

async function buildLibrary(url: string): Promise<Library> {
  const owner = new HttpClient(url);
  const reader = new HttpClient(url);
  const ownerId = expectStatus(
    await owner.request('POST', '/api/auth/register', { username: 'bk.owner', password: STRONG_PASSWORD }),
    201,
    'register owner',
  ).user.id;
  const readerId = expectStatus(
    await reader.request('POST', '/api/auth/register', { username: 'bk.reader', password: STRONG_PASSWORD }),
    201,
    'register reader',
  ).user.id;
  // The first account of the installation is its administrator: it clears both accounts for the SECRET
  // upload below (shared with the reader), as an administrator does on the Administration screen.
  for (const id of [ownerId, readerId])
    expectStatus(
      await owner.request('PUT', `/api/admin/users/${id}/clearance`, {
        clearance: 'SECRET',
        reason: 'Backup round trip',
      }),
      200,
      'clearance',
    );
  const folder = expectStatus(
    await owner.request('POST', '/api/folders', { name: 'Operations' }),
    201,
    'folder',
  );
  const shared = expectStatus(
    await owner.request('POST', '/api/documents', {
      title: 'Operations order 7 — Harrow Point',
      content: 'Situation, mission, execution. Ünïcödé and "quotes" survive; so do\ttabs and\nnew lines.',
      folderId: folder.id,
    }),
    201,
    'document',
  );
  expectStatus(
    await owner.request('POST', '/api/documents', {
      title: 'Logistics estimate',
      content: 'Fuel at 40,000 litres a day.',
    }),
    201,
    'second document',
  );

  // An upload keeps the file's bytes (a .docx is a zip: every byte value occurs).
  const original = await makeDocx([
    'Annex B: the QUILLFEATHER relay site covers the valley.',
    'Generator: 96 hours.',
  ]);
  const form = new FormData();
  form.append('classification', 'SECRET');
  form.append(
    'file',
    new Blob([new Uint8Array(original)], {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    }),
    'Relay Annex.docx',
  );
  const uploaded = await fetch(`${url}/api/documents/upload`, {
    method: 'POST',
    headers: { cookie: owner.cookie! },
    body: form,
  });
  const upload = expectStatus({ status: uploaded.status, body: await uploaded.json() }, 201, 'upload');

  expectStatus(
    await owner.request('POST', `/api/documents/${shared.id}/share`, {
      sharedWithUserId: readerId,
      permissionLevel: 'write',
    }),
    201,
    'share',
  );
  expectStatus(
    await owner.request('POST', `/api/documents/${upload.id}/share`, {
      sharedWithUserId: readerId,
      permissionLevel: 'read',
    }),
    201,
    'share upload',
  );

  const board = expectStatus(
    await owner.request('POST', '/api/plans/orchestrate', { description: mission(dtgIn(3).dtg) }),
    201,
    'plan',
  );
  expectStatus(
    await owner.request('POST', `/api/plans/${board.plan.id}/tasks`, { title: 'Rehearse the crossing' }),
    201,
    'task',
  );

  const conversation = expectStatus(
    await owner.request('POST', '/api/conversations', {
      centerType: 'ADVISE',
      title: 'War council on COA 2',
    }),
    201,
    'conversation',
  );
  for (const [role, content] of [
    ['user', 'Should we commit the reserve?'],
    ['assistant', 'The skeptic doubts the fuel estimate.'],
  ])
    expectStatus(
      await owner.request('POST', `/api/conversations/${conversation.id}/messages`, {
        role,
        content,
        metadata: { personaId: 'skeptic' },
      }),
      201,
      'message',
    );
  expectStatus(
    await reader.request('GET', `/api/documents/${shared.id}`),
    200,
    'reader reads the shared document',
  );
  return {
    ownerId,
    readerId,
    uploadId: upload.id,
    original,
    sharedId: shared.id,
    planId: board.plan.id,
    taskCount: board.tasks.length + 1,
    conversationId: conversation.id,
  };
}

// ---------- the tests ----------

let source: Target;
let library: Library;
let sourceSnapshot: Snapshot;
let backupFile: string;
let restored: Target;

beforeAll(async () => {
  source = await sourceTarget();
  const server = await startServer(source);
  library = await buildLibrary(server.url);
  await stopServer(server);
  sourceSnapshot = await snapshotOf(source);
}, 240_000);

it('round-trips the library: every table row by row, field by field, and a server serves it', async () => {
  // The library is really there: what the comparison below compares is not empty.
  const count = (table: string) => sourceSnapshot.tables[`public.${table}`]?.length ?? 0;
  for (const table of [
    'users',
    'folders',
    'documents',
    'document_files',
    'document_shares',
    'plans',
    'tasks',
  ])
    expect({ table, rows: count(table) > 0 }).toEqual({ table, rows: true });
  expect(count('messages')).toBe(2);
  expect(count('audit_log')).toBeGreaterThanOrEqual(10);
  expect(count('sessions')).toBeGreaterThanOrEqual(2);
  const files = sourceSnapshot.tables['public.document_files'] as { document_id: string; bytes: string }[];
  expect(files.find((f) => f.document_id === library.uploadId)?.bytes).toBe(
    `\\x${library.original.toString('hex')}`,
  );

  backupFile = path.join(work, 'library.tar.gz');
  const backup = await npmRun('backup', [backupFile], source);
  expect(backup).toMatchObject({ code: 0, stdout: expect.stringContaining(`to ${backupFile}`) });
  expect(backup.stderr).toMatch(
    TEST_DB_KIND === 'postgres' ? /Writing the backup: 100%/ : /Backing up: 100%/,
  );
  expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
  const manifest = await readBackupManifest(backupFile);
  expect(manifest).toMatchObject({
    format: BACKUP_FORMAT,
    kind: TEST_DB_KIND,
    schema: { migrations: expect.any(Number) },
  });
  expect(manifest.schema.migrations).toBe(sourceSnapshot.tables['drizzle.__drizzle_migrations']!.length);
  // The backup read the database without changing it.
  expectSameDatabase(await snapshotOf(source), sourceSnapshot);

  restored = await freshTarget();
  const restore = await npmRun('restore', [backupFile], restored);
  expect(restore).toMatchObject({ code: 0, stdout: expect.stringContaining('Restored the backup of') });
  expect(restore.stderr).toMatch(/Restoring: 100%/);
  expectSameDatabase(await snapshotOf(restored), sourceSnapshot);

  // A server starts on the restored database as usual (migrations apply: none is missing) and serves it.
  const server = await startServer(restored);
  const owner = new HttpClient(server.url);
  expectStatus(
    await owner.request('POST', '/api/auth/login', { username: 'bk.owner', password: STRONG_PASSWORD }),
    200,
    'login',
  );
  const original = await fetch(`${server.url}/api/documents/${library.uploadId}/original`, {
    headers: { cookie: owner.cookie! },
  });
  expect(original.status).toBe(200);
  expect(Buffer.from(await original.arrayBuffer()).equals(library.original)).toBe(true);
  const plan = expectStatus(await owner.request('GET', `/api/plans/${library.planId}`), 200, 'plan');
  expect(plan.tasks).toHaveLength(library.taskCount);
  const conversation = expectStatus(
    await owner.request('GET', `/api/conversations/${library.conversationId}`),
    200,
    'conversation',
  );
  expect(conversation.messages.map((m: { content: string }) => m.content)).toEqual([
    'Should we commit the reserve?',
    'The skeptic doubts the fuel estimate.',
  ]);
  const reader = new HttpClient(server.url);
  expectStatus(
    await reader.request('POST', '/api/auth/login', { username: 'bk.reader', password: STRONG_PASSWORD }),
    200,
    'login',
  );
  const shared = expectStatus(await reader.request('GET', '/api/documents/shared'), 200, 'shared');
  expect(shared.items.map((d: { id: string }) => d.id).sort()).toEqual(
    [library.sharedId, library.uploadId].sort(),
  );
  const search = expectStatus(
    await reader.request('POST', '/api/search', { query: 'quillfeather relay' }),
    200,
    'search',
  );
  expect(search.results[0].document.id).toBe(library.uploadId);
  await stopServer(server);
}, 240_000);

it('refuses to restore over a database that is not empty without --force, and --force replaces it', async () => {
  // The server run above signed in twice: the restored database has moved on from the backup.
  const before = await snapshotOf(restored);
  expect(before.tables['public.sessions']!.length).toBeGreaterThan(
    sourceSnapshot.tables['public.sessions']!.length,
  );

  const refused = await cli(['restore', backupFile], restored);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/is not empty.*--force.*Nothing was changed\./s);
  expectSameDatabase(await snapshotOf(restored), before);

  const forced = await cli(['restore', backupFile, '--force'], restored);
  expect(forced).toMatchObject({ code: 0, stdout: expect.stringContaining('replacing what was there') });
  expectSameDatabase(await snapshotOf(restored), sourceSnapshot);
}, 240_000);

it('refuses a file that is not a whole backup of this kind of database, clearly, and changes nothing', async () => {
  const garbage = path.join(work, 'garbage.tar.gz');
  fs.writeFileSync(garbage, Buffer.from('this is not a backup, only some text\n'.repeat(100)));
  const cut = path.join(work, 'cut.tar.gz');
  const whole = fs.readFileSync(backupFile);
  fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
  // A real backup file, of the other kind of database.
  const otherKind: DatabaseKind = TEST_DB_KIND === 'postgres' ? 'embedded' : 'postgres';
  const other = path.join(work, 'other-kind.tar.gz');
  await writeBackupFile(
    other,
    {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      kind: otherKind,
      createdAt: new Date().toISOString(),
      databaseVersion: 'PostgreSQL',
      schema: { migrations: 0, latestMigrationAt: null, latestMigrationHash: null },
      content: { entries: 1, bytes: 9 },
    },
    (tar) =>
      otherKind === 'postgres'
        ? tar.buffer('database.sql', Buffer.from('SELECT 1;'))
        : tar.buffer('data/pglite/PG_VERSION', Buffer.from('18\n')),
  );
  const listing = restored.dataDir ? fs.readdirSync(restored.dataDir).sort() : null;

  const cases: [string, RegExp][] = [
    [
      garbage,
      /garbage\.tar\.gz is not a backup made by `npm run backup`, or it is damaged \(incorrect header check\)\. Nothing was changed\./,
    ],
    [
      cut,
      /cut\.tar\.gz is not a backup made by `npm run backup`, or it is damaged \(unexpected end of file\)\. Nothing was changed\./,
    ],
    [
      other,
      new RegExp(
        `This backup is of ${otherKind === 'postgres' ? 'a PostgreSQL database' : 'the embedded database'}.*Nothing was changed\\.`,
      ),
    ],
    [path.join(work, 'missing.tar.gz'), /There is no file .*missing\.tar\.gz\. Nothing was changed\./],
    [work, /is a folder, not a backup file/],
  ];
  for (const [file, message] of cases) {
    const reply = await cli(['restore', file, '--force'], restored);
    expect({ file, code: reply.code, stderr: reply.stderr }).toEqual({
      file,
      code: 1,
      stderr: expect.stringMatching(message),
    });
  }
  if (listing) expect(fs.readdirSync(restored.dataDir!).sort()).toEqual(listing); // No staging folder left behind.
  expectSameDatabase(await snapshotOf(restored), sourceSnapshot);
}, 240_000);

it('explains wrong use: no file, two files, an unknown option, an existing backup file, a file in DATA_DIR', async () => {
  const none = await cli(['backup'], source);
  expect(none).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('Name the backup file: npm run backup -- <file>'),
  });
  const two = await cli(['restore', 'a.tar.gz', 'b.tar.gz'], source);
  expect(two).toMatchObject({ code: 2, stderr: expect.stringContaining('One file only') });
  const option = await cli(['restore', backupFile, '--yes'], source);
  expect(option).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown option --yes') });
  const size = fs.statSync(backupFile).size;
  const exists = await cli(['backup', backupFile], source);
  expect(exists).toMatchObject({
    code: 1,
    stderr: expect.stringContaining('exists. Choose another name, or add --force'),
  });
  expect(fs.statSync(backupFile).size).toBe(size);
  if (source.dataDir) {
    // A restore replaces what DATA_DIR holds: a backup file there would be lost with it.
    const inside = await cli(['backup', path.join(source.dataDir, 'backup.tar.gz')], source);
    expect(inside).toMatchObject({ code: 1, stderr: expect.stringContaining('is inside DATA_DIR') });
    expect(fs.existsSync(path.join(source.dataDir, 'backup.tar.gz'))).toBe(false);
  }
});

(TEST_DB_KIND === 'embedded' ? it : it.skip)(
  'refuses to back up or restore the embedded database while a server runs on it',
  async () => {
    const server = await startServer(source);
    for (const args of [
      ['backup', path.join(work, 'live.tar.gz')],
      ['restore', backupFile, '--force'],
    ]) {
      const reply = await cli(args, source);
      expect(reply.code).toBe(1);
      expect(reply.stderr).toMatch(
        /is in use by a running server \(pid \d+\)\. Stop the server, then (back up|restore) again/,
      );
    }
    expect(fs.existsSync(path.join(work, 'live.tar.gz'))).toBe(false);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await stopServer(server);
  },
  240_000,
);

(TEST_DB_KIND === 'postgres' ? it : it.skip)(
  'backs up a PostgreSQL database while the server runs, and refuses to restore under it',
  async () => {
    const server = await startServer(source);
    const owner = new HttpClient(server.url);
    expectStatus(
      await owner.request('POST', '/api/auth/login', { username: 'bk.owner', password: STRONG_PASSWORD }),
      200,
      'login',
    );
    const live = path.join(work, 'live.tar.gz');
    const backup = await cli(['backup', live], source);
    expect(backup.code).toBe(0);
    expect((await readBackupManifest(live)).kind).toBe('postgres');

    expectStatus(await owner.request('GET', '/api/documents'), 200, 'list'); // The server holds a connection.
    const refused = await cli(['restore', live, '--force'], source);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /other connection\(s\) use the database.*Stop the server.*Nothing was changed\./s,
    );
    expectStatus(await owner.request('GET', `/api/documents/${library.sharedId}`), 200, 'still served');
    await stopServer(server);
  },
  240_000,
);
