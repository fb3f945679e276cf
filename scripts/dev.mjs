#!/usr/bin/env node
// Development servers with reload on save.
//   npm run dev            the composed app: the shell with hot reload on :3000 (API and config proxied to
//                          the server on API_PORT, default 3100) and every center rebuilt on change on its
//                          own origin (:3001-3005). Hot reload does not cross federation boundaries: a
//                          center change reloads the page.
//   npm run dev -- think   one center standalone with hot reload on its own port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { CENTERS } = require('../platform.origins.cjs');
const webpackCli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
const apiPort = process.env.API_PORT ?? '3100';
const children = [];

function run(label, args, options = {}) {
  const child = spawn(process.execPath, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  child.on('exit', (code) => {
    if (code) console.error(`${label} stopped (exit ${code}).`);
  });
  children.push(child);
}

const center = process.argv[2];
if (center) {
  if (!CENTERS.includes(center)) {
    console.error(`Unknown center "${center}". Centers: ${CENTERS.join(', ')}`);
    process.exit(1);
  }
  run(center, [webpackCli, 'serve', '--mode', 'development', '--config-name', `${center}-standalone`], {
    cwd: path.join(root, 'centers', center),
  });
} else {
  run('api', ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      PORT: apiPort,
      CENTERS_EXTERNAL: '1',
      SHELL_URL: process.env.SHELL_URL ?? 'http://localhost:3000',
    },
  });
  run('shell', [webpackCli, 'serve', '--mode', 'development'], {
    cwd: path.join(root, 'shell'),
    env: { API_URL: `http://localhost:${apiPort}` },
  });
  for (const id of CENTERS) {
    run(id, [webpackCli, 'serve', '--mode', 'development', '--config-name', id], {
      cwd: path.join(root, 'centers', id),
    });
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
