import { DEMO_ACCOUNT } from '@csw/contracts';
import { loadConfig } from '../config';
import { startTestServer, TEST_ENV, type TestServer } from '../../test/support/test-server';
import { bootstrapAccounts } from './bootstrap-accounts';
import { hashPassword } from './passwords';

/** The demo administrator that releases before this one created, its credentials published. */
const FORMER_DEMO_ADMIN = { username: 'demo.admin', password: 'staff-admin-2026' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DEMO_MODE: 'on' });
});
afterAll(() => server?.close());

describe('demo mode', () => {
  it("publishes the demo officer's credentials only: a user, never an administrator's", async () => {
    const config = await server.client().get('/api/auth/config');
    expect(config.body).toEqual({
      demoMode: true,
      demo: { ...DEMO_ACCOUNT, clearance: 'SECRET' },
      sessionIdleMinutes: 15,
    });
    const officer = server.client();
    const signedIn = (await officer.post('/api/auth/login', DEMO_ACCOUNT)).body.user;
    // A user, cleared for SECRET (the hint says so), so that a demo shows how markings behave.
    expect(signedIn).toMatchObject({ role: 'user', clearance: 'SECRET' });
    // No administrator comes with demo mode: the name the earlier releases published signs nobody in.
    const formerAdmin = await server.client().post('/api/auth/login', FORMER_DEMO_ADMIN);
    expect(formerAdmin.status).toBe(401);
    const admins = await server.db.database.pool.query(
      `SELECT count(*)::int AS n FROM users WHERE is_demo AND role <> 'user' AND status = 'active'`,
    );
    expect(admins.rows[0].n).toBe(0);
  });

  it('disables the demo administrator an earlier release created, and ends its sessions', async () => {
    const pool = server.db.database.pool;
    await pool.query(
      `INSERT INTO users (id, username, username_key, password_hash, role, is_demo)
       VALUES ('former-demo-admin', $1, $1, $2, 'admin', true)`,
      [FORMER_DEMO_ADMIN.username, await hashPassword(FORMER_DEMO_ADMIN.password)],
    );
    const former = server.client();
    expect((await former.post('/api/auth/login', FORMER_DEMO_ADMIN)).body.user.role).toBe('admin');
    await bootstrapAccounts(server.db.database.db, loadConfig({ ...TEST_ENV, DEMO_MODE: 'on' }));
    expect((await former.get('/api/auth/me')).status).toBe(401);
    expect((await server.client().post('/api/auth/login', FORMER_DEMO_ADMIN)).status).toBe(403);
    // The demo officer is still there.
    expect((await server.client().post('/api/auth/login', DEMO_ACCOUNT)).status).toBe(200);
  });

  it('keeps the demo officer a user, whatever an earlier start left', async () => {
    const pool = server.db.database.pool;
    await pool.query(`UPDATE users SET role = 'admin' WHERE username = $1`, [DEMO_ACCOUNT.username]);
    await bootstrapAccounts(server.db.database.db, loadConfig({ ...TEST_ENV, DEMO_MODE: 'on' }));
    expect((await server.client().post('/api/auth/login', DEMO_ACCOUNT)).body.user.role).toBe('user');
  });

  it('disables the demo accounts and their sessions when the server starts without it, and brings them back with it', async () => {
    const officer = server.client();
    await officer.post('/api/auth/login', DEMO_ACCOUNT);
    await bootstrapAccounts(
      server.db.database.db,
      loadConfig({ ...TEST_ENV, NODE_ENV: 'production', DEMO_MODE: '' }),
    );
    expect((await officer.get('/api/auth/me')).status).toBe(401);
    expect((await server.client().post('/api/auth/login', DEMO_ACCOUNT)).status).toBe(403);
    await bootstrapAccounts(server.db.database.db, loadConfig({ ...TEST_ENV, DEMO_MODE: 'on' }));
    expect((await server.client().post('/api/auth/login', DEMO_ACCOUNT)).status).toBe(200);
  });
});

describe('ADMIN_USERNAME and ADMIN_PASSWORD', () => {
  it('create an administrator at start, once', async () => {
    const config = loadConfig({
      ...TEST_ENV,
      ADMIN_USERNAME: 'ops.admin',
      ADMIN_PASSWORD: 'Long-and-unusual-passphrase-7',
    });
    await bootstrapAccounts(server.db.database.db, config);
    await bootstrapAccounts(server.db.database.db, config);
    const login = await server
      .client()
      .post('/api/auth/login', { username: 'ops.admin', password: 'Long-and-unusual-passphrase-7' });
    expect(login.body.user.role).toBe('admin');
    const created = await server.db.database.pool.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'ACCOUNT_CREATE' AND username = 'ops.admin'`,
    );
    expect(created.rows[0].n).toBe(1);
  });

  it('refuse a weak administrator password', async () => {
    const config = loadConfig({ ...TEST_ENV, ADMIN_USERNAME: 'weak.admin', ADMIN_PASSWORD: 'password1234' });
    await expect(bootstrapAccounts(server.db.database.db, config)).rejects.toThrow(
      /ADMIN_PASSWORD is refused: This password is too common/,
    );
  });
});
