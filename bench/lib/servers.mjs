import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the platform (already built) on the ports of `env` with a fresh data directory and waits until
 * the API answers. Returns a function that stops it.
 */
export async function startPlatform(env) {
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/start.mjs'), '--no-build', '--fresh-data'],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const health = `http://localhost:${env.PORT}/api/health`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The platform exited with code ${child.exitCode} before it was ready.`);
    try {
      if ((await fetch(health)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The platform did not answer at ${health} within 180 s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
}

/** A TCP port free on 127.0.0.1 at the time of asking. */
export async function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the API as the benchmarks run it (server/src/main.ts under tsx, NODE_ENV=production, on 127.0.0.1
 * and a free port, centers served elsewhere, logging at warn), with `env` on top, and waits until
 * /api/health answers 200. `imports` are modules preloaded into the API process (`--import`). Returns the
 * API's base URL, the child process (its pid is the API's) and the function that stops it.
 */
export async function startApi(env, { imports = [], timeoutMs = 300_000 } = {}) {
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...imports.flatMap((m) => ['--import', m]), 'server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        CENTERS_EXTERNAL: '1',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  };
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
      const ready = await fetch(`${api}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`the API did not start in ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return { api, child, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The demo officer, who exists in demo mode. */
export const DEMO = { username: 'demo.officer', password: 'staff-demo-2026' };

/** The API's environment for one user's timed calls: demo mode on `dataDir`, the rate limits out of the way. */
export function demoApiEnv(dataDir) {
  return {
    DEMO_MODE: 'on',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000000',
    RATE_LIMIT_SESSION_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000',
  };
}

/** Signs the demo officer in on `api`; returns the headers of a JSON call in that session. */
export async function demoHeaders(api) {
  const login = await fetch(`${api}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (login.status !== 200) throw new Error(`demo sign-in failed: ${login.status}`);
  return { 'content-type': 'application/json', cookie: login.headers.get('set-cookie').split(';')[0] };
}
