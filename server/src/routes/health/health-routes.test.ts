import { healthSchema, livenessSchema, notReadySchema } from '@csw/contracts';
import { startTestServer, type TestServer } from '../../../test/support/test-server';

/**
 * Liveness and readiness as a load balancer sees them. The checks that break the server (a migration
 * removed, a worker stopped, the database closed, stopping) run in order on one server, each after the
 * ones that leave it usable.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const get = (url: string) => server.client().get(url);

describe('a ready server', () => {
  it('is live without touching the database', async () => {
    const reply = await get('/api/health/live');
    expect(reply.status).toBe(200);
    expect(livenessSchema.parse(reply.body)).toEqual({
      status: 'live',
      stopping: false,
      uptimeSeconds: expect.any(Number),
    });
  });

  it('is ready: database, migrations and workers ok, on /api/health/ready and /api/health alike', async () => {
    for (const url of ['/api/health/ready', '/api/health']) {
      const reply = await get(url);
      expect(reply.status).toBe(200);
      // The fields /api/health always had are still there.
      expect(healthSchema.parse(reply.body)).toEqual({
        status: 'ok',
        environment: server.config.environment,
        database: server.db.database.kind,
        vectorSearch: server.db.database.vector.available,
        checks: { database: { state: 'ok' }, migrations: { state: 'ok' }, workers: { state: 'ok' } },
      });
    }
  });
});

describe('the OpenAPI description', () => {
  it('lists the probes, with the 503 answer of readiness', async () => {
    const { paths } = (await get('/api/docs/json')).body;
    for (const url of ['/api/health', '/api/health/ready']) {
      const responses = paths[url].get.responses;
      expect(responses['503'].content['application/json'].schema.properties.status.enum).toEqual([
        'unavailable',
        'stopping',
      ]);
      expect(responses['200'].content['application/json'].schema.required).toContain('checks');
    }
    expect(paths['/api/health/live'].get.responses['200']).toBeDefined();
  });
});

describe('a server that should get no traffic answers 503 naming what failed', () => {
  const pool = () => server.db.database.pool;

  it('when a migration this code knows is not applied', async () => {
    const removed = await pool().query(
      `DELETE FROM drizzle.__drizzle_migrations
        WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations) RETURNING hash, created_at`,
    );
    try {
      const reply = await get('/api/health/ready');
      expect(reply.status).toBe(503);
      const body = notReadySchema.parse(reply.body);
      expect(body.status).toBe('unavailable');
      expect(body.failed).toEqual(['migrations']);
      expect(body.checks?.migrations.message).toMatch(/^Not applied: 0\d{3}_\w+\.$/);
      expect(body.message).toMatch(/^Not ready\. migrations: Not applied/);
    } finally {
      const { hash, created_at } = removed.rows[0];
      await pool().query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
        hash,
        created_at,
      ]);
    }
    expect((await get('/api/health/ready')).status).toBe(200);
  });

  it('when the database has a migration this code does not know', async () => {
    await pool().query(
      `INSERT INTO drizzle.__drizzle_migrations (hash, created_at)
       SELECT 'from-a-newer-release', max(created_at) + 1000 FROM drizzle.__drizzle_migrations`,
    );
    try {
      const reply = await get('/api/health');
      expect(reply.status).toBe(503);
      expect(reply.body).toMatchObject({
        status: 'unavailable',
        failed: ['migrations'],
        checks: { migrations: { state: 'failed', message: expect.stringMatching(/does not know/) } },
      });
    } finally {
      await pool().query("DELETE FROM drizzle.__drizzle_migrations WHERE hash = 'from-a-newer-release'");
    }
  });

  it('when a worker thread is stopped', async () => {
    await server.app.services.advice.close();
    const reply = await get('/api/health/ready');
    expect(reply.status).toBe(503);
    expect(reply.body).toMatchObject({
      status: 'unavailable',
      failed: ['workers'],
      checks: {
        database: { state: 'ok' },
        migrations: { state: 'ok' },
        workers: { state: 'failed', message: 'Stopped: advice.' },
      },
    });
  });

  it('when the database is closed; the process is still live', async () => {
    await server.db.database.close();
    const reply = await get('/api/health/ready');
    expect(reply.status).toBe(503);
    const body = notReadySchema.parse(reply.body);
    expect(body.failed).toEqual(['database', 'workers']);
    expect(body.checks?.database.message).toMatch(/^The database does not answer: /);
    expect(body.checks?.migrations.state).toBe('skipped');
    expect((await get('/api/health/live')).status).toBe(200);
  });

  it('while stopping: "stopping" without asking the database, live all the same', async () => {
    server.app.lifecycle.beginStopping();
    for (const url of ['/api/health/ready', '/api/health']) {
      const reply = await get(url);
      expect(reply.status).toBe(503);
      expect(notReadySchema.parse(reply.body)).toEqual({
        status: 'stopping',
        message: expect.stringMatching(/server is stopping/),
        failed: [],
      });
      // The load balancer's next probe opens a new connection, to whatever serves then.
      expect(reply.headers.connection).toBe('close');
    }
    const live = await get('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body.stopping).toBe(true);
  });
});
