import type * as Argon2 from '@node-rs/argon2';
import fc from 'fast-check';
import { AUTH_MESSAGES } from '@csw/contracts';
import { startTestServer, STRONG_PASSWORD, type TestServer } from '../../../test/support/test-server';

/** The module object itself (not an import copy), so that a spy sees the server's own calls. */
const argon2: typeof Argon2 = jest.requireActual('@node-rs/argon2');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOCKOUT_MAX_FAILURES: '3' });
});
afterAll(() => server?.close());

describe('registration', () => {
  it('makes the first account of an empty installation admin, and every later one a user', async () => {
    const first = server.client();
    const a = await first.post('/api/auth/register', {
      username: '  first.officer ',
      password: STRONG_PASSWORD,
    });
    expect(a.status).toBe(201);
    expect(a.body.user).toMatchObject({ username: 'first.officer', role: 'admin', pendingRoleRequest: null });
    const b = await server
      .client()
      .post('/api/auth/register', { username: 'second.officer', password: STRONG_PASSWORD });
    expect(b.status).toBe(201);
    expect(b.body.user.role).toBe('user');
  });

  it('records a Team Lead or Admin choice as a request, never as the role', async () => {
    for (const requestedRole of ['team_lead', 'admin'] as const) {
      const reply = await server.client().post('/api/auth/register', {
        username: `asks.${requestedRole}`,
        password: STRONG_PASSWORD,
        requestedRole,
      });
      expect(reply.status).toBe(201);
      expect(reply.body.user).toMatchObject({ role: 'user', pendingRoleRequest: requestedRole });
    }
  });

  it('ignores privilege fields in the body', async () => {
    const reply = await server.client().post('/api/auth/register', {
      username: 'sneaky.one',
      password: STRONG_PASSWORD,
      role: 'admin',
      isAdmin: true,
      status: 'active',
      requestedRole: 'user',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.user.role).toBe('user');
    const poisoned = await server
      .client()
      .request(
        'POST',
        '/api/auth/register',
        `{"username":"proto.one","password":"${STRONG_PASSWORD}","__proto__":{"role":"admin"}}`,
        { 'content-type': 'application/json' },
      );
    expect(poisoned.status).toBe(400);
  });

  it('never creates a privileged account, whatever else the body holds', async () => {
    let count = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('role', 'isAdmin', 'admin', 'status', 'roles', 'permissions', 'id', 'x'),
          fc.jsonValue({ maxDepth: 2 }),
          { maxKeys: 4 },
        ),
        fc.constantFrom('user', 'team_lead', 'admin', undefined),
        async (extra, requestedRole) => {
          count += 1;
          const body = {
            ...extra,
            username: `prop.${count}`,
            password: STRONG_PASSWORD,
            ...(requestedRole ? { requestedRole } : {}),
          };
          const reply = await server.client().post('/api/auth/register', body);
          if (reply.status !== 201) return;
          const stored = await server.db.database.pool.query('SELECT role, status FROM users WHERE id = $1', [
            reply.body.user.id,
          ]);
          expect(stored.rows[0]).toEqual({ role: 'user', status: 'active' });
          expect(reply.body.user.role).toBe('user');
        },
      ),
      { numRuns: 12 },
    );
  });

  it('refuses a taken username (any case) with the required message', async () => {
    const reply = await server
      .client()
      .post('/api/auth/register', { username: 'SECOND.officer', password: STRONG_PASSWORD });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(AUTH_MESSAGES.usernameTaken);
  });

  it('refuses short, common and username-containing passwords and bad usernames', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ username: 'pw.short', password: 'short-pass' }, /at least 12/],
      [{ username: 'pw.common', password: 'qwerty123456' }, /too common/],
      [{ username: 'pw.common2', password: 'password12345!' }, /too common/],
      [{ username: 'pw.run', password: 'aaaaaaaaaaaaaaa' }, /too common/],
      [{ username: 'pw.self', password: 'my-pw.self-is-long' }, /username/],
      [{ username: 'ab', password: STRONG_PASSWORD }, /at least 3/],
      [{ username: 'bad name!', password: STRONG_PASSWORD }, /letters, digits/],
      [{ username: 'x'.repeat(65), password: STRONG_PASSWORD }, /at most 64/],
    ];
    for (const [body, message] of cases) {
      const reply = await server.client().post('/api/auth/register', body);
      expect({ body, status: reply.status }).toEqual({ body, status: 400 });
      expect(reply.body.message).toMatch(message);
    }
  });
});

describe('sessions', () => {
  it('sets an httpOnly, SameSite=Strict session cookie of at least 128 bits, and a new one at every login', async () => {
    const client = server.client();
    const first = await client.post('/api/auth/login', {
      username: 'second.officer',
      password: STRONG_PASSWORD,
    });
    expect(first.status).toBe(200);
    const header = String(first.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Strict/i);
    expect(header).not.toMatch(/Secure/i); // plain HTTP in this test
    const token = /csw_session=([^;]+)/.exec(header)![1]!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const oldCookie = client.cookie;
    await client.post('/api/auth/login', { username: 'second.officer', password: STRONG_PASSWORD });
    expect(client.cookie).not.toBe(oldCookie);
    // The session of the earlier login is gone.
    const stale = await server.client().request('GET', '/api/auth/me', undefined, { cookie: oldCookie! });
    expect(stale.status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('marks the cookie Secure when the shell is served over HTTPS', async () => {
    const https = await startTestServer({ SHELL_URL: 'https://staff.example' });
    try {
      const reply = await https
        .client()
        .post('/api/auth/register', { username: 'secure.one', password: STRONG_PASSWORD });
      expect(String(reply.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await https.close();
    }
  });

  it('destroys the session at logout', async () => {
    const client = server.client();
    await client.post('/api/auth/login', { username: 'second.officer', password: STRONG_PASSWORD });
    const cookie = client.cookie!;
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    const replay = await server.client().request('GET', '/api/documents', undefined, { cookie });
    expect(replay.status).toBe(401);
    const audit = await server.db.database.pool.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'LOGOUT'`,
    );
    expect(audit.rows[0].n).toBeGreaterThan(0);
  });

  it('ends a session after the idle timeout and after the absolute timeout', async () => {
    const client = server.client();
    await client.post('/api/auth/login', { username: 'second.officer', password: STRONG_PASSWORD });
    const pool = server.db.database.pool;
    const hash = (await pool.query(`SELECT token_hash FROM sessions ORDER BY created_at DESC LIMIT 1`))
      .rows[0].token_hash;
    expect((await client.get('/api/auth/me')).status).toBe(200);
    await pool.query(
      `UPDATE sessions SET last_seen_at = now() - interval '16 minutes' WHERE token_hash = $1`,
      [hash],
    );
    expect((await client.get('/api/auth/me')).status).toBe(401);

    await client.post('/api/auth/login', { username: 'second.officer', password: STRONG_PASSWORD });
    const fresh = (await pool.query(`SELECT token_hash FROM sessions ORDER BY created_at DESC LIMIT 1`))
      .rows[0].token_hash;
    await pool.query(
      `UPDATE sessions SET created_at = now() - interval '12 hours 1 minute' WHERE token_hash = $1`,
      [fresh],
    );
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('keeps an active session alive past the idle timeout', async () => {
    const client = server.client();
    await client.post('/api/auth/login', { username: 'second.officer', password: STRONG_PASSWORD });
    const pool = server.db.database.pool;
    const hash = (await pool.query(`SELECT token_hash FROM sessions ORDER BY created_at DESC LIMIT 1`))
      .rows[0].token_hash;
    await pool.query(
      `UPDATE sessions SET last_seen_at = now() - interval '14 minutes' WHERE token_hash = $1`,
      [hash],
    );
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const seen = (
      await pool.query(
        `SELECT now() - last_seen_at < interval '1 minute' AS recent FROM sessions WHERE token_hash = $1`,
        [hash],
      )
    ).rows[0];
    expect(seen.recent).toBe(true);
  });
});

describe('lockout', () => {
  it('answers an unknown name and a wrong password alike, then locks after 3 failures', async () => {
    // From an address the account never signed in from, without its device cookie (sign-in-trust.ts).
    const STRANGER = '10.20.0.1';
    const unknown = await server
      .client(STRANGER)
      .post('/api/auth/login', { username: 'nobody.here', password: 'whatever-password' });
    const wrong = await server
      .client(STRANGER)
      .post('/api/auth/login', { username: 'second.officer', password: 'wrong-password-1' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe(AUTH_MESSAGES.invalidCredentials);

    await server
      .client(STRANGER)
      .post('/api/auth/login', { username: 'second.officer', password: 'wrong-password-2' });
    const third = await server
      .client(STRANGER)
      .post('/api/auth/login', { username: 'second.officer', password: 'wrong-password-3' });
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(
      /^Too many failed sign-ins for this name\. Wait 15 minutes and try again/,
    );
    const correct = await server
      .client(STRANGER)
      .post('/api/auth/login', { username: 'second.officer', password: STRONG_PASSWORD });
    expect(correct.status).toBe(429);

    const entries = await server.db.database.pool.query(
      `SELECT action, username, user_id FROM audit_log WHERE action IN ('LOGIN_FAIL', 'LOCKOUT') AND username = 'second.officer' ORDER BY id`,
    );
    expect(entries.rows.filter((r) => r.action === 'LOGIN_FAIL').length).toBe(4);
    expect(entries.rows.filter((r) => r.action === 'LOCKOUT').length).toBe(1);
    const unknownEntry = await server.db.database.pool.query(
      `SELECT user_id FROM audit_log WHERE action = 'LOGIN_FAIL' AND username = 'nobody.here'`,
    );
    expect(unknownEntry.rows[0].user_id).toBeNull();

    // When the lock expires, the account signs in again.
    await server.db.database.pool.query(
      `UPDATE login_throttle SET locked_until = now() - interval '1 second' WHERE username_key = 'second.officer'`,
    );
    expect(
      (
        await server
          .client(STRANGER)
          .post('/api/auth/login', { username: 'second.officer', password: STRONG_PASSWORD })
      ).status,
    ).toBe(200);
  });

  it('runs one argon2id verification of the same cost for an unknown name as for a wrong password', async () => {
    // Equal work, not a stopwatch: what makes the two answers take the same time is one verification each
    // against a hash with the same memory, time and parallelism costs. Timing them on a busy machine would
    // only measure the machine.
    const verify = jest.spyOn(argon2, 'verify');
    const costsOf = async (username: string) => {
      verify.mockClear();
      const reply = await server.client().post('/api/auth/login', { username, password: 'not-the-password' });
      expect(reply.status).toBe(401);
      expect(reply.body.message).toBe(AUTH_MESSAGES.invalidCredentials);
      return verify.mock.calls.map(([hash]) => String(hash).split('$').slice(1, 4).join('$'));
    };
    try {
      const unknown = await costsOf('ghost.never.registered');
      const known = await costsOf('asks.team_lead');
      expect(known).toEqual(['argon2id$v=19$m=19456,t=2,p=1']);
      expect(unknown).toEqual(known);
    } finally {
      verify.mockRestore();
      await server.db.database.pool.query(`DELETE FROM login_throttle`);
    }
  });
});

describe('current user and preferences', () => {
  it('answers 401 without a session and updates only the preferences', async () => {
    expect((await server.client().get('/api/auth/me')).status).toBe(401);
    const client = server.client();
    await client.post('/api/auth/login', { username: 'asks.admin', password: STRONG_PASSWORD });
    const reply = await client.put('/api/auth/preferences', {
      cognitiveState: 'Fatigued',
      teamMode: true,
      role: 'admin',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({
      role: 'user',
      preferences: { cognitiveState: 'Fatigued', teamMode: true },
    });
    expect((await client.put('/api/auth/preferences', { cognitiveState: 'Sleepy' })).status).toBe(400);
  });

  it('publishes the demo credentials only in demo mode', async () => {
    const reply = await server.client().get('/api/auth/config');
    expect(reply.body).toEqual({ demoMode: false, demo: null, sessionIdleMinutes: 15 });
  });
});
