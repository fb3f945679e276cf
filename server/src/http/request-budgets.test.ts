import { hashPassword } from '../auth/passwords';
import { insertAccount } from '../data/accounts-repository';
import { purgeOldAttempts } from '../data/login-throttle-repository';
import { loadConfig } from '../config';
import { buildApp } from '../app';
import {
  startTestServer,
  STRONG_PASSWORD,
  TEST_ENV,
  type TestClient,
  type TestServer,
} from '../../test/support/test-server';
import { MinuteCounter } from './request-budgets';

/** The server's own defaults: every budget below is the one a deployment gets. */
const DEFAULT_LIMITS = {
  RATE_LIMIT_MAX: '',
  RATE_LIMIT_SESSION_MAX: '',
  RATE_LIMIT_ADDRESS_MAX: '',
  RATE_LIMIT_PEOPLE_PER_ADDRESS: '',
  AUTH_RATE_LIMIT_MAX: '',
  AUTH_ADDRESS_FAILURES_MAX: '',
};
const SECTION = 50;
const GATEWAY = '10.50.0.1';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(DEFAULT_LIMITS);
  // A section's accounts, created directly (one hash for all): the registration limit is not what is tested.
  const passwordHash = await hashPassword(STRONG_PASSWORD);
  for (let i = 0; i < SECTION; i += 1)
    await insertAccount(server.db.database.db, {
      username: `staff.${i}`,
      email: null,
      passwordHash,
      role: 'user',
    });
}, 120_000);
afterAll(() => server?.close());

async function signIn(client: TestClient, username: string): Promise<number> {
  return (await client.post('/api/auth/login', { username, password: STRONG_PASSWORD })).status;
}

/** Statuses of `times` GETs of `url` by `client`. */
async function statusesOf(client: TestClient, url: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await client.get(url)).status);
  return statuses;
}

describe('a section behind one gateway address', () => {
  it('signs fifty people in within a minute, and each works on a budget of their own', async () => {
    const section = Array.from({ length: SECTION }, () => server.client(GATEWAY));
    const signedIn = await Promise.all(section.map((client, i) => signIn(client, `staff.${i}`)));
    expect(signedIn.filter((status) => status === 200)).toHaveLength(SECTION);

    // One person floods: their session is refused past its budget, with when to try again...
    const { sessionRateLimitMax } = server.config.limits;
    const flood = await statusesOf(section[0]!, '/api/auth/me', sessionRateLimitMax + 1);
    expect(flood.slice(0, sessionRateLimitMax).every((status) => status === 200)).toBe(true);
    const refused = await section[0]!.get('/api/auth/me');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many requests\. Wait \d+ seconds? and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // ...while everyone else at the same address goes on working.
    for (const client of section.slice(1)) expect((await client.get('/api/auth/me')).status).toBe(200);
  }, 120_000);

  it('stops a flood without a session from one address, and only that address', async () => {
    const { rateLimitMax } = server.config.limits;
    const flooder = server.client('10.66.0.1');
    const statuses = await statusesOf(flooder, '/api/auth/config', rateLimitMax + 1);
    expect(statuses.slice(0, rateLimitMax).every((status) => status === 200)).toBe(true);
    expect(statuses[rateLimitMax]).toBe(429);
    // Unknown routes and forged cookies spend the same budget.
    expect((await flooder.get('/api/no/such/route')).status).toBe(429);
    flooder.cookie = 'csw_session=forged';
    expect((await flooder.get('/api/auth/me')).status).toBe(429);
    expect((await server.client('10.66.0.2').get('/api/auth/config')).status).toBe(200);
  }, 60_000);

  it('stops password spraying from one address, while the section signs in from another', async () => {
    const { authAddressFailuresMax } = server.config.limits;
    const sprayer = server.client('10.77.0.1');
    // One password on many names: no name reaches its own lockout (3 failures).
    for (let i = 0; i < authAddressFailuresMax; i += 1) {
      const reply = await sprayer.post('/api/auth/login', {
        username: `staff.${i % SECTION}`,
        password: 'Summer-2026-password',
      });
      expect(reply.status).toBe(401);
    }
    const refused = await sprayer.post('/api/auth/login', {
      username: 'staff.0',
      password: STRONG_PASSWORD,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many failed sign-ins from this address\. Wait \d+ minutes?/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await signIn(server.client('10.77.0.2'), 'staff.1')).toBe(200);
  }, 120_000);
});

describe('old counters', () => {
  it('are removed, but failed sign-ins of an address only once the lockout window is over', async () => {
    const { pool } = server.db.database;
    await pool.query(
      `INSERT INTO rate_limit_hits (key, window_started_at, hits) VALUES
         ('login-failures:10.99.0.1', now() - interval '5 minutes', 7),
         ('login-failures:10.99.0.2', now() - interval '20 minutes', 7)`,
    );
    await purgeOldAttempts(server.db.database.db, server.config.auth.lockoutWindowMs / 1000);
    const left = await pool.query(`SELECT key FROM rate_limit_hits WHERE key LIKE 'login-failures:10.99.%'`);
    expect(left.rows.map((row: { key: string }) => row.key)).toEqual(['login-failures:10.99.0.1']);
  });
});

describe('the address ceiling', () => {
  it('refuses one address past the ceiling, counted before any session is looked up', async () => {
    const config = loadConfig({ ...TEST_ENV, RATE_LIMIT_ADDRESS_MAX: '4' });
    const app = await buildApp(config, { database: server.db.database, shell: false });
    try {
      const inject = (remoteAddress: string) =>
        app.inject({ method: 'GET', url: '/api/auth/config', remoteAddress });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await inject('10.88.0.1')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      const forged = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        remoteAddress: '10.88.0.1',
        cookies: { csw_session: 'forged' },
      });
      expect(forged.statusCode).toBe(429);
      expect((await inject('10.88.0.2')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('MinuteCounter', () => {
  it('counts per key and starts again when the minute is over, forgetting old keys', () => {
    let now = 0;
    const counter = new MinuteCounter(() => now);
    expect(counter.hit('a').hits).toBe(1);
    expect(counter.hit('a')).toEqual({ hits: 2, remainingMs: 60_000 });
    now = 59_000;
    expect(counter.hit('b')).toEqual({ hits: 1, remainingMs: 60_000 });
    expect(counter.hit('a')).toEqual({ hits: 3, remainingMs: 1_000 });
    now = 60_000;
    expect(counter.hit('a').hits).toBe(1);
    now = 119_000;
    counter.hit('c'); // swept once a minute: nothing has ended since the last sweep
    expect(counter.size).toBe(3);
    now = 180_000;
    counter.hit('c');
    expect(counter.size).toBe(1);
  });
});
