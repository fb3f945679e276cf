import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';

let server: TestServer;
let ann: TestUser;
let ben: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  ann = await server.user('doc.ann');
  ben = await server.user('doc.ben');
});
afterAll(() => server?.close());

describe('documents', () => {
  it('saves a draft with the default fields and version 1', async () => {
    const created = await ann.client.post('/api/documents', {
      title: '  Commander intent  ',
      content: 'BLUF: hold the line.',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Commander intent',
      classification: 'UNCLASS',
      category: 'user-uploaded',
      documentType: 'User Document',
      version: 1,
      access: 'owner',
      ownerId: ann.id,
      ownerUsername: 'doc.ann',
      folderId: null,
    });
    expect(Date.parse(created.body.createdAt)).not.toBeNaN();
  });

  it('moves the version on at every change and refuses a change made on an old version', async () => {
    const { body: doc } = await ann.client.post('/api/documents', { title: 'Plan', content: 'v1' });
    const v2 = await ann.client.put(`/api/documents/${doc.id}`, { content: 'v2', version: 1 });
    expect(v2.body).toMatchObject({ content: 'v2', version: 2 });
    expect(Date.parse(v2.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(doc.updatedAt));
    const stale = await ann.client.put(`/api/documents/${doc.id}`, { content: 'lost update', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/version 2/);
    expect((await ann.client.get(`/api/documents/${doc.id}`)).body).toMatchObject({
      content: 'v2',
      version: 2,
    });
    const secret = await ann.client.put(`/api/documents/${doc.id}`, { classification: 'SECRET', version: 2 });
    expect(secret.body).toMatchObject({ classification: 'SECRET', version: 3 });
    expect(
      (await ann.client.put(`/api/documents/${doc.id}`, { classification: 'TOP SECRET', version: 1 })).status,
    ).toBe(400);
  });

  it('lists newest first with a total, filtered by category and folder, and pages', async () => {
    const folder = await ann.client.post('/api/folders', { name: 'Intel' });
    for (let i = 0; i < 3; i += 1) {
      await ann.client.post('/api/documents', {
        title: `Report ${i}`,
        content: 'c',
        category: 'intelligence-cyber',
        folderId: folder.body.id,
      });
    }
    const page = await ann.client.get('/api/documents?category=intelligence-cyber&limit=2');
    expect(page.body.total).toBe(3);
    expect(page.body.items.map((d: { title: string }) => d.title)).toEqual(['Report 2', 'Report 1']);
    const rest = await ann.client.get('/api/documents?category=intelligence-cyber&limit=2&offset=2');
    expect(rest.body).toMatchObject({ total: 3, items: [{ title: 'Report 0' }] });
    expect((await ann.client.get('/api/documents?category=intelligence-cyber&offset=50')).body).toEqual({
      items: [],
      total: 3,
    });
    expect((await ann.client.get(`/api/documents?folderId=${folder.body.id}`)).body.total).toBe(3);
    expect((await ben.client.get('/api/documents?category=intelligence-cyber')).body.total).toBe(0);
  });

  it('records a view in the audit log', async () => {
    const { body: doc } = await ann.client.post('/api/documents', { title: 'Viewed', content: 'c' });
    await ann.client.get(`/api/documents/${doc.id}`);
    const views = await ann.client.get('/api/audit/me?action=DOC_VIEW');
    expect(views.body.items[0].details).toMatchObject({ documentId: doc.id, title: 'Viewed' });
  });

  it('deletes a document with its grants', async () => {
    const { body: doc } = await ann.client.post('/api/documents', { title: 'Gone', content: 'c' });
    await ann.client.post(`/api/documents/${doc.id}/share`, { sharedWithUserId: ben.id });
    expect((await ann.client.delete(`/api/documents/${doc.id}`)).body).toEqual({ ok: true });
    expect((await ann.client.get(`/api/documents/${doc.id}`)).status).toBe(404);
    expect(
      (await ben.client.get('/api/documents/shared')).body.items.some((d: { id: string }) => d.id === doc.id),
    ).toBe(false);
    const grants = await server.db.database.pool.query(
      'SELECT count(*)::int AS n FROM document_shares WHERE document_id = $1',
      [doc.id],
    );
    expect(grants.rows[0].n).toBe(0);
  });
});

describe('sharing', () => {
  it('shows a shared document under "shared with me" with its level, and changes the level on a second share', async () => {
    const { body: doc } = await ann.client.post('/api/documents', { title: 'Shared plan', content: 'c' });
    const share = await ann.client.post(`/api/documents/${doc.id}/share`, { sharedWithUserId: ben.id });
    expect(share.status).toBe(201);
    expect(share.body).toMatchObject({
      documentId: doc.id,
      sharedWithUserId: ben.id,
      sharedWithUsername: 'doc.ben',
      permissionLevel: 'read',
      sharedBy: ann.id,
    });
    const shared = await ben.client.get('/api/documents/shared');
    expect(shared.body.items.find((d: { id: string }) => d.id === doc.id)).toMatchObject({
      access: 'read',
      folderId: null,
    });
    expect((await ben.client.put(`/api/documents/${doc.id}`, { content: 'mine', version: 1 })).status).toBe(
      403,
    );

    await ann.client.post(`/api/documents/${doc.id}/share`, {
      sharedWithUserId: ben.id,
      permissionLevel: 'write',
    });
    expect((await ben.client.get(`/api/documents/${doc.id}`)).body.access).toBe('write');
    expect(
      (await ben.client.put(`/api/documents/${doc.id}`, { content: 'edited by ben', version: 1 })).status,
    ).toBe(200);
    expect((await ann.client.get(`/api/documents/${doc.id}/shares`)).body).toHaveLength(1);

    expect((await ann.client.delete(`/api/documents/${doc.id}/shares/${ben.id}`)).status).toBe(200);
    expect((await ben.client.get(`/api/documents/${doc.id}`)).status).toBe(404);
    expect((await ann.client.delete(`/api/documents/${doc.id}/shares/${ben.id}`)).status).toBe(404);
  });

  it('refuses sharing with oneself, with the owner, with an unknown user or at an unknown level', async () => {
    const { body: doc } = await ann.client.post('/api/documents', { title: 'x', content: 'c' });
    expect(
      (await ann.client.post(`/api/documents/${doc.id}/share`, { sharedWithUserId: ann.id })).status,
    ).toBe(400);
    expect(
      (await ann.client.post(`/api/documents/${doc.id}/share`, { sharedWithUserId: 'nobody' })).status,
    ).toBe(404);
    expect(
      (
        await ann.client.post(`/api/documents/${doc.id}/share`, {
          sharedWithUserId: ben.id,
          permissionLevel: 'owner',
        })
      ).status,
    ).toBe(400);
    await ann.client.post(`/api/documents/${doc.id}/share`, {
      sharedWithUserId: ben.id,
      permissionLevel: 'admin',
    });
    const reshare = await ben.client.post(`/api/documents/${doc.id}/share`, { sharedWithUserId: ann.id });
    expect(reshare.status).toBe(400);
    expect(reshare.body.message).toMatch(/owner/);
    const audit = await ann.client.get('/api/audit/me?action=SHARE');
    expect(audit.body.items[0].details).toMatchObject({
      documentId: doc.id,
      sharedWithUserId: ben.id,
      permissionLevel: 'admin',
    });
  });
});
