import { buildApp } from '../app';
import { loadConfig } from '../config';
import { MESSAGE_METADATA_MAX_CHARS } from '@csw/contracts';
import { startTestServer, TEST_ENV, type TestServer, type TestUser } from '../../test/support/test-server';
import { UNKNOWN_HOST_MESSAGE } from './host-check';
import { jsonNestingDepth, MAX_JSON_DEPTH, tooDeepMessage } from './json-depth';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await server.user('edge.user');
});
afterAll(() => server?.close());

const REBIND = { host: 'rebind-attacker.test:5000', origin: 'http://rebind-attacker.test:5000' };

describe('the Host allow-list (DNS rebinding)', () => {
  it('refuses a sign-in under a name that is not ours, even with a matching Origin, and sets no cookie', async () => {
    const client = server.client();
    const reply = await client.request(
      'POST',
      '/api/auth/login',
      { username: user.username, password: user.password },
      REBIND,
    );
    expect(reply.status).toBe(421);
    expect(reply.body).toEqual({ message: UNKNOWN_HOST_MESSAGE, code: 'UNKNOWN_HOST' });
    expect(reply.headers.connection).toBe('close');
    expect(client.cookie).toBeNull();
  });

  it('refuses an API call with a valid session cookie under that name, reading or writing', async () => {
    const read = await user.client.request('GET', '/api/documents', undefined, REBIND);
    expect(read.status).toBe(421);
    expect(read.text).not.toContain('"items"');
    const before = (await user.client.get('/api/documents')).body.total;
    const write = await user.client.request('POST', '/api/documents', { title: 'T', content: 'C' }, REBIND);
    expect(write.status).toBe(421);
    expect((await user.client.get('/api/documents')).body.total).toBe(before);
  });

  it("answers this machine's names on the configured port, and health probes under any name", async () => {
    for (const host of ['localhost:3999', '127.0.0.1:3999', '[::1]:3999', 'LOCALHOST:3999']) {
      const reply = await user.client.request('GET', '/api/auth/me', undefined, { host });
      expect({ host, status: reply.status }).toEqual({ host, status: 200 });
    }
    const otherPort = await user.client.request('GET', '/api/auth/me', undefined, { host: 'localhost:5000' });
    expect(otherPort.status).toBe(421);
    const probe = await server.client().request('GET', '/api/health', undefined, { host: '10.0.0.7:3999' });
    expect(probe.status).toBe(200);
  });

  it('compares Origin with the configured origins, never with the Host the request names', async () => {
    const doc = { title: 'Same name', content: 'Written here.' };
    // An allowed Host with an Origin of that same name but another port: not a configured origin.
    const mismatched = await user.client.request('POST', '/api/documents', doc, {
      host: 'localhost:80',
      origin: 'http://localhost:81',
    });
    expect(mismatched.status).toBe(403);
    const shell = await user.client.request('POST', '/api/documents', doc, {
      origin: new URL(server.config.shellUrl).origin,
    });
    expect(shell.status).toBe(201);
  });
});

describe('CORS preflights', () => {
  it('are counted by the address ceiling like every API request', async () => {
    const config = loadConfig({ ...TEST_ENV, RATE_LIMIT_ADDRESS_MAX: '3' });
    const app = await buildApp(config, { database: server.db.database, shell: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const reply = await app.inject({
          method: 'OPTIONS',
          url: '/api/documents',
          remoteAddress: '10.9.9.9',
          headers: { origin: new URL(config.shellUrl).origin, 'access-control-request-method': 'POST' },
        });
        statuses.push(reply.statusCode);
      }
      expect(statuses).toEqual([204, 204, 204, 429, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('JSON depth and metadata size', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('measures nesting in one pass, ignoring brackets inside strings', () => {
    expect(jsonNestingDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonNestingDepth('"\\"[[["')).toBe(0);
    expect(jsonNestingDepth(nested(20_000))).toBe(20_000);
    expect(jsonNestingDepth(nested(20_000), 64)).toBe(65);
  });

  it('refuses a body nested deeper than the limit with 400 before any handler, and stores nothing', async () => {
    const conversation = await user.client.post('/api/conversations', { centerType: 'THINK', title: 'Deep' });
    expect(conversation.status).toBe(201);
    const id = conversation.body.id as string;
    let deep = '{}';
    for (let i = 0; i < 20_000; i += 1) deep = `{"a":${deep}}`;
    const reply = await user.client.request(
      'POST',
      `/api/conversations/${id}/messages`,
      `{"role":"user","content":"x","metadata":${deep}}`,
      { 'content-type': 'application/json' },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(tooDeepMessage());
    const read = await user.client.get(`/api/conversations/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.messages).toEqual([]);
    // At the limit it is taken.
    let ok = '1';
    for (let i = 0; i < MAX_JSON_DEPTH - 1; i += 1) ok = `{"a":${ok}}`;
    const accepted = await user.client.request(
      'POST',
      `/api/conversations/${id}/messages`,
      `{"role":"user","content":"x","metadata":${ok}}`,
      { 'content-type': 'application/json' },
    );
    expect(accepted.status).toBe(201);
    expect((await user.client.get(`/api/conversations/${id}`)).status).toBe(200);
  });

  it('refuses metadata over its size limit with a clear message', async () => {
    const conversation = await user.client.post('/api/conversations', { centerType: 'THINK', title: 'Big' });
    const id = conversation.body.id as string;
    const reply = await user.client.post(`/api/conversations/${id}/messages`, {
      role: 'user',
      content: 'x',
      metadata: { note: 'y'.repeat(MESSAGE_METADATA_MAX_CHARS) },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/Metadata may hold at most 64 KB of JSON/);
  });
});
