#!/usr/bin/env node
// Writes the next versioned migration from the schema (server/src/db/schema): `npm run db:generate -w server -- --name <what>`.
// drizzle-kit is installed at the repository root while drizzle-orm is installed under server/, and
// drizzle-kit looks for drizzle-orm from its own folder: it is linked into a temporary folder under
// server/node_modules and run from there with symlinks preserved, so it finds both.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** The installed folder of a package, looked up the way Node does from server/ upwards. */
function packageDir(name) {
  for (let dir = serverDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed.`);
  }
}
const kitDir = packageDir('drizzle-kit');

const temp = fs.mkdtempSync(path.join(serverDir, 'node_modules', '.drizzle-kit-'));
try {
  fs.mkdirSync(path.join(temp, 'node_modules'));
  fs.symlinkSync(kitDir, path.join(temp, 'node_modules', 'drizzle-kit'));
  const result = spawnSync(
    process.execPath,
    [
      '--preserve-symlinks',
      '--preserve-symlinks-main',
      path.join(temp, 'node_modules/drizzle-kit/bin.cjs'),
      'generate',
      ...process.argv.slice(2),
    ],
    { cwd: serverDir, stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} finally {
  fs.rmSync(temp, { recursive: true, force: true });
}
