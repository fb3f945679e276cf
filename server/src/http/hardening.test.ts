import { startTestServer, type TestServer, type TestUser } from '../../test/support/test-server';

let server: TestServer;
let user: TestUser;
let shellOrigin: string;
beforeAll(async () => {
  server = await startTestServer();
  user = await server.user('csrf.user');
  shellOrigin = new URL(server.config.shellUrl).origin;
});
afterAll(() => server?.close());

const doc = { title: 'Forged', content: 'Written by another site.' };

async function documentCount(): Promise<number> {
  return (await user.client.get('/api/documents')).body.total;
}

async function deniedEntries(): Promise<Array<{ details: Record<string, unknown> }>> {
  const admin = await server.user(`csrf.admin.${Date.now()}`, 'admin');
  const audit = await admin.client.get('/api/admin/audit?action=ACCESS_DENIED&limit=100');
  return audit.body.items;
}

describe('cross-site request defence', () => {
  it('refuses a state-changing request from another origin, audits it and changes nothing', async () => {
    const before = await documentCount();
    const forged = await user.client.request('POST', '/api/documents', doc, {
      origin: 'http://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toMatch(/Cross-site request refused/);
    expect(await documentCount()).toBe(before);
    const entries = await deniedEntries();
    expect(entries.some((e) => e.details.reason === 'cross-site request')).toBe(true);
  });

  it('refuses a foreign Origin alone and Sec-Fetch-Site: cross-site alone, on every changing method', async () => {
    const created = await user.client.post('/api/documents', doc);
    const id = created.body.id as string;
    const foreign = { origin: 'http://evil.example' };
    const crossSite = { 'sec-fetch-site': 'cross-site' };
    for (const headers of [foreign, crossSite]) {
      expect((await user.client.request('POST', '/api/documents', doc, headers)).status).toBe(403);
      expect((await user.client.request('PUT', `/api/documents/${id}`, { title: 'X' }, headers)).status).toBe(
        403,
      );
      expect((await user.client.request('DELETE', `/api/documents/${id}`, undefined, headers)).status).toBe(
        403,
      );
    }
    expect((await user.client.get(`/api/documents/${id}`)).body.title).toBe('Forged');
  });

  it("keeps requests from the shell's origin, and from the shell on an allowed name, and reads from anywhere", async () => {
    const fromShell = await user.client.request('POST', '/api/documents', doc, {
      origin: shellOrigin,
      'sec-fetch-site': 'same-origin',
    });
    expect(fromShell.status).toBe(201);
    const loopback = await user.client.request('POST', '/api/documents', doc, {
      origin: 'http://127.0.0.1:3999',
      host: '127.0.0.1:3999',
    });
    expect(loopback.status).toBe(201);
    // A name that is not configured is refused before the Origin is looked at, even when they agree.
    const sameOrigin = await user.client.request('POST', '/api/documents', doc, {
      origin: 'http://api.example:8443',
      host: 'api.example:8443',
    });
    expect(sameOrigin.status).toBe(421);
    const opaque = await user.client.request('POST', '/api/documents', doc, { origin: 'null' });
    expect(opaque.status).toBe(403);
    const noHeaders = await user.client.post('/api/documents', doc);
    expect(noHeaders.status).toBe(201);
    const read = await user.client.request('GET', '/api/documents', undefined, {
      origin: 'http://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(read.status).toBe(200);
  });

  it('refuses a cross-site sign-in attempt too (login CSRF)', async () => {
    const client = server.client();
    const reply = await client.request(
      'POST',
      '/api/auth/login',
      { username: user.username, password: user.password },
      { origin: 'http://evil.example' },
    );
    expect(reply.status).toBe(403);
    expect(client.cookie).toBeNull();
  });
});

describe('private answers', () => {
  it('carry Cache-Control: no-store', async () => {
    for (const url of ['/api/documents', '/api/auth/me', '/api/library/stats', '/api/health']) {
      const reply = await user.client.get(url);
      expect(reply.headers['cache-control']).toBe('no-store');
    }
    const refused = await server.client().get('/api/documents');
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('the document payload', () => {
  it('accepts { document } as well as the flat body, through the same validation', async () => {
    const wrapped = await user.client.post('/api/documents', {
      document: { title: 'Wrapped', content: 'w' },
    });
    expect(wrapped.status).toBe(201);
    expect(wrapped.body).toMatchObject({ title: 'Wrapped', classification: 'UNCLASS' });
    const flat = await user.client.post('/api/documents', { title: 'Flat', content: 'f' });
    expect(flat.status).toBe(201);
    const badWrapped = await user.client.post('/api/documents', { document: { title: '', content: 'x' } });
    expect(badWrapped.status).toBe(400);
    expect(badWrapped.body.message).toMatch(/Title is required/);
    const notAnObject = await user.client.post('/api/documents', { document: 'text' });
    expect(notAnObject.status).toBe(400);
  });
});
