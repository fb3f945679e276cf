// Which server test files the PostgreSQL pass runs: every one that can reach the database switch, found
// from the code rather than listed by hand, so that a new test that uses the database is never left out.
// The switch is any file of the server that reads CSW_TEST_DB or TEST_DATABASE_URL (the database test kit,
// test/support/test-database.ts, and the few tests that read them themselves); jest's own dependency graph
// (--findRelatedTests) then gives every test file that imports one of them at any depth. A test file that
// reaches none of them runs the same on either database, so the embedded pass covers it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SWITCH = /\b(?:CSW_TEST_DB|TEST_DATABASE_URL)\b/;
const SOURCE = /\.(?:ts|tsx|js|mjs|cjs)$/;

/** The source files under `dir` that name the database switch (no dependencies, builds or hidden folders). */
export function switchFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return switchFiles(full);
    return SOURCE.test(entry.name) && SWITCH.test(fs.readFileSync(full, 'utf8')) ? [full] : [];
  });
}

/**
 * The test files of jest project `project` (in the jest config of `root`) that are one of `files` or
 * import one of them at any depth, sorted.
 */
export function testsReaching(root, files, project = 'server') {
  if (files.length === 0) return [];
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/jest/bin/jest.js'),
      '--selectProjects',
      project,
      '--listTests',
      '--json',
      '--findRelatedTests',
      ...files,
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`jest could not list the tests: ${run.stderr || run.stdout}`);
  return JSON.parse(run.stdout).sort();
}

/** The server test files that can reach the database switch: the PostgreSQL pass. */
export function databaseSuites(root) {
  return testsReaching(root, switchFiles(path.join(root, 'server')));
}
