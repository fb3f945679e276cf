#!/usr/bin/env node
// `npm run test:server`: the server suite (jest project "server") against the embedded database, then,
// when TEST_DATABASE_URL names a PostgreSQL server (CI: scripts/ci/install-postgres.sh), against
// PostgreSQL the test files that can reach the database (database-suites.mjs: derived from the imports, so
// a new one is never left out; the others run the same on either database). Options: --embedded-only,
// --postgres-only; anything else goes to jest, and then both passes run what those arguments select.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { databaseSuites } from './database-suites.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const args = process.argv.slice(2);
const only = (flag) => args.includes(flag);
const jestArgs = args.filter((arg) => arg !== '--embedded-only' && arg !== '--postgres-only');

// Three workers on two cores: the tests spend most of their time waiting on database threads and child
// processes (measured: 93 s against 157 s with two).
function pass(kind) {
  const started = Date.now();
  console.log(
    `\n== server suite on ${kind === 'postgres' ? `PostgreSQL (${redact(process.env.TEST_DATABASE_URL)})` : 'the embedded database'} ==`,
  );
  const selection = kind === 'postgres' && jestArgs.length === 0 ? postgresSelection() : jestArgs;
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/jest/bin/jest.js'),
      '--selectProjects',
      'server',
      '--maxWorkers=3',
      ...selection,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, CSW_TEST_DB: kind } },
  );
  console.log(
    `== ${kind} pass: ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ==`,
  );
  return result.status ?? 1;
}

/** The database suites, by path, for a PostgreSQL pass the caller did not narrow. */
function postgresSelection() {
  const suites = databaseSuites(root);
  console.log(`${suites.length} test files reach the database; the others ran in the embedded pass only.`);
  return ['--runTestsByPath', ...suites];
}

function redact(url) {
  try {
    const parsed = new URL(url);
    parsed.password = parsed.password ? '***' : '';
    return parsed.toString();
  } catch {
    return 'TEST_DATABASE_URL';
  }
}

let status = 0;
// Both passes run even when the first fails, so that one run reports the failures of each.
if (!only('--postgres-only')) status = pass('embedded') || status;
if (!only('--embedded-only')) {
  if (process.env.TEST_DATABASE_URL) status = pass('postgres') || status;
  else if (only('--postgres-only')) {
    console.error('--postgres-only needs TEST_DATABASE_URL (source scripts/ci/install-postgres.sh first).');
    status = 1;
  } else
    console.log(
      '\n(TEST_DATABASE_URL is not set: the PostgreSQL pass runs in CI, or with scripts/ci/postgres-pass.sh.)',
    );
}
process.exit(status);
