import { ACCOUNT_MESSAGES } from '@csw/contracts';
import { sessionEndMessage } from '../../auth/session-end-reasons';
import { sessionTokenHash } from '../../auth/sessions';
import {
  startTestServer,
  STRONG_PASSWORD,
  type Json,
  type TestClient,
  type TestServer,
} from '../../../test/support/test-server';

const NEW_PASSWORD = 'Granite-meadow-lantern-93';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A new account, signed in from `addresses.length` places (one client each, the first registered it). */
async function accountWithSessions(username: string, addresses: string[]): Promise<TestClient[]> {
  const first = server.client(addresses[0]);
  const registered = await first.post('/api/auth/register', { username, password: STRONG_PASSWORD });
  expect(registered.status).toBe(201);
  const clients = [first];
  for (const address of addresses.slice(1)) {
    const client = server.client(address);
    expect((await client.post('/api/auth/login', { username, password: STRONG_PASSWORD })).status).toBe(200);
    clients.push(client);
  }
  return clients;
}

async function auditOf(username: string, action: string): Promise<Json[]> {
  const rows = await server.db.database.pool.query(
    'SELECT outcome, details, client_address FROM audit_log WHERE username = $1 AND action = $2 ORDER BY id',
    [username, action],
  );
  return rows.rows;
}

async function tokenHashesOf(username: string): Promise<string[]> {
  const rows = await server.db.database.pool.query(
    'SELECT s.token_hash FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = $1',
    [username],
  );
  return rows.rows.map((r) => r.token_hash as string);
}

const token = (client: TestClient) => client.cookie!.replace(/^csw_session=/, '');

describe('POST /api/auth/password', () => {
  it('changes the password with the current one, signs out every other session, keeps this one under a new token, and audits it', async () => {
    const [here, laptop, phone] = await accountWithSessions('pw.changer', [
      '10.1.0.1',
      '10.1.0.2',
      '10.1.0.3',
    ]);
    const before = here!.cookie;
    const reply = await here!.post('/api/auth/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ otherSessionsEnded: 2 });
    // This browser continues, with a fresh token; the old one opens nothing.
    expect(here!.cookie).not.toBe(before);
    expect((await here!.get('/api/auth/me')).body.user.username).toBe('pw.changer');
    const stale = server.client('10.1.0.1');
    stale.cookie = before;
    expect((await stale.get('/api/auth/me')).status).toBe(401);
    // The others are signed out.
    expect((await laptop!.get('/api/auth/me')).status).toBe(401);
    expect((await phone!.get('/api/auth/me')).status).toBe(401);
    expect(await tokenHashesOf('pw.changer')).toHaveLength(1);
    // The old password no longer signs in; the new one does.
    const old = await server
      .client()
      .post('/api/auth/login', { username: 'pw.changer', password: STRONG_PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await server
      .client()
      .post('/api/auth/login', { username: 'pw.changer', password: NEW_PASSWORD });
    expect(fresh.status).toBe(200);
    const audit = await auditOf('pw.changer', 'PASSWORD_CHANGE');
    expect(audit).toEqual([
      { outcome: 'success', details: { otherSessionsEnded: 2 }, client_address: '10.1.0.1' },
    ]);
    // Neither password reached the audit log.
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
  });

  it('refuses a wrong current password (audited, nothing changed, nobody signed out)', async () => {
    const [here, other] = await accountWithSessions('pw.wrong', ['10.2.0.1', '10.2.0.2']);
    const reply = await here!.post('/api/auth/password', {
      currentPassword: 'Not-the-password-at-all-1',
      newPassword: NEW_PASSWORD,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: ACCOUNT_MESSAGES.wrongCurrentPassword, code: 'WRONG_PASSWORD' });
    expect((await other!.get('/api/auth/me')).status).toBe(200);
    expect(
      (await server.client().post('/api/auth/login', { username: 'pw.wrong', password: STRONG_PASSWORD }))
        .status,
    ).toBe(200);
    expect(await auditOf('pw.wrong', 'PASSWORD_CHANGE')).toEqual([
      { outcome: 'failure', details: { reason: 'wrong current password' }, client_address: '10.2.0.1' },
    ]);
  });

  it('applies the password policy to the new password, and refuses the same password again', async () => {
    const [here] = await accountWithSessions('pw.policy', ['10.3.0.1']);
    const cases: [string, RegExp][] = [
      ['short-1', /at least 12 characters/],
      ['password1234', /too common/],
      ['pw.policy-is-my-name', /must not contain the username/],
      [STRONG_PASSWORD, /differs from the current one/],
    ];
    for (const [newPassword, message] of cases) {
      const reply = await here!.post('/api/auth/password', { currentPassword: STRONG_PASSWORD, newPassword });
      expect({ newPassword, status: reply.status }).toEqual({ newPassword, status: 400 });
      expect(reply.body.message).toMatch(message);
      // In words: never a field's code name ("newPassword: ...").
      expect(reply.body.message).not.toMatch(/newPassword/);
    }
    expect(
      (await server.client().post('/api/auth/login', { username: 'pw.policy', password: STRONG_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('answers 400 to a malformed body, never 500', async () => {
    const [here] = await accountWithSessions('pw.malformed', ['10.4.0.1']);
    for (const body of [
      {},
      { currentPassword: STRONG_PASSWORD },
      { currentPassword: '', newPassword: NEW_PASSWORD },
      { currentPassword: 7, newPassword: [] },
      'x'.repeat(10),
    ]) {
      const reply =
        typeof body === 'string'
          ? await here!.request('POST', '/api/auth/password', body, { 'content-type': 'application/json' })
          : await here!.post('/api/auth/password', body);
      expect({ body, status: reply.status }).toEqual({ body, status: 400 });
    }
  });

  it('limits attempts per account: the sixth in a minute is refused with 429', async () => {
    const [here] = await accountWithSessions('pw.guesser', ['10.5.0.1']);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (
          await here!.post('/api/auth/password', {
            currentPassword: `Guess-number-${i}-abcdef`,
            newPassword: NEW_PASSWORD,
          })
        ).status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Even the right password waits out the minute.
    const right = await here!.post('/api/auth/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(right.status).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
  });

  it("refuses to change the demo account's public password", async () => {
    const [here] = await accountWithSessions('pw.demo', ['10.6.0.1']);
    await server.db.database.pool.query(`UPDATE users SET is_demo = true WHERE username = 'pw.demo'`);
    const reply = await here!.post('/api/auth/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(ACCOUNT_MESSAGES.demoPassword);
  });
});

describe('sessions', () => {
  it("lists one's live sessions with created, last seen, address and which is current: never a token or its hash", async () => {
    const [here, laptop, phone] = await accountWithSessions('ss.lister', [
      '10.7.0.1',
      '10.7.0.2',
      '10.7.0.3',
    ]);
    // Another account's session is not listed.
    await accountWithSessions('ss.someone', ['10.7.0.9']);
    const reply = await laptop!.get('/api/auth/sessions');
    expect(reply.status).toBe(200);
    const sessions = reply.body as Json[];
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s) => s.clientAddress).sort()).toEqual(['10.7.0.1', '10.7.0.2', '10.7.0.3']);
    expect(sessions.filter((s) => s.current).map((s) => s.clientAddress)).toEqual(['10.7.0.2']);
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual([
        'clientAddress',
        'createdAt',
        'current',
        'id',
        'lastSeenAt',
      ]);
      expect(session.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Date.parse(session.createdAt)).not.toBeNaN();
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
    expect(new Set(sessions.map((s) => s.id)).size).toBe(3);
    // Nothing that opens or names a session as stored: not the tokens, not their hashes, not a prefix of them.
    const secrets = [...(await tokenHashesOf('ss.lister')), token(here!), token(laptop!), token(phone!)];
    for (const secret of secrets) {
      expect(reply.text).not.toContain(secret);
      expect(reply.text).not.toContain(secret.slice(0, 16));
    }
  });

  it('signs out one of its sessions by id; the others go on', async () => {
    const [here, laptop, phone] = await accountWithSessions('ss.ender', ['10.8.0.1', '10.8.0.2', '10.8.0.3']);
    const sessions = (await here!.get('/api/auth/sessions')).body as Json[];
    const laptopSession = sessions.find((s) => s.clientAddress === '10.8.0.2')!;
    const reply = await here!.delete(`/api/auth/sessions/${laptopSession.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ended: 1, current: false });
    expect((await laptop!.get('/api/auth/me')).status).toBe(401);
    expect((await here!.get('/api/auth/me')).status).toBe(200);
    expect((await phone!.get('/api/auth/me')).status).toBe(200);
    expect((await here!.get('/api/auth/sessions')).body).toHaveLength(2);
    // Again: it is gone.
    const again = await here!.delete(`/api/auth/sessions/${laptopSession.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.sessionNotFound);
    expect(await auditOf('ss.ender', 'SESSION_END')).toEqual([
      { outcome: 'success', details: { scope: 'one', ended: 1, current: false }, client_address: '10.8.0.1' },
    ]);
  });

  it('signing out the current session by id ends it and clears the cookie', async () => {
    const [here] = await accountWithSessions('ss.self', ['10.9.0.1', '10.9.0.2']);
    const mine = ((await here!.get('/api/auth/sessions')).body as Json[]).find((s) => s.current)!;
    const reply = await here!.delete(`/api/auth/sessions/${mine.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ended: 1, current: true });
    expect(here!.cookie).toBeNull();
    expect(String(reply.headers['set-cookie'])).toMatch(/csw_session=;/);
  });

  it("cannot sign out another user's session: 404, and that session goes on", async () => {
    const [victim] = await accountWithSessions('ss.victim', ['10.10.0.1']);
    const [attacker] = await accountWithSessions('ss.attacker', ['10.10.0.2']);
    const victimSession = ((await victim!.get('/api/auth/sessions')).body as Json[])[0];
    const reply = await attacker!.delete(`/api/auth/sessions/${victimSession.id}`);
    expect(reply.status).toBe(404);
    expect((await victim!.get('/api/auth/me')).status).toBe(200);
    // A stored hash is no id either: the route only knows ids derived from it.
    const [hash] = await tokenHashesOf('ss.victim');
    expect((await attacker!.delete(`/api/auth/sessions/${hash!.slice(0, 32)}`)).status).toBe(404);
    expect((await victim!.get('/api/auth/me')).status).toBe(200);
  });

  it('refuses a malformed session id with 400', async () => {
    const [here] = await accountWithSessions('ss.malformed', ['10.11.0.1']);
    for (const id of ['abc', 'Z'.repeat(32), `${'a'.repeat(32)}0`]) {
      const reply = await here!.delete(`/api/auth/sessions/${id}`);
      expect({ id, status: reply.status }).toEqual({ id, status: 400 });
    }
  });

  it('signs out every other session at once, keeping the current one', async () => {
    const [here, laptop, phone] = await accountWithSessions('ss.everywhere', [
      '10.12.0.1',
      '10.12.0.2',
      '10.12.0.3',
    ]);
    const [bystander] = await accountWithSessions('ss.bystander', ['10.12.0.9']);
    const reply = await here!.delete('/api/auth/sessions');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ended: 2, current: false });
    expect((await laptop!.get('/api/auth/me')).status).toBe(401);
    expect((await phone!.get('/api/auth/me')).status).toBe(401);
    expect((await here!.get('/api/auth/me')).status).toBe(200);
    expect((await bystander!.get('/api/auth/me')).status).toBe(200);
    const listed = (await here!.get('/api/auth/sessions')).body as Json[];
    expect(listed.map((s) => s.current)).toEqual([true]);
    expect(await auditOf('ss.everywhere', 'SESSION_END')).toEqual([
      {
        outcome: 'success',
        details: { scope: 'others', ended: 2, current: false },
        client_address: '10.12.0.1',
      },
    ]);
  });

  it('every account route needs a live session', async () => {
    const anonymous = server.client();
    for (const [method, url, body] of [
      ['POST', '/api/auth/password', { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD }],
      ['GET', '/api/auth/sessions', undefined],
      ['DELETE', '/api/auth/sessions', undefined],
      ['DELETE', `/api/auth/sessions/${'a'.repeat(32)}`, undefined],
    ] as const) {
      const reply = await anonymous.request(method, url, body);
      expect({ method, url, status: reply.status }).toEqual({ method, url, status: 401 });
    }
  });
});

describe('why a session ended', () => {
  const endedWith = async (client: TestClient) => {
    const reply = await client.get('/api/documents');
    return { status: reply.status, code: reply.body.code, message: reply.body.message as string };
  };

  it('tells a browser signed out from another session, after a password change, after idling and once disabled', async () => {
    const [here, laptop, phone] = await accountWithSessions('end.reasons', [
      '10.7.0.1',
      '10.7.0.2',
      '10.7.0.3',
    ]);
    const ids = (await here!.get('/api/auth/sessions')).body as { id: string; current: boolean }[];
    // One session signed out from the Account dialog of another.
    const laptopId = ids.find((s) => !s.current && s.id)!.id;
    expect((await here!.delete(`/api/auth/sessions/${laptopId}`)).status).toBe(200);
    const signedOut = [await endedWith(laptop!), await endedWith(phone!)].find((r) => r.status === 401)!;
    expect(signedOut).toEqual({
      status: 401,
      code: 'SESSION_ENDED',
      message: sessionEndMessage('signed-out-elsewhere', { idleMinutes: 15, absoluteHours: 12 }),
    });

    // A password change signs the others out, saying so.
    const survivor = (await endedWith(laptop!)).status === 200 ? laptop! : phone!;
    expect(
      (
        await here!.post('/api/auth/password', {
          currentPassword: STRONG_PASSWORD,
          newPassword: NEW_PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect(await endedWith(survivor)).toMatchObject({
      status: 401,
      message: sessionEndMessage('password-changed', { idleMinutes: 15, absoluteHours: 12 }),
    });

    // Idle past the limit: the sessions row says so.
    await server.db.database.pool.query(
      "UPDATE sessions SET last_seen_at = now() - interval '1 day' WHERE token_hash = $1",
      [sessionTokenHash(token(here!))],
    );
    expect(await endedWith(here!)).toMatchObject({
      status: 401,
      code: 'SESSION_ENDED',
      message: expect.stringMatching(/without activity/),
    });

    // An unknown token is simply asked to sign in.
    const stranger = server.client('10.7.0.9');
    stranger.cookie = 'csw_session=' + 'x'.repeat(43);
    expect(await endedWith(stranger)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('tells the browser of an account an administrator disabled', async () => {
    const admin = await server.user('end.admin', 'admin');
    const target = await server.user('end.target');
    expect(
      (await admin.client.put(`/api/admin/users/${target.id}/status`, { status: 'disabled' })).status,
    ).toBe(200);
    expect(await endedWith(target.client)).toEqual({
      status: 401,
      code: 'SESSION_ENDED',
      message: sessionEndMessage('account-disabled', { idleMinutes: 15, absoluteHours: 12 }),
    });
  });
});
