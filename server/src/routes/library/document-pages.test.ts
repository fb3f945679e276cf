import type { DocumentPages } from '@csw/contracts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';

/**
 * GET /api/documents/:id/pages, which the document view reads a window of pages at a time: the same read
 * rule as opening the document (404 for whoever may not read it, clearance included), and the windows add
 * up to the whole text.
 */
let server: TestServer;
let owner: TestUser;
let reader: TestUser;
let stranger: TestUser;
let uncleared: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.user('pages.owner');
  reader = await server.user('pages.reader');
  stranger = await server.user('pages.stranger');
  uncleared = await server.user('pages.uncleared', 'user', 'UNCLASS');
});
afterAll(() => server?.close());

const PAGE_TEXTS = Array.from(
  { length: 7 },
  (_, i) => `Page ${i + 1} of the estimate: fuel state ${i * 10}.`,
);

/** A document of seven pages, with the page map an upload of a seven-page file would store. */
async function pagedDocument(classification: 'UNCLASS' | 'SECRET' = 'UNCLASS'): Promise<string> {
  const content = PAGE_TEXTS.join('\n\n');
  const created = await owner.client.post('/api/documents', {
    title: `Seven pages ${classification}`,
    content,
    classification,
  });
  expect(created.status).toBe(201);
  let cursor = 0;
  const pageMap = PAGE_TEXTS.map((text, i) => {
    const start = content.indexOf(text, cursor);
    cursor = start + text.length;
    return { page: i + 1, start, end: cursor };
  });
  await server.db.database.pool.query('UPDATE documents SET page_map = $1 WHERE id = $2', [
    JSON.stringify(pageMap),
    created.body.id,
  ]);
  return created.body.id as string;
}

const pagesOf = (user: TestUser, id: string, query = '') =>
  user.client.get<DocumentPages>(`/api/documents/${id}/pages${query}`);

describe('GET /api/documents/:id/pages', () => {
  it('answers a window of pages and how many there are; the windows make up the whole text', async () => {
    const id = await pagedDocument();
    const first = await pagesOf(owner, id, '?offset=0&limit=3');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ documentId: id, total: 7, paged: true });
    expect(first.body.pages.map((p) => p.page)).toEqual([1, 2, 3]);
    const rest = await pagesOf(owner, id, '?offset=3&limit=100');
    expect(rest.body.pages.map((p) => p.page)).toEqual([4, 5, 6, 7]);
    expect([...first.body.pages, ...rest.body.pages].map((p) => p.text)).toEqual(PAGE_TEXTS);
    expect((await pagesOf(owner, id, '?offset=9&limit=3')).body.pages).toEqual([]);
    // Without a window, every page (what the first callers read).
    expect((await pagesOf(owner, id)).body.pages).toHaveLength(7);
  });

  it('refuses a window larger than the most one call returns, and a negative offset', async () => {
    const id = await pagedDocument();
    expect((await pagesOf(owner, id, '?limit=101')).status).toBe(400);
    expect((await pagesOf(owner, id, '?offset=-1')).status).toBe(400);
  });

  it('gives a document without pages of its own as one page, and says so', async () => {
    const created = await owner.client.post('/api/documents', { title: 'Plain note', content: 'One text.' });
    const reply = await pagesOf(owner, created.body.id, '?offset=0&limit=20');
    expect(reply.body).toEqual({
      documentId: created.body.id,
      pages: [{ page: 1, text: 'One text.' }],
      total: 1,
      paged: false,
    });
  });

  it('answers a Read Only grantee, and 404 to a stranger and to a grantee not cleared for the marking', async () => {
    const id = await pagedDocument('SECRET');
    for (const user of [reader, uncleared]) {
      const share = await owner.client.post(`/api/documents/${id}/share`, {
        sharedWithUserId: user.id,
        permissionLevel: 'read',
      });
      // The uncleared user cannot even be given the document.
      expect(share.status).toBe(user === reader ? 201 : 403);
    }
    expect((await pagesOf(reader, id, '?offset=0&limit=5')).status).toBe(200);
    for (const user of [stranger, uncleared]) {
      const reply = await pagesOf(user, id, '?offset=0&limit=5');
      expect(reply.status).toBe(404);
      expect(JSON.stringify(reply.body)).not.toContain('fuel state');
    }
  });
});
