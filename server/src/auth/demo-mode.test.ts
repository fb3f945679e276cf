import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { REPO_ROOT } from '../paths';
import { TEST_ENV } from '../../test/support/test-server';
import { demoModeNotice, demoModeRefusal, isLoopbackHost } from './demo-mode';

const demo = (env: NodeJS.ProcessEnv) => loadConfig({ ...TEST_ENV, DEMO_MODE: 'on', ...env });

describe('demo mode and the address the server listens on', () => {
  it('tells loopback addresses from the others', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ])
      expect({ host, loopback: isLoopbackHost(host) }).toEqual({ host, loopback: true });
    for (const host of [
      '0.0.0.0',
      '::',
      '[::]',
      '10.0.0.5',
      '192.168.1.20',
      'staff.example',
      'localhost.evil',
      '',
    ])
      expect({ host, loopback: isLoopbackHost(host) }).toEqual({ host, loopback: false });
  });

  it('refuses demo mode on a non-loopback address unless DEMO_ALLOW_NETWORK is on', () => {
    expect(demoModeRefusal(demo({ HOST: 'localhost' }))).toBeNull();
    expect(demoModeRefusal(demo({ HOST: '127.0.0.1' }))).toBeNull();
    const refusal = demoModeRefusal(demo({ HOST: '0.0.0.0' }));
    expect(refusal).toMatch(/Demo mode .* 0\.0\.0\.0/);
    expect(refusal).toMatch(/DEMO_ALLOW_NETWORK=true/);
    expect(refusal).toMatch(/DEMO_MODE=off/);
    expect(demoModeRefusal(demo({ HOST: '0.0.0.0', DEMO_ALLOW_NETWORK: 'true' }))).toBeNull();
    // Without demo mode, any address.
    expect(demoModeRefusal(loadConfig({ ...TEST_ENV, HOST: '0.0.0.0' }))).toBeNull();
  });

  it('counts a load balancer in front (TRUST_PROXY) as the network too', () => {
    expect(demoModeRefusal(demo({ HOST: '127.0.0.1', TRUST_PROXY: 'on' }))).toMatch(/TRUST_PROXY/);
    expect(
      demoModeRefusal(demo({ HOST: '127.0.0.1', TRUST_PROXY: 'on', DEMO_ALLOW_NETWORK: 'true' })),
    ).toBeNull();
  });

  it('says at start that demo mode is on, where, and that its account is public', () => {
    const notice = demoModeNotice(demo({ HOST: 'localhost' }), 'http://127.0.0.1:3000');
    expect(notice).toMatch(/Demo mode is on/);
    expect(notice).toContain('http://127.0.0.1:3000');
    expect(notice).toContain('demo.officer');
    expect(notice).toMatch(/public/);
    expect(notice).not.toMatch(/staff-demo-2026/);
    expect(notice).toMatch(/loopback/);
    const open = demoModeNotice(demo({ HOST: '0.0.0.0', DEMO_ALLOW_NETWORK: 'true' }), 'http://0.0.0.0:3000');
    expect(open).toMatch(/reachable from the network \(DEMO_ALLOW_NETWORK\)/);
  });

  it('DEMO_ALLOW_NETWORK takes on or off only', () => {
    expect(loadConfig({ ...TEST_ENV }).demoAllowNetwork).toBe(false);
    expect(loadConfig({ ...TEST_ENV, DEMO_ALLOW_NETWORK: 'true' }).demoAllowNetwork).toBe(true);
    expect(() => loadConfig({ ...TEST_ENV, DEMO_ALLOW_NETWORK: 'sometimes' })).toThrow(/DEMO_ALLOW_NETWORK/);
  });

  it('the server refuses to start in demo mode on 0.0.0.0, before it opens the database or listens', async () => {
    const dataDir = path.join(REPO_ROOT, '.tmp', `demo-mode-refusal-${process.pid}`);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/main.ts')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...TEST_ENV,
        DEMO_MODE: 'on',
        HOST: '0.0.0.0',
        PORT: '1',
        CENTERS_EXTERNAL: '1',
        // Never opened: the refusal comes first.
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/Demo mode .* 0\.0\.0\.0/);
    expect(output).toMatch(/DEMO_ALLOW_NETWORK=true/);
    expect(output).not.toMatch(/Embedded database in/);
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 60_000);
});
