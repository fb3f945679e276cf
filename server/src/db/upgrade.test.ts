import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { prepareDatabase } from '../startup';
import {
  FIXTURE_TABLES,
  readReleaseFixture,
  restoreDataDir,
  type ReleaseFixture,
} from '../../test/support/release-fixture';
import { TEST_DB_KIND } from '../../test/support/test-database';
import { TEST_ENV, TestClient } from '../../test/support/test-server';
import { openDatabase, type Database } from './database';
import { MIGRATIONS_DIR } from './migrate';
import { readMigrationStatus } from './migration-status';

/**
 * Upgrading: a data directory written by the previous release (c4ac854, the commit before issue 22),
 * opened by this code, is migrated to the current schema with nothing lost, and served. The fixture is made
 * from that release's own server and API by server/scripts/make-upgrade-fixture.ts (never by hand); add a
 * fixture the same way for each release whose data must keep opening.
 *
 * Embedded database only: the fixture is a PGlite data directory, and a PostgreSQL server cannot open one.
 * The PostgreSQL pass runs the same migrations from an empty database in every other test file.
 */
const RELEASES = ['release-c4ac854'];

/** Names of a table's primary key columns. */
async function primaryKey(database: Database, table: string): Promise<string[]> {
  const result = await database.pool.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
      WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY a.attname`,
    [table],
  );
  return result.rows.map((r) => r.name);
}

const pick = (row: Record<string, unknown> | undefined, fields: string[]) =>
  row === undefined ? undefined : Object.fromEntries(fields.map((field) => [field, row[field]]));

(TEST_DB_KIND === 'embedded' ? describe.each(RELEASES) : describe.skip.each(RELEASES))(
  'a data directory written by %s',
  (name) => {
    let fixture: ReleaseFixture;
    let dataDir: string;
    let database: Database;
    let app: FastifyInstance | null = null;

    beforeAll(async () => {
      fixture = readReleaseFixture(name);
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csw-upgrade-'));
      await restoreDataDir(name, dataDir);
      // What the server does at start: the migrations this release did not have are applied here.
      database = await openDatabase({ url: null, dataDir, poolMax: 1 });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('is brought to the current schema: every migration this code knows is applied', async () => {
      const status = await readMigrationStatus(database.pool, MIGRATIONS_DIR);
      expect({ missing: status.missing, unknown: status.unknown }).toEqual({ missing: [], unknown: [] });
    });

    it('keeps every row written, field by field, and every table its rows', async () => {
      for (const [table, written] of Object.entries(fixture.tables)) {
        const key = await primaryKey(database, table);
        expect(key.length).toBeGreaterThan(0);
        const keyOf = (row: Record<string, unknown>) => JSON.stringify(key.map((k) => row[k]));
        const now = new Map(
          (
            await database.pool.query<{ row: Record<string, unknown> }>(
              // The same read as the fixture's (release-fixture.ts): binary columns as their digest.
              `SELECT row FROM (${FIXTURE_TABLES[table]}) AS t`,
            )
          ).rows.map(({ row }) => [keyOf(row), row]),
        );
        // Columns a later migration added may be there too; every column the release wrote keeps its value.
        const kept = written.map((row) => pick(now.get(keyOf(row)), Object.keys(row)));
        expect({ table, rows: kept }).toEqual({ table, rows: written });
      }
      for (const [table, count] of Object.entries(fixture.rowCounts)) {
        const result = await database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`);
        // The change log of the term index grows when a migration changes a document (0006 marks what the
        // product generated): its earlier entries are kept (compared row by row above).
        if (table === 'library_changes') expect(result.rows[0]!.n).toBeGreaterThanOrEqual(count);
        else expect({ table, rows: result.rows[0]!.n }).toEqual({ table, rows: count });
      }
    });

    it('marks what the release generated (saved drafts, plan reports) as generated, and nothing else', async () => {
      const reports = new Set(
        (fixture.tables.plans ?? []).flatMap((p) =>
          ((p.reports ?? []) as { documentId: string }[]).map((r) => r.documentId),
        ),
      );
      const written = fixture.tables.documents!;
      const expected = written
        .filter((d) => reports.has(String(d.id)) || d.document_type === 'Generated Document')
        .map((d) => d.id)
        .sort();
      // The fixture holds a plan's report: the backfill has something to find.
      expect(expected.length).toBeGreaterThan(0);
      const marked = await database.pool.query<{ id: string }>(
        'SELECT id FROM documents WHERE generated ORDER BY id',
      );
      expect(marked.rows.map((r) => r.id)).toEqual(expected);
    });

    it('is served: its users sign in and find what they wrote, shared, planned and discussed', async () => {
      const config = loadConfig({ ...TEST_ENV });
      await prepareDatabase(database, config);
      // EXECUTE's clock at the day the data was written: a plan of the fixture has workflow automation on, and
      // on any later day past 0600 the server would rightly write the summary it owes into the library.
      const writtenAt = Date.parse(fixture.createdAt);
      app = await buildApp(config, { database, shell: false, services: { planningClock: () => writtenAt } });
      await app.ready();
      const signIn = async (key: string) => {
        const account = fixture.accounts[key]!;
        const client = new TestClient(app!);
        const reply = await client.post('/api/auth/login', {
          username: account.username,
          password: account.password,
        });
        expect(reply.status).toBe(200);
        expect(reply.body.user).toMatchObject({ id: account.id, role: account.role });
        return client;
      };
      const alice = await signIn('alice');
      const mine = fixture.holdings.alice!;

      const listed = await alice.get('/api/documents?limit=100');
      expect(listed.body.items.map((d: { id: string }) => d.id).sort()).toEqual([...mine.documents].sort());
      for (const original of mine.originals) {
        const reply = await app.inject({
          method: 'GET',
          url: `/api/documents/${original.documentId}/original`,
          headers: { cookie: alice.cookie! },
        });
        expect(reply.statusCode).toBe(200);
        expect(createHash('sha256').update(reply.rawPayload).digest('hex')).toBe(original.sha256);
        expect(reply.headers['content-disposition']).toContain(encodeURIComponent(original.filename));
      }
      const plans = await alice.get('/api/plans');
      expect(plans.body.map((p: { id: string }) => p.id)).toEqual(mine.plans.map((p) => p.id));
      for (const plan of mine.plans) {
        const board = await alice.get(`/api/plans/${plan.id}`);
        expect(board.status).toBe(200);
        expect(board.body.tasks.map((t: { id: string }) => t.id).sort()).toEqual([...plan.taskIds].sort());
      }
      const conversations = await alice.get('/api/conversations');
      expect(conversations.body.map((c: { id: string }) => c.id).sort()).toEqual(
        [...mine.conversations].sort(),
      );
      const folders = await alice.get('/api/folders');
      expect(folders.body.map((f: { id: string }) => f.id)).toEqual(expect.arrayContaining(mine.folders));
      // The search index is built from the terms the release stored with each document.
      const search = await alice.post('/api/search', { query: 'bridge heavy vehicles ford' });
      expect(search.status).toBe(200);
      expect(search.body.results[0].document.id).toBe(mine.documents[0]);

      const bob = await signIn('bob');
      const shared = await bob.get('/api/documents/shared');
      expect(shared.body.items.map((d: { id: string }) => d.id).sort()).toEqual(
        [...fixture.holdings.bob!.sharedWithMe].sort(),
      );
      const admin = await signIn('admin');
      const audit = await admin.get('/api/admin/audit?limit=100');
      expect(audit.body.total).toBeGreaterThanOrEqual(fixture.tables.audit_log!.length);
      const team = await admin.get('/api/team/members');
      expect(team.body.map((m: { userId: string }) => m.userId)).toEqual([fixture.accounts.bob!.id]);

      // And it takes new writes.
      expect(
        (await alice.post('/api/documents', { title: 'After the upgrade', content: 'New.' })).status,
      ).toBe(201);
    });
  },
);
