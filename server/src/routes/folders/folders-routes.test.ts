import { BUILT_IN_CATEGORIES } from '@csw/contracts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await server.user('fold.user');
});
afterAll(() => server?.close());

describe('folders', () => {
  it("lists the built-in categories first, then the user's folders", async () => {
    const created = await user.client.post('/api/folders', { name: '  Exercise Vigilant Shield  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Exercise Vigilant Shield',
      description: 'Custom folder',
      icon: 'folder',
      builtIn: false,
      ownerId: user.id,
      parentId: null,
    });
    const list = await user.client.get('/api/folders');
    expect(
      list.body
        .slice(0, BUILT_IN_CATEGORIES.length)
        .map((f: { id: string }) => f.id)
        .sort(),
    ).toEqual(BUILT_IN_CATEGORIES.map((c) => c.id).sort());
    expect(list.body.find((f: { id: string }) => f.id === 'intelligence-cyber')).toMatchObject({
      name: 'Intelligence & Cyber Operations',
      builtIn: true,
      ownerId: null,
    });
    expect(list.body.at(-1).id).toBe(created.body.id);
  });

  it('needs a name, refuses a duplicate in the same place, and renames', async () => {
    expect((await user.client.post('/api/folders', { name: '   ' })).status).toBe(400);
    const a = await user.client.post('/api/folders', { name: 'Plans' });
    const duplicate = await user.client.post('/api/folders', { name: 'plans' });
    expect(duplicate.status).toBe(409);
    const nested = await user.client.post('/api/folders', { name: 'Plans', parentId: a.body.id });
    expect(nested.status).toBe(201);
    expect(nested.body.parentId).toBe(a.body.id);
    const renamed = await user.client.put(`/api/folders/${a.body.id}`, { name: 'Operations plans' });
    expect(renamed.body.name).toBe('Operations plans');
    const audit = await user.client.get('/api/audit/me?action=FOLDER_CREATE');
    expect(audit.body.total).toBe(3);
  });

  it('makes one folder of two identical creations at the same instant, and refuses a rename race alike', async () => {
    const both = await Promise.all([
      user.client.post('/api/folders', { name: 'Race' }),
      user.client.post('/api/folders', { name: 'race' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const a = await user.client.post('/api/folders', { name: 'Alpha' });
    const b = await user.client.post('/api/folders', { name: 'Bravo' });
    const renames = await Promise.all([
      user.client.put(`/api/folders/${a.body.id}`, { name: 'Charlie' }),
      user.client.put(`/api/folders/${b.body.id}`, { name: 'Charlie' }),
    ]);
    expect(renames.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('deletes a folder with its sub-folders and keeps its documents, outside any folder', async () => {
    const parent = await user.client.post('/api/folders', { name: 'Archive' });
    const child = await user.client.post('/api/folders', { name: 'Old', parentId: parent.body.id });
    const doc = await user.client.post('/api/documents', {
      title: 'Kept',
      content: 'c',
      folderId: child.body.id,
    });
    expect((await user.client.delete(`/api/folders/${parent.body.id}`)).status).toBe(200);
    const ids = (await user.client.get('/api/folders')).body.map((f: { id: string }) => f.id);
    expect(ids).not.toContain(parent.body.id);
    expect(ids).not.toContain(child.body.id);
    expect((await user.client.get(`/api/documents/${doc.body.id}`)).body).toMatchObject({
      title: 'Kept',
      folderId: null,
    });
  });
});
