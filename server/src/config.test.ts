import { loadConfig } from './config';

describe('configuration', () => {
  it('turns demo mode on by default and off in production', () => {
    expect(loadConfig({}).demoMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'on' }).demoMode).toBe(true);
  });

  it('has the required timeouts and lockout by default, and takes others', () => {
    const defaults = loadConfig({});
    expect(defaults.auth).toMatchObject({
      idleTimeoutMs: 15 * 60_000,
      absoluteTimeoutMs: 12 * 3_600_000,
      lockoutMaxFailures: 3,
      lockoutWindowMs: 15 * 60_000,
    });
    expect(defaults.database.url).toBeNull();
    expect(defaults.database.dataDir).toMatch(/data$/);
    const custom = loadConfig({
      SESSION_IDLE_MINUTES: '5',
      LOCKOUT_MAX_FAILURES: '5',
      DATABASE_URL: 'postgres://db/app',
      DATA_DIR: '/var/lib/csw',
    });
    expect(custom.auth).toMatchObject({ idleTimeoutMs: 5 * 60_000, lockoutMaxFailures: 5 });
    expect(custom.database).toMatchObject({ url: 'postgres://db/app', dataDir: '/var/lib/csw' });
  });

  it('sends Secure cookies when the shell is served over HTTPS', () => {
    expect(loadConfig({}).auth.secureCookies).toBe(false);
    expect(loadConfig({ SHELL_URL: 'https://staff.example' }).auth.secureCookies).toBe(true);
  });

  it('refuses half an administrator and nonsense numbers', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'root' })).toThrow(/set together/);
    expect(() => loadConfig({ LOCKOUT_MAX_FAILURES: 'many' })).toThrow(/LOCKOUT_MAX_FAILURES/);
    expect(() => loadConfig({ DEMO_MODE: 'maybe' })).toThrow(/DEMO_MODE/);
  });
});
