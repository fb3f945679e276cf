import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';

let server: TestServer;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  owner = await server.user('move.owner');
  other = await server.user('move.other');
  admin = await server.user('move.admin', 'admin');
});
afterAll(() => server?.close());

const folder = async (user: TestUser, name: string) =>
  (await user.client.post('/api/folders', { name })).body.id as string;
const doc = async (user: TestUser, title: string, folderId?: string) =>
  (await user.client.post('/api/documents', { title, content: `${title} text`, folderId })).body as {
    id: string;
    version: number;
  };
let libraryCount = 0;
/** A document of the organisation library (no owner), as the seed writes them. */
const libraryDocument = async (title: string) => {
  libraryCount += 1;
  const id = `move-library-${libraryCount}`;
  await server.db.database.pool.query(
    `INSERT INTO documents (id, owner_id, title, content, category, document_type) VALUES ($1, NULL, $2, $3, 'space-operations', 'Reference Guide')`,
    [id, title, `${title}: orbital mechanics.`],
  );
  return { id, title };
};
const read = async (user: TestUser, id: string) => (await user.client.get(`/api/documents/${id}`)).body;
const audit = async (user: TestUser, action: string) =>
  (await user.client.get(`/api/audit/me?action=${action}`)).body.items as {
    details: Record<string, unknown>;
  }[];

describe('moving documents (POST /api/documents/move)', () => {
  it("moves several of the owner's documents into a folder and out again, each a new version, audited", async () => {
    const target = await folder(owner, 'Move target');
    const a = await doc(owner, 'Move alpha');
    const b = await doc(owner, 'Move bravo');
    const moved = await owner.client.post('/api/documents/move', { ids: [a.id, b.id], folderId: target });
    expect(moved.status).toBe(200);
    expect(moved.body.failed).toEqual([]);
    expect(moved.body.moved.map((m: { id: string }) => m.id)).toEqual([a.id, b.id]);
    expect(await read(owner, a.id)).toMatchObject({ folderId: target, version: a.version + 1 });
    const listed = await owner.client.get(`/api/documents?folderId=${target}`);
    expect(listed.body.total).toBe(2);

    const again = await owner.client.post('/api/documents/move', { ids: [a.id], folderId: target });
    expect(again.body).toMatchObject({ moved: [], unchanged: [{ id: a.id, title: 'Move alpha' }] });

    const out = await owner.client.post('/api/documents/move', { ids: [a.id], folderId: null });
    expect(out.body.moved).toHaveLength(1);
    expect(await read(owner, a.id)).toMatchObject({ folderId: null, version: a.version + 2 });
    const entries = await audit(owner, 'DOC_MOVE');
    expect(entries[0]!.details).toMatchObject({
      documentId: a.id,
      changes: { folderId: { from: target, to: null } },
    });
  });

  it("refuses another user's documents one by one and moves the rest", async () => {
    const target = await folder(owner, 'Mixed target');
    const mine = await doc(owner, 'Mine to move');
    const theirs = await doc(other, 'Theirs, shared');
    await other.client.post(`/api/documents/${theirs.id}/share`, {
      sharedWithUserId: owner.id,
      permissionLevel: 'write',
    });
    const hidden = await doc(other, 'Theirs, not shared');
    const reply = await owner.client.post('/api/documents/move', {
      ids: [theirs.id, hidden.id, mine.id],
      folderId: target,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.moved.map((m: { id: string }) => m.id)).toEqual([mine.id]);
    expect(reply.body.failed).toEqual([
      {
        id: theirs.id,
        title: 'Theirs, shared',
        message: 'Only the owner can move a document to another folder.',
      },
      // Not visible to the mover: neither its title nor that it exists is told.
      { id: hidden.id, title: null, message: 'Document not found.' },
    ]);
    expect(await read(other, theirs.id)).toMatchObject({ folderId: null, version: theirs.version });
    // Nor can they move it out of its owner's folder.
    const ownersFolder = await folder(other, 'Owner keeps');
    await other.client.post('/api/documents/move', { ids: [theirs.id], folderId: ownersFolder });
    const out = await owner.client.post('/api/documents/move', { ids: [theirs.id], folderId: null });
    expect(out.body.failed).toHaveLength(1);
    expect((await read(other, theirs.id)).folderId).toBe(ownersFolder);
  });

  it("refuses someone else's folder as the target and moves nothing", async () => {
    const theirFolder = await folder(other, 'Not yours');
    const mine = await doc(owner, 'Stays put');
    const reply = await owner.client.post('/api/documents/move', { ids: [mine.id], folderId: theirFolder });
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('Folder not found.');
    expect((await read(owner, mine.id)).version).toBe(mine.version);
  });

  it('refuses a non-administrator moving an organisation library document', async () => {
    const target = await folder(owner, 'Library target');
    const library = await libraryDocument('Library reference');
    const reply = await owner.client.post('/api/documents/move', { ids: [library.id], folderId: target });
    expect(reply.body.failed).toEqual([
      {
        id: library.id,
        title: library.title,
        message: 'Only an administrator can change the organisation library.',
      },
    ]);
  });

  it('needs at least one document and a well-formed body', async () => {
    expect((await owner.client.post('/api/documents/move', { ids: [], folderId: null })).status).toBe(400);
    expect((await owner.client.post('/api/documents/move', { ids: ['x'] })).status).toBe(400);
  });
});

describe('deleting a folder that holds documents (DELETE /api/folders/:id)', () => {
  it('keeps its documents by default, outside any folder, and says which', async () => {
    const f = await folder(owner, 'Delete keeps');
    const a = await doc(owner, 'Kept one', f);
    const reply = await owner.client.delete(`/api/folders/${f}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ok: true,
      deleted: [],
      kept: [{ id: a.id, title: 'Kept one' }],
      failed: [],
    });
    expect(await read(owner, a.id)).toMatchObject({ title: 'Kept one', folderId: null });
    const [entry] = await audit(owner, 'FOLDER_DELETE');
    expect(entry!.details).toMatchObject({ folderId: f, documents: 'keep', deleted: 0, kept: 1 });
  });

  it('deletes its documents (sub-folders too) when the user chooses it, each audited', async () => {
    const f = await folder(owner, 'Delete all');
    const child = (await owner.client.post('/api/folders', { name: 'Inner', parentId: f })).body.id as string;
    const a = await doc(owner, 'Gone one', f);
    const b = await doc(owner, 'Gone two', child);
    const reply = await owner.client.delete(`/api/folders/${f}?documents=delete`);
    expect(reply.status).toBe(200);
    expect(reply.body.deleted.map((d: { id: string }) => d.id).sort()).toEqual([a.id, b.id].sort());
    expect((await owner.client.get(`/api/documents/${a.id}`)).status).toBe(404);
    expect((await owner.client.get(`/api/documents/${b.id}`)).status).toBe(404);
    const deletions = await audit(owner, 'DOC_DELETE');
    expect(deletions.map((e) => e.details.documentId)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('keeps a document the user may not delete, with the reason, and deletes the rest', async () => {
    const f = await folder(admin, 'Admin filing');
    const library = await libraryDocument('Library filed by an administrator');
    const mine = await doc(admin, 'Admin own', f);
    const filed = await admin.client.post('/api/documents/move', { ids: [library.id], folderId: f });
    expect(filed.body.moved).toHaveLength(1);
    // No longer an administrator: the organisation library is no longer theirs to delete.
    await server.db.database.pool.query(`UPDATE users SET role = 'user' WHERE id = $1`, [admin.id]);
    const reply = await admin.client.delete(`/api/folders/${f}?documents=delete`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ok: true,
      deleted: [{ id: mine.id, title: 'Admin own' }],
      kept: [{ id: library.id, title: library.title }],
      failed: [
        {
          id: library.id,
          title: library.title,
          message: 'Only an administrator can change the organisation library.',
        },
      ],
    });
    expect(await read(admin, library.id)).toMatchObject({ folderId: null });
  });

  it("refuses to delete another user's folder and an unknown choice", async () => {
    const f = await folder(owner, 'Not theirs');
    const a = await doc(owner, 'Safe', f);
    expect((await other.client.delete(`/api/folders/${f}?documents=delete`)).status).toBe(404);
    expect((await owner.client.delete(`/api/folders/${f}?documents=everything`)).status).toBe(400);
    expect(await read(owner, a.id)).toMatchObject({ folderId: f });
  });
});
