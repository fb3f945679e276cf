import {
  startTestServer,
  STRONG_PASSWORD,
  type Reply,
  type TestServer,
} from '../../test/support/test-server';
import { DEVICE_COOKIE, deviceNonceFor, newDeviceCookie } from './device-cookies';

/** The server's own sign-in limits (the test defaults raise the per-address ones out of the way). */
const SIGN_IN_DEFAULTS = { AUTH_RATE_LIMIT_MAX: '', AUTH_ADDRESS_FAILURES_MAX: '' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(SIGN_IN_DEFAULTS);
});
afterAll(() => server?.close());

/** The device cookie a reply set, as a Cookie header value. */
function deviceCookieOf(reply: Reply): string {
  const header = reply.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [String(header ?? '')];
  const found = cookies.map((c) => new RegExp(`^${DEVICE_COOKIE}=([^;]+)`).exec(c)).find(Boolean);
  if (!found) throw new Error('no device cookie was set');
  return `${DEVICE_COOKIE}=${found[1]}`;
}

async function attempt(address: string, username: string, password: string, device?: string) {
  return server
    .client(address)
    .request('POST', '/api/auth/login', { username, password }, device ? { cookie: device } : {});
}

describe('device cookies', () => {
  it("are signed for one account: a forged, altered or another account's cookie is not trusted", () => {
    const secret = Buffer.alloc(32, 7);
    const cookie = newDeviceCookie(secret, 'user-a');
    expect(deviceNonceFor(secret, cookie, 'user-a')).toMatch(/^[\w-]{22}$/);
    expect(deviceNonceFor(secret, cookie, 'user-b')).toBeNull();
    expect(deviceNonceFor(Buffer.alloc(32, 8), cookie, 'user-a')).toBeNull();
    expect(deviceNonceFor(secret, `${cookie.slice(0, -2)}xx`, 'user-a')).toBeNull();
    expect(deviceNonceFor(secret, undefined, 'user-a')).toBeNull();
  });

  it('are set at sign-in and registration, for the sign-in routes only, and survive sign-out', async () => {
    const client = server.client('10.1.0.1');
    const registered = await client.post('/api/auth/register', {
      username: 'device.owner',
      password: STRONG_PASSWORD,
    });
    expect(deviceCookieOf(registered)).toMatch(/^csw_device=d1\./);
    const header = String(registered.headers['set-cookie']);
    expect(header).toMatch(/Path=\/api\/auth/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    const signedIn = await attempt('10.1.0.1', 'device.owner', STRONG_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(deviceCookieOf(signedIn)).not.toBe(deviceCookieOf(registered));
    const signedOut = await server
      .client('10.1.0.1')
      .request('POST', '/api/auth/logout', {}, { cookie: deviceCookieOf(signedIn) });
    expect(signedOut.status).toBe(200);
    expect(String(signedOut.headers['set-cookie'] ?? '')).not.toContain(DEVICE_COOKIE);
  });
});

describe('a sign-in that others cannot take away', () => {
  it('signs in the right password after 50 failed sign-ins from its address (a section on a Monday)', async () => {
    await server.user('monday.officer');
    // The officer signed in from the gateway before (yesterday), and has since cleared their cookies.
    const earlier = await attempt('10.2.0.1', 'monday.officer', STRONG_PASSWORD);
    expect(earlier.status).toBe(200);
    const withCookie = deviceCookieOf(earlier);
    const failuresMax = server.config.limits.authAddressFailuresMax;
    expect(failuresMax).toBe(50);
    for (let i = 0; i < failuresMax; i += 1) {
      const reply = await attempt('10.2.0.1', `section.member.${i % 25}`, 'mistyped-password');
      expect(reply.status).toBe(401);
    }
    // A name never used from that address is held back by the address's failures (spraying)...
    const stranger = await attempt('10.2.0.1', 'never.here', 'Summer-2026-password');
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toMatch(/^Too many failed sign-ins from this address\. Wait \d+ minutes?/);
    // ...but the officer signs in, without the cookie (a known address) and with it.
    expect((await attempt('10.2.0.1', 'monday.officer', STRONG_PASSWORD)).status).toBe(200);
    expect((await attempt('10.2.0.1', 'monday.officer', STRONG_PASSWORD, withCookie)).status).toBe(200);
  });

  it('signs the administrator in with their device cookie after three wrong passwords for the name', async () => {
    const admin = await server.user('section.admin', 'admin');
    const own = await attempt('10.3.0.1', admin.username, admin.password);
    expect(own.status).toBe(200);
    const device = deviceCookieOf(own);
    // Someone elsewhere tries three passwords: the name is held back for attempts like theirs...
    expect((await attempt('10.66.0.9', admin.username, 'guess-1-password')).status).toBe(401);
    expect((await attempt('10.66.0.9', admin.username, 'guess-2-password')).status).toBe(401);
    const third = await attempt('10.66.0.9', admin.username, 'guess-3-password');
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(
      /^Too many failed sign-ins for this name\. Wait 15 minutes and try again, or sign in from a browser you have signed in with before/,
    );
    expect((await attempt('10.66.0.9', admin.username, admin.password)).status).toBe(429);
    // ...and not for the administrator's own browser, on any address, nor from the address they use.
    expect((await attempt('10.3.0.1', admin.username, admin.password, device)).status).toBe(200);
    expect((await attempt('10.4.0.4', admin.username, admin.password, device)).status).toBe(200);
    expect((await attempt('10.3.0.1', admin.username, admin.password)).status).toBe(200);
    // A device cookie of another account does not help the guesser.
    const other = await attempt('10.3.0.1', 'monday.officer', STRONG_PASSWORD);
    expect((await attempt('10.66.0.9', admin.username, admin.password, deviceCookieOf(other))).status).toBe(
      429,
    );
  });

  it("counts a device cookie's own failures against it alone", async () => {
    const owner = await server.user('careless.typist');
    const device = deviceCookieOf(await attempt('10.5.0.1', owner.username, owner.password));
    const { lockoutMaxFailures } = server.config.auth;
    for (let i = 0; i < lockoutMaxFailures; i += 1)
      expect((await attempt('10.5.0.9', owner.username, `typo-${i}-password`, device)).status).toBe(401);
    const trusts = async () =>
      (
        await server.db.database.pool.query(
          `SELECT details->>'trust' AS trust FROM audit_log WHERE action = 'LOGIN_FAIL' AND username = $1 ORDER BY id`,
          [owner.username],
        )
      ).rows.map((row: { trust: string }) => row.trust);
    expect(await trusts()).toEqual(Array.from({ length: lockoutMaxFailures }, () => 'device'));
    // That cookie is now judged as none: from an address the account never used, the name's own limits apply.
    expect((await attempt('10.5.0.9', owner.username, 'typo-again-password', device)).status).toBe(401);
    expect((await trusts()).at(-1)).toBe('untrusted');
    // Another browser's cookie is untouched.
    const laptop = deviceCookieOf(await attempt('10.5.0.2', owner.username, owner.password));
    expect((await attempt('10.5.0.9', owner.username, owner.password, laptop)).status).toBe(200);
  });

  it('keeps a guesser without a device cookie under the daily budget, however long they go on', async () => {
    const target = await server.user('daily.target');
    const device = deviceCookieOf(await attempt('10.6.0.1', target.username, target.password));
    const { pool } = server.db.database;
    /** The name's short windows end (as 15 minutes passing would do); its daily counts stay. */
    const passShortWindows = () =>
      Promise.all([
        pool.query(
          `UPDATE login_throttle SET locked_until = now() - interval '1 second' WHERE username_key = $1`,
          [target.username],
        ),
        pool.query(
          `UPDATE rate_limit_hits SET window_started_at = now() - interval '16 minutes' WHERE key = $1`,
          [`known-address:${target.username}`],
        ),
      ]);
    let guesses = 0;
    let refusedInARow = 0;
    // From addresses the account never used, then from the one it did: each until refused twice running.
    for (const address of ['10.66.1.1', '10.66.1.2', '10.6.0.1']) {
      refusedInARow = 0;
      for (let i = 0; refusedInARow < 2 && i < 500; i += 1) {
        const reply = await attempt(address, target.username, `guess-${guesses}-password`);
        if (reply.status === 401) {
          guesses += 1;
          refusedInARow = 0;
        } else {
          expect(reply.status).toBe(429);
          refusedInARow += 1;
          await passShortWindows();
        }
      }
    }
    const checked = await pool.query(
      `SELECT count(*)::int AS n FROM audit_log
        WHERE action = 'LOGIN_FAIL' AND username = $1 AND details->>'reason' = 'wrong password'`,
      [target.username],
    );
    const dailyMax = server.config.auth.dailyFailuresMax;
    expect(checked.rows[0].n).toBe(2 * dailyMax);
    expect(checked.rows[0].n).toBeLessThan(100);
    const refused = await attempt('10.66.1.3', target.username, target.password);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Wait \d+ hours and try again, or sign in from a browser/);
    // The person with the password and their browser signs in all the same.
    expect((await attempt('10.66.1.3', target.username, target.password, device)).status).toBe(200);
  }, 120_000);
});
