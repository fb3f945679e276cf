#!/usr/bin/env node
// `npm start`: build what is missing or stale, then serve the shell, its config and /api on one origin
// and each center on its own origin.
//   --no-build    serve what is built (the tests build first)
//   --fresh-data  delete DATA_DIR before starting (tests that need a fresh installation)
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));

if (!args.has('--no-build')) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (args.has('--fresh-data')) {
  if (!process.env.DATA_DIR) {
    console.error('--fresh-data needs DATA_DIR: it refuses to delete the default data directory.');
    process.exit(1);
  }
  rmSync(path.resolve(root, process.env.DATA_DIR), { recursive: true, force: true });
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
