import { sql } from 'drizzle-orm';
import { deleteDocument, updateDocument } from '../../data/documents-repository';
import { storeNewDocuments, type NewLibraryDocument } from '../../data/new-documents';
import { openTestDatabase, TEST_DB_KIND, type TestDatabase } from '../../../test/support/test-database';
import { indexTerms } from '@csw/engine';
import { LibraryTermIndex } from './term-index-sync';

let db: TestDatabase;

beforeAll(async () => {
  db = await openTestDatabase();
  await db.database.pool.query(
    `INSERT INTO users (id, username, username_key, password_hash)
     SELECT u, u, u, 'x' FROM unnest(ARRAY['sync.ann', 'sync.ben']) AS u`,
  );
});
afterAll(async () => db?.dispose());

const doc = (id: string, content: string, ownerId: string | null = null): NewLibraryDocument => ({
  id,
  ownerId,
  title: '',
  content,
  classification: 'UNCLASS',
  category: 'general',
  documentType: 'Note',
  folderId: null,
  pageMap: null,
});

/** What one user finds for one word through an index, after bringing it up to date as a search does. */
async function find(index: LibraryTermIndex, userId: string, word: string): Promise<string[]> {
  const access = await index.prepare(userId);
  const terms = indexTerms(word).map((lexeme) => ({ lexeme, weight: 1 }));
  return index.terms
    .search(index.terms.scope(access), { terms, limit: 10 })
    .hits.map((h) => h.id)
    .sort();
}

describe("each API process's term index follows the database", () => {
  test('writes through any process are seen by every index at its next search', async () => {
    const one = new LibraryTermIndex(db.database.db);
    const two = new LibraryTermIndex(db.database.db);
    await Promise.all([one.load(), two.load()]);
    const write = <T>(work: Parameters<typeof db.database.db.transaction<T>>[0]) =>
      db.database.db.transaction(work);

    await write((tx) => storeNewDocuments(tx, [doc('s-1', 'The WAXWING relay.')], null));
    expect(await find(one, 'sync.ann', 'waxwing')).toEqual(['s-1']);
    expect(await find(two, 'sync.ben', 'waxwing')).toEqual(['s-1']);

    await write((tx) => updateDocument(tx, 's-1', { content: 'The BRAMBLING relay.' }));
    expect(await find(two, 'sync.ben', 'brambling')).toEqual(['s-1']);
    expect(await find(two, 'sync.ben', 'waxwing')).toEqual([]);
    // Only the title changed: the terms still hold the text.
    await write((tx) => updateDocument(tx, 's-1', { title: 'KESTREL note' }));
    expect(await find(one, 'sync.ann', 'kestrel')).toEqual(['s-1']);
    expect(await find(one, 'sync.ann', 'brambling')).toEqual(['s-1']);

    await write((tx) => storeNewDocuments(tx, [doc('s-2', 'Private SISKIN plan.', 'sync.ann')], null));
    expect(await find(one, 'sync.ann', 'siskin')).toEqual(['s-2']);
    expect(await find(two, 'sync.ben', 'siskin')).toEqual([]);
    // A share is access data, read fresh for every search.
    await db.database.pool.query(
      `INSERT INTO document_shares (document_id, shared_with_user_id, permission_level, shared_by)
       VALUES ('s-2', 'sync.ben', 'read', 'sync.ann')`,
    );
    expect(await find(two, 'sync.ben', 'siskin')).toEqual(['s-2']);
    await db.database.pool.query(`DELETE FROM document_shares WHERE document_id = 's-2'`);
    expect(await find(two, 'sync.ben', 'siskin')).toEqual([]);

    await write((tx) => deleteDocument(tx, 's-1'));
    expect(await find(one, 'sync.ann', 'brambling')).toEqual([]);
    expect(await find(two, 'sync.ben', 'kestrel')).toEqual([]);
  });

  test('a document written without stored terms (older code, a direct insert) is indexed from its text', async () => {
    const index = new LibraryTermIndex(db.database.db);
    await index.load();
    await db.database.pool.query(
      `INSERT INTO documents (id, title, content) VALUES ('s-raw', 'Raw', 'Written by hand: PLOVER.')`,
    );
    expect(await find(index, 'sync.ann', 'plover')).toEqual(['s-raw']);
    // A fresh load fills the stored terms in first.
    await index.load();
    const stored = await db.database.pool.query(`SELECT index_terms FROM documents WHERE id = 's-raw'`);
    expect(stored.rows[0].index_terms).toContain('plover:1');
    expect(await find(index, 'sync.ann', 'plover')).toEqual(['s-raw']);
  });

  test('the change log numbers each writing statement in turn; a rolled-back one leaves no trace', async () => {
    const clock = async () =>
      Number((await db.database.pool.query(`SELECT seq FROM library_change_clock`)).rows[0].seq);
    const before = await clock();
    await db.database.db.transaction(async (tx) => {
      await storeNewDocuments(tx, [doc('s-log-1', 'one'), doc('s-log-2', 'two')], null);
      await tx.execute(sql`UPDATE documents SET category = 'other' WHERE id = 's-log-1'`);
    });
    await expect(
      db.database.db.transaction(async (tx) => {
        await storeNewDocuments(tx, [doc('s-log-3', 'three')], null);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const rows = await db.database.pool.query(
      `SELECT document_id, seq FROM library_changes WHERE seq > $1 ORDER BY seq, document_id`,
      [before],
    );
    expect(rows.rows.map((r) => [r.document_id, Number(r.seq) - before])).toEqual([
      ['s-log-1', 1],
      ['s-log-2', 1],
      ['s-log-1', 2],
    ]);
    expect(await clock()).toBe(before + 2);
  });
});

// The embedded database has one connection: two transactions can never be open at once there.
(TEST_DB_KIND === 'postgres' ? test : test.skip)(
  'a second writer waits for the first, so the index never sees a later change without an earlier one',
  async () => {
    const index = new LibraryTermIndex(db.database.db);
    await index.load();
    const first = await db.database.pool.connect();
    const second = await db.database.pool.connect();
    try {
      await first.query('BEGIN');
      await first.query(`INSERT INTO documents (id, title, content) VALUES ('s-early', '', 'EARLYBIRD')`);
      await second.query('BEGIN');
      let secondWrote = false;
      const writing = second
        .query(`INSERT INTO documents (id, title, content) VALUES ('s-late', '', 'LATEBIRD')`)
        .then(() => (secondWrote = true));
      // The second statement waits on a lock (the clock the first transaction holds): seen by the server.
      const waiting = async () =>
        Number(
          (
            await db.database.pool.query(
              `SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%LATEBIRD%'`,
            )
          ).rows[0].n,
        );
      for (let i = 0; i < 200 && (await waiting()) === 0; i += 1) await new Promise((r) => setTimeout(r, 25));
      expect(await waiting()).toBe(1);
      expect(await find(index, 'sync.ann', 'earlybird')).toEqual([]);
      expect(secondWrote).toBe(false);
      await first.query('COMMIT');
      await writing;
      await second.query('COMMIT');
      expect(await find(index, 'sync.ann', 'earlybird')).toEqual(['s-early']);
      expect(await find(index, 'sync.ann', 'latebird')).toEqual(['s-late']);
    } finally {
      first.release();
      second.release();
    }
  },
);

describe('a term index that holds word positions', () => {
  test('reads the text as it loads and as it catches up, and ranks by nearness with it', async () => {
    const nearText = 'the waxwing relay failed at dawn after the storm';
    const farText = 'the waxwing crew met at dawn and the relay failed';
    // The title's word and every word of the text but stop words.
    const words = (content: string) => indexTerms('Relay').length + indexTerms(content).length;
    const plain = new LibraryTermIndex(db.database.db);
    const positional = new LibraryTermIndex(db.database.db, 0, { positions: true });
    await Promise.all([plain.load(), positional.load()]);
    expect(plain.terms.figures.positions).toBe(0);
    const before = positional.terms.figures.positions;
    await db.database.db.transaction((tx) =>
      storeNewDocuments(
        tx,
        [
          { ...doc('p-near', nearText), title: 'Relay' },
          { ...doc('p-far', farText), title: 'Relay' },
        ],
        null,
      ),
    );
    const ask = async (index: LibraryTermIndex) => {
      const access = await index.prepare('sync.ann');
      const terms = indexTerms('waxwing relay failed').map((lexeme) => ({ lexeme, weight: 1 }));
      return index.terms
        .search(index.terms.scope(access), { terms, proximity: terms, limit: 10 })
        .hits.filter((h) => h.id.startsWith('p-'));
    };
    const [near, far] = await ask(positional);
    // Caught up with the new documents' text.
    expect(positional.terms.figures.positions).toBe(before + words(nearText) + words(farText));
    expect(near!.id).toBe('p-near');
    expect(near!.score).toBeGreaterThan(far!.score);
    // Without positions the proximity component is off: the same words, BM25 alone (lower).
    const plainHits = await ask(plain);
    expect(plainHits.map((h) => h.id)).toEqual(['p-near', 'p-far']);
    expect(plainHits[0]!.score).toBeLessThan(near!.score);
    // Loading reads the text as well.
    const loaded = new LibraryTermIndex(db.database.db, 0, { positions: true });
    await loaded.load();
    expect(loaded.terms.figures.positions).toBe(positional.terms.figures.positions);

    await db.database.db.transaction((tx) =>
      updateDocument(tx, 'p-far', { content: 'waxwing relay failed' }),
    );
    await ask(positional);
    expect(positional.terms.figures.positions).toBe(before + words(nearText) + words('waxwing relay failed'));
  });
});
