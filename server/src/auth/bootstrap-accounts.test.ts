import { DEMO_ACCOUNT, DEMO_ADMIN_ACCOUNT } from '@csw/contracts';
import { loadConfig } from '../config';
import { startTestServer, TEST_ENV, type TestServer } from '../../test/support/test-server';
import { bootstrapAccounts } from './bootstrap-accounts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DEMO_MODE: 'on' });
});
afterAll(() => server?.close());

describe('demo mode', () => {
  it('creates the demo officer and the demo administrator and publishes their credentials', async () => {
    expect((await server.client().get('/api/auth/config')).body).toEqual({
      demoMode: true,
      demo: { ...DEMO_ACCOUNT },
      demoAdmin: { ...DEMO_ADMIN_ACCOUNT },
      sessionIdleMinutes: 15,
    });
    const officer = server.client();
    expect((await officer.post('/api/auth/login', DEMO_ACCOUNT)).body.user.role).toBe('user');
    const admin = server.client();
    expect((await admin.post('/api/auth/login', DEMO_ADMIN_ACCOUNT)).body.user.role).toBe('admin');
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
    expect((await server.client().post('/api/auth/login', DEMO_ADMIN_ACCOUNT)).status).toBe(403);
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
