import { spawn } from 'node:child_process';
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
