import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import {
  startTestServer,
  STRONG_PASSWORD,
  TEST_ENV,
  type TestServer,
  type TestUser,
} from '../../test/support/test-server';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '4' });
  user = await server.user('limits.user');
});
afterAll(() => server?.close());

describe('body size', () => {
  it('refuses a body over the limit with 413, and takes large documents on document routes', async () => {
    const big = await user.client.post('/api/folders', { name: 'x', padding: 'y'.repeat(300 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The request is too large.');
    const document = await user.client.post('/api/documents', {
      title: 'Long',
      content: 'word '.repeat(200_000),
    });
    expect(document.status).toBe(201);
    const tooBig = await user.client.post('/api/documents', {
      title: 'Too long',
      content: 'z'.repeat(9 * 1024 * 1024),
    });
    expect(tooBig.status).toBe(413);
  });
});

describe('content types', () => {
  it('takes JSON only on JSON routes (415 otherwise)', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]) {
      const reply = await user.client.request('POST', '/api/folders', 'name=x', { 'content-type': type });
      expect({ type, status: reply.status }).toEqual({ type, status: 415 });
    }
    const json = await user.client.request('POST', '/api/folders', '{"name":"Plans"}', {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(json.status).toBe(201);
  });

  it('refuses prototype poisoning', async () => {
    for (const payload of [
      '{"name":"a","__proto__":{"x":1}}',
      '{"name":"a","constructor":{"prototype":{"x":1}}}',
    ]) {
      const reply = await user.client.request('POST', '/api/folders', payload, {
        'content-type': 'application/json',
      });
      expect(reply.status).toBe(400);
    }
  });
});

describe('pagination', () => {
  it('caps page sizes', async () => {
    expect((await user.client.get('/api/documents?limit=100')).status).toBe(200);
    const tooMany = await user.client.get('/api/documents?limit=101');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/limit/i);
    expect((await user.client.get('/api/documents?offset=-1')).status).toBe(400);
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per client address, counted in the database', async () => {
    const client = server.client('10.1.2.3');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (await client.post('/api/auth/login', { username: `ghost${i}`, password: 'x'.repeat(12) })).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const counted = await server.db.database.pool.query(
      `SELECT hits FROM rate_limit_hits WHERE key = 'login:10.1.2.3'`,
    );
    expect(counted.rows[0].hits).toBe(5);
    // Another address is not affected.
    expect(
      (
        await server
          .client('10.9.9.9')
          .post('/api/auth/login', { username: 'limits.user', password: STRONG_PASSWORD })
      ).status,
    ).toBe(200);
  });

  it('limits requests per client address on every route', async () => {
    const config = loadConfig({ ...TEST_ENV, RATE_LIMIT_MAX: '3' });
    const app = await buildApp(config, { database: server.db.database, shell: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await app.inject({ method: 'GET', url: '/api/auth/config' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await app.inject({ method: 'GET', url: '/api/auth/config' });
      expect(limited.json().message).toMatch(/Too many requests/);
    } finally {
      await app.close();
    }
  });

  it("never throttles the shell's static files, so a page is never left blank", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csw-shell-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Staff Workspace</title>');
    fs.writeFileSync(path.join(dist, 'main.abc123.js'), 'console.log(1);');
    const config = { ...loadConfig({ ...TEST_ENV, RATE_LIMIT_MAX: '2' }), shellDist: dist };
    const app = await buildApp(config, { database: server.db.database });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await app.inject({ method: 'GET', url: '/main.abc123.js' })).statusCode);
        statuses.push((await app.inject({ method: 'GET', url: '/documents' })).statusCode);
      }
      expect(statuses.every((s) => s === 200)).toBe(true);
      // The API keeps its budget.
      const api: Awaited<ReturnType<typeof app.inject>>[] = [];
      for (let i = 0; i < 3; i += 1) api.push(await app.inject({ method: 'GET', url: '/api/auth/config' }));
      expect(api.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('headers and errors', () => {
  it('allows only the shell origin across origins', async () => {
    const allowed = await user.client.request('GET', '/api/auth/me', undefined, {
      origin: server.config.shellUrl,
    });
    expect(allowed.headers['access-control-allow-origin']).toBe(server.config.shellUrl);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await user.client.request('GET', '/api/auth/me', undefined, {
      origin: 'https://evil.example',
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers and JSON errors without internals', async () => {
    const reply = await server.client().get('/api/no/such/route');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
    expect(reply.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI description at /api/docs', async () => {
    const spec = await server.client().get('/api/docs/json');
    expect(spec.status).toBe(200);
    expect(spec.body.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/documents',
        '/api/documents/{id}',
        '/api/auth/login',
        '/api/admin/audit',
      ]),
    );
    const page = await server.client().get('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/swagger/i);
  });
});

describe('timeouts', () => {
  it('drops a connection whose request stalls', async () => {
    const config = loadConfig({ ...TEST_ENV, CONNECTION_TIMEOUT_MS: '1000' });
    const app = await buildApp(config, { database: server.db.database, shell: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as net.AddressInfo;
      const started = Date.now();
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /api/auth/login HTTP/1.1\r\nHost: localhost:80\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user',
          );
        });
        socket.on('close', () => resolve());
      });
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(900);
      expect(waited).toBeLessThan(5000);
    } finally {
      await app.close();
    }
  });
});
