#!/usr/bin/env node
// `npm start`: build what is missing or stale, then serve the shell, its config and /api on one origin
// and each center on its own origin.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: process.env.NODE_ENV ?? 'development', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
