import type { LibraryStats } from '@csw/contracts';
import type { TestServer, TestUser } from '../../../test/support/test-server';
import { resultIds, search, startLibraryServer } from '../../library/testing/library-test-kit';

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;
let reader: TestUser;

beforeAll(async () => {
  // Vector fusion on: every rule here must hold for the vector ranking as much as for the term index.
  server = await startLibraryServer({ SEARCH_VECTOR_FUSION: 'always' });
  owner = await server.user('lr.owner');
  stranger = await server.user('lr.stranger');
  reader = await server.user('lr.reader');
});
afterAll(async () => server?.close());

async function createDocument(
  user: TestUser,
  title: string,
  content: string,
  extra: Record<string, unknown> = {},
) {
  const reply = await user.client.post('/api/documents', { title, content, ...extra });
  expect(reply.status).toBe(201);
  return reply.body.id as string;
}

const stats = async (user: TestUser) => (await user.client.get<LibraryStats>('/api/library/stats')).body;

describe('a private document never reaches anyone else', () => {
  let id: string;
  const secretWord = 'OBSIDIANWREN';

  beforeAll(async () => {
    id = await createDocument(
      owner,
      'Private estimate',
      `The ${secretWord} battalion moves at dawn to the satellite ground station; fuel for 96 hours.`,
      { classification: 'SECRET', category: 'space-operations' },
    );
  });

  test('the owner finds it; a stranger neither finds, counts nor sees a snippet of it', async () => {
    expect(resultIds(await search(owner, secretWord))).toEqual([id]);

    const asStranger = await search(stranger, secretWord);
    expect(asStranger.results).toEqual([]);
    expect(asStranger.message).toBe('No relevant document found.');
    // Words it shares with the seeded library bring those, never it.
    const near = await search(
      stranger,
      `${secretWord} battalion moves at dawn to the satellite ground station`,
    );
    expect(resultIds(near)).not.toContain(id);
    expect(JSON.stringify(near.results)).not.toContain(secretWord);

    const mine = await stats(owner);
    const theirs = await stats(stranger);
    expect(mine.total).toBe(13);
    expect(theirs.total).toBe(12);
    expect(theirs.byClassification).toEqual({ UNCLASS: 10, SECRET: 2 });
    expect(mine.byClassification.SECRET).toBe(3);
    const space = (s: LibraryStats) => s.byCategory.find((c) => c.category === 'space-operations')!.count;
    expect(space(mine)).toBe(space(theirs) + 1);
  });

  test('shared read-only, the reader finds it; unshared, it is gone again', async () => {
    const share = await owner.client.post(`/api/documents/${id}/share`, {
      sharedWithUserId: reader.id,
      permissionLevel: 'read',
    });
    expect(share.status).toBe(201);
    const found = await search(reader, secretWord);
    expect(resultIds(found)).toEqual([id]);
    expect(found.results[0]!.document.access).toBe('read');
    expect((await reader.client.put(`/api/documents/${id}`, { content: 'changed', version: 1 })).status).toBe(
      403,
    );

    expect((await owner.client.delete(`/api/documents/${id}/shares/${reader.id}`)).status).toBe(200);
    expect((await search(reader, secretWord)).results).toEqual([]);
  });
});

test('an edited document is found by its new words, not its old ones', async () => {
  const id = await createDocument(
    owner,
    'Relay note',
    'The PERIWINKLE relay is the primary link for the convoy.',
  );
  expect(resultIds(await search(owner, 'periwinkle relay'))).toContain(id);
  const edit = await owner.client.put(`/api/documents/${id}`, {
    content: 'The TAMARIND relay replaces the old one as primary link.',
    version: 1,
  });
  expect(edit.status).toBe(200);
  expect(resultIds(await search(owner, 'tamarind'))).toEqual([id]);
  expect(resultIds(await search(owner, 'periwinkle'))).not.toContain(id);
  const index = await server.db.database.pool.query(
    'SELECT version FROM document_index WHERE document_id = $1',
    [id],
  );
  expect(index.rows[0].version).toBe(2);
});

test('a deleted document is gone from search, with its passages and index rows', async () => {
  const long = Array.from(
    { length: 8 },
    (_, i) => `Paragraph ${i} of the LANTHORNE annex: ${'routine words about the plan. '.repeat(20)}`,
  ).join('\n\n');
  const id = await createDocument(owner, 'Long annex', long);
  const rows = async (table: string) =>
    (
      await server.db.database.pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE document_id = $1`, [
        id,
      ])
    ).rows[0].n;
  expect(await rows('document_chunks')).toBeGreaterThan(1);
  expect(await rows('document_index')).toBe(1);
  expect(resultIds(await search(owner, 'lanthorne annex'))).toContain(id);

  expect((await owner.client.delete(`/api/documents/${id}`)).status).toBe(200);
  expect(resultIds(await search(owner, 'lanthorne annex'))).not.toContain(id);
  expect(await rows('document_chunks')).toBe(0);
  expect(await rows('document_index')).toBe(0);
});

test('text holding markup comes back as text, never as HTML', async () => {
  const id = await createDocument(
    owner,
    '<img src=x onerror=alert(1)>',
    'Harmless <script>alert("XSSCANARY")</script> note.',
  );
  const answer = await search(owner, 'xsscanary');
  expect(resultIds(answer)).toEqual([id]);
  expect(answer.results[0]!.snippet.text).toContain('<script>alert("XSSCANARY")</script>');
  expect(answer.results[0]!.document.title).toBe('<img src=x onerror=alert(1)>');
});

describe('GET /api/library/stats', () => {
  test('counts by category with names and by classification, with the real vector dimension', async () => {
    const fresh = await server.user('lr.fresh');
    const figures = await stats(fresh);
    expect(figures).toMatchObject({
      total: 12,
      byClassification: { UNCLASS: 10, SECRET: 2 },
      vectorDimension: 384,
      embedder: 'builtin-hash-v1-384',
      vectorSearch: true,
    });
    expect(figures.byCategory.slice(0, 5)).toEqual([
      { category: 'space-operations', name: 'Space Operations', count: 4 },
      { category: 'intelligence-cyber', name: 'Intelligence & Cyber Operations', count: 2 },
      { category: 'engineering-acquisition', name: 'Engineering & Acquisition', count: 2 },
      { category: 'command-control', name: 'Command & Control', count: 2 },
      { category: 'training-personnel', name: 'Training & Personnel', count: 2 },
    ]);
    const column = await server.db.database.pool.query(
      `SELECT atttypmod FROM pg_attribute WHERE attrelid = 'documents'::regclass AND attname = 'embedding'`,
    );
    expect(column.rows[0].atttypmod).toBe(384);
  });

  test('names uploads, saved drafts and a user folder used as a category by their display names', async () => {
    const user = await server.user('lr.folders');
    const folder = await user.client.post('/api/folders', { name: 'Exercise notes', parentId: null });
    await createDocument(user, 'Mine', 'A note.', { category: folder.body.id });
    await createDocument(user, 'Upload-like', 'Another note.', { category: 'user-uploaded' });
    await createDocument(user, 'Draft-like', 'A third note.', { category: 'generated' });
    const figures = await stats(user);
    expect(figures.byCategory.slice(5)).toEqual(
      expect.arrayContaining([
        { category: folder.body.id, name: 'Exercise notes', count: 1 },
        { category: 'user-uploaded', name: 'Uploaded Documents', count: 1 },
        { category: 'generated', name: 'Saved Drafts', count: 1 },
      ]),
    );
    expect(figures.byCategory.map((c) => c.name)).not.toContain('generated');
  });

  test('audits VECTOR_DB_INIT once per session', async () => {
    const user = await server.user('lr.session');
    await stats(user);
    await stats(user);
    const count = async () =>
      (
        await server.db.database.pool.query(
          `SELECT count(*)::int AS n FROM audit_log WHERE action = 'VECTOR_DB_INIT' AND user_id = $1`,
          [user.id],
        )
      ).rows[0].n;
    expect(await count()).toBe(1);
    // A new sign-in is a new session.
    await user.client.post('/api/auth/logout', {});
    await user.client.post('/api/auth/login', { username: user.username, password: user.password });
    await stats(user);
    expect(await count()).toBe(2);
  });

  test("an empty library says 'No documents ingested.'; by default it ranks by keywords and embeds nothing", async () => {
    const empty = await startLibraryServer({ SEED_LIBRARY: 'off' });
    try {
      const user = await empty.user('lr.empty');
      const answer = await search(user, 'satellite');
      expect(answer.message).toBe('No documents ingested.');
      expect(await stats(user)).toMatchObject({ total: 0, vectorSearch: false, vectorDimension: 0 });
      const created = await user.client.post('/api/documents', {
        title: 'Gate note',
        content: 'QUILLMOSS gate.',
      });
      expect(created.status).toBe(201);
      expect(resultIds(await search(user, 'quillmoss'))).toEqual([created.body.id]);
      const embedded = await empty.db.database.pool.query('SELECT count(*)::int AS n FROM document_index');
      expect(embedded.rows[0].n).toBe(0);
    } finally {
      await empty.close();
    }
  });
});

describe('lean answers: lists and search results carry no full text', () => {
  test('GET /api/documents, /api/documents/shared and POST /api/search send summaries; GET /:id the text', async () => {
    const writer = await server.user('lr.lean.writer');
    const colleague = await server.user('lr.lean.colleague');
    const long = `KESTRELVANE movement order. ${'Convoy timings and fuel figures for each leg. '.repeat(60)}`;
    const id = await createDocument(writer, 'Long movement order', long);
    const share = await writer.client.post(`/api/documents/${id}/share`, {
      sharedWithUserId: colleague.id,
      permissionLevel: 'read',
    });
    expect(share.status).toBe(201);

    const lists = [
      (await writer.client.get('/api/documents?limit=100')).body,
      (await colleague.client.get('/api/documents/shared')).body,
    ];
    for (const list of lists) {
      expect(list.items.length).toBeGreaterThan(0);
      for (const item of list.items) {
        expect(item).not.toHaveProperty('content');
        expect(typeof item.excerpt).toBe('string');
        expect(item.excerpt.length).toBeLessThanOrEqual(150);
      }
      const mine = list.items.find((item: { id: string }) => item.id === id);
      expect(mine).toMatchObject({ excerpt: long.slice(0, 150), contentLength: long.length });
    }

    const answer = await search(writer, 'kestrelvane');
    expect(resultIds(answer)).toEqual([id]);
    expect(answer.results[0]!.document).not.toHaveProperty('content');
    expect(answer.results[0]!.document).toMatchObject({
      excerpt: long.slice(0, 150),
      contentLength: long.length,
    });
    // The snippet is still cut from the full text.
    expect(answer.results[0]!.snippet.text.toLowerCase()).toContain('kestrelvane');
    const seeded = await search(writer, 'satellite');
    expect(seeded.results.length).toBeGreaterThan(0);
    for (const result of seeded.results) expect(result.document).not.toHaveProperty('content');

    const opened = await writer.client.get(`/api/documents/${id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.content).toBe(long);
  });
});

describe('search within a folder', () => {
  test('finds a match ranked below ten better ones outside the folder', async () => {
    const user = await server.user('lr.folder.search');
    const folder = await user.client.post('/api/folders', { name: 'Exercise QUILLMARE', parentId: null });
    expect(folder.status).toBe(201);
    const strong: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      strong.push(
        await createDocument(
          user,
          `QUILLMARE report ${i}`,
          `QUILLMARE QUILLMARE QUILLMARE: the QUILLMARE exercise, day ${i}. QUILLMARE logistics and QUILLMARE orders.`,
        ),
      );
    }
    const weak = await createDocument(
      user,
      'Quarterly maintenance log',
      `${'Routine inspection of vehicles, radios and generators; nothing to report. '.repeat(30)}One line mentions quillmare.`,
      { folderId: folder.body.id },
    );

    const everywhere = await search(user, 'quillmare');
    expect(everywhere.results).toHaveLength(10);
    expect(new Set(resultIds(everywhere))).toEqual(new Set(strong));
    expect(resultIds(everywhere)).not.toContain(weak);

    const inFolder = await search(user, 'quillmare', { folderId: folder.body.id });
    expect(resultIds(inFolder)).toEqual([weak]);
    expect(inFolder.results[0]!.document.folderId).toBe(folder.body.id);
  });
});
