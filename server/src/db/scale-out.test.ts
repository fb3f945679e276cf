import { buildApp } from '../app';
import { loadConfig } from '../config';
import { startChildServer, HttpClient, type ChildServer } from '../../test/support/child-server';
import { createPostgresDatabase, TEST_DB_KIND } from '../../test/support/test-database';
import {
  startTestServer,
  STRONG_PASSWORD,
  TEST_ENV,
  TestClient,
  type TestServer,
} from '../../test/support/test-server';

/**
 * Several API processes behind a load balancer share sessions, lockout counters and rate limits through the
 * database alone. First two app instances over one database in this process (both passes), then two server
 * processes on one PostgreSQL server (the PostgreSQL pass).
 */
describe('two API instances on one database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOCKOUT_MAX_FAILURES: '3' });
  });
  afterAll(() => server?.close());

  it('share sessions and lockout counters', async () => {
    const other = await buildApp(loadConfig({ ...TEST_ENV, LOCKOUT_MAX_FAILURES: '3' }), {
      database: server.db.database,
      shell: false,
    });
    try {
      await server.user('pair.user');
      const a = server.client();
      await a.post('/api/auth/login', { username: 'pair.user', password: STRONG_PASSWORD });
      const b = new TestClient(other);
      b.cookie = a.cookie;
      expect((await b.get('/api/auth/me')).status).toBe(200);
      await b.post('/api/auth/logout');
      expect((await a.get('/api/auth/me')).status).toBe(401);

      await a.post('/api/auth/login', { username: 'pair.user', password: 'wrong-password-1' });
      await new TestClient(other).post('/api/auth/login', {
        username: 'pair.user',
        password: 'wrong-password-2',
      });
      expect(
        (await a.post('/api/auth/login', { username: 'pair.user', password: 'wrong-password-3' })).status,
      ).toBe(429);
      expect(
        (
          await new TestClient(other).post('/api/auth/login', {
            username: 'pair.user',
            password: STRONG_PASSWORD,
          })
        ).status,
      ).toBe(429);
    } finally {
      await other.close();
    }
  });
});

(TEST_DB_KIND === 'postgres' ? describe : describe.skip)(
  'two server processes on one PostgreSQL server',
  () => {
    let servers: ChildServer[] = [];
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const created = await createPostgresDatabase();
      drop = created.drop;
      const env = { DATABASE_URL: created.url, LOCKOUT_MAX_FAILURES: '3' };
      // Started together: both apply the migrations, one after the other (advisory lock).
      servers = await Promise.all([startChildServer(env), startChildServer(env)]);
      for (const server of servers)
        expect({
          exit: server.child.exitCode,
          output: server.child.exitCode === null ? '' : server.output(),
        }).toEqual({ exit: null, output: '' });
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await drop?.();
    });

    it('signs in through one, uses the session through the other, and signs out everywhere', async () => {
      const [one, two] = servers as [ChildServer, ChildServer];
      const viaOne = new HttpClient(one.url);
      expect(
        (
          await viaOne.request('POST', '/api/auth/register', {
            username: 'lb.user',
            password: STRONG_PASSWORD,
          })
        ).status,
      ).toBe(201);
      const doc = await viaOne.request('POST', '/api/documents', {
        title: 'Written through one',
        content: 'c',
      });
      const viaTwo = new HttpClient(two.url);
      viaTwo.cookie = viaOne.cookie;
      expect((await viaTwo.request('GET', `/api/documents/${doc.body.id}`)).body.title).toBe(
        'Written through one',
      );
      expect((await viaTwo.request('POST', '/api/auth/logout')).status).toBe(200);
      expect((await viaOne.request('GET', '/api/auth/me')).status).toBe(401);
    });

    it("keeps both processes' search in step: a write, an edit, a share and a delete through one are seen through the other", async () => {
      const [one, two] = servers as [ChildServer, ChildServer];
      const author = new HttpClient(one.url);
      const reader = new HttpClient(two.url);
      for (const [client, username] of [
        [author, 'lb.author'],
        [reader, 'lb.reader'],
      ] as const)
        expect(
          (await client.request('POST', '/api/auth/register', { username, password: STRONG_PASSWORD }))
            .status,
        ).toBe(201);
      const authorOnTwo = new HttpClient(two.url);
      authorOnTwo.cookie = author.cookie;
      const ids = async (client: HttpClient, query: string) =>
        (
          (await client.request('POST', '/api/search', { query })).body.results as {
            document: { id: string };
          }[]
        ).map((r) => r.document.id);

      const created = await author.request('POST', '/api/documents', {
        title: 'Relay note',
        content: 'The WAXWING relay is primary.',
      });
      expect(created.status).toBe(201);
      const id = created.body.id as string;
      expect(await ids(authorOnTwo, 'waxwing')).toEqual([id]);
      expect(await ids(reader, 'waxwing')).toEqual([]);

      expect(
        (
          await author.request('PUT', `/api/documents/${id}`, {
            content: 'The BRAMBLING relay is primary.',
            version: 1,
          })
        ).status,
      ).toBe(200);
      expect(await ids(authorOnTwo, 'brambling')).toEqual([id]);
      expect(await ids(authorOnTwo, 'waxwing')).toEqual([]);

      const me = await reader.request('GET', '/api/auth/me');
      const share = await author.request('POST', `/api/documents/${id}/share`, {
        sharedWithUserId: me.body.user.id,
      });
      expect(share.status).toBeLessThan(300);
      expect(await ids(reader, 'brambling')).toEqual([id]);

      expect((await author.request('DELETE', `/api/documents/${id}`)).status).toBe(200);
      expect(await ids(authorOnTwo, 'brambling')).toEqual([]);
      expect(await ids(reader, 'brambling')).toEqual([]);
    });

    it('locks an account out through both', async () => {
      const [one, two] = servers as [ChildServer, ChildServer];
      await new HttpClient(one.url).request('POST', '/api/auth/register', {
        username: 'lb.target',
        password: STRONG_PASSWORD,
      });
      const attempt = (base: string, password: string) =>
        new HttpClient(base).request('POST', '/api/auth/login', { username: 'lb.target', password });
      expect((await attempt(one.url, 'wrong-password-1')).status).toBe(401);
      expect((await attempt(two.url, 'wrong-password-2')).status).toBe(401);
      expect((await attempt(one.url, 'wrong-password-3')).status).toBe(429);
      expect((await attempt(two.url, STRONG_PASSWORD)).status).toBe(429);
      expect((await attempt(one.url, STRONG_PASSWORD)).status).toBe(429);
    });
  },
);
