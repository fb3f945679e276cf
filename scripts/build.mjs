#!/usr/bin/env node
// Builds the production bundles of the shell and the five centers, skipping an app whose inputs have not
// changed since its last build (a fingerprint of its sources, the shared libraries and the build config).
// With CSW_BUILD_CACHE naming a folder (CI), each finished bundle is kept there by that fingerprint and a
// fresh clone copies an unchanged app's bundle instead of building it.
// Usage: node scripts/build.mjs [--force] [app ...]
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, existsSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { centerAddressesIn } = require('./build/shell-bundle-check.cjs');
const { keepBundle, restoreBundle } = require('./build/bundle-cache.cjs');

/** Bundles kept between clones by fingerprint (bundle-cache.cjs); CI sets it, a developer need not. */
const BUNDLE_CACHE = process.env.CSW_BUILD_CACHE;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = {
  shell: 'shell',
  think: 'centers/think',
  create: 'centers/create',
  review: 'centers/review',
  advise: 'centers/advise',
  execute: 'centers/execute',
};
const SHARED_INPUTS = [
  'shared',
  'webpack.common.js',
  'scripts/build',
  'platform.origins.cjs',
  'tsconfig.base.json',
  'package-lock.json',
];

function listFiles(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (
      entry.name === 'node_modules' ||
      entry.name === 'dist' ||
      entry.name.endsWith('.test.ts') ||
      entry.name.endsWith('.test.tsx')
    )
      return [];
    return listFiles(path.join(target, entry.name));
  });
}

export function fingerprint(app) {
  const hash = createHash('sha256');
  for (const file of [...listFiles(APPS[app]), ...SHARED_INPUTS.flatMap(listFiles)].sort()) {
    hash.update(path.relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

const distOf = (app) => path.join(root, APPS[app], 'dist');
const stampOf = (app) => path.join(distOf(app), '.build-fingerprint');

/** Copies the kept bundle of an app whose inputs are unchanged; true when it did. */
function restoreKept(app) {
  if (!BUNDLE_CACHE || !restoreBundle(BUNDLE_CACHE, app, fingerprint(app), distOf(app))) return false;
  console.log(`${app}: unchanged since a kept build, copied from ${BUNDLE_CACHE}`);
  return true;
}

function isStale(app) {
  const stamp = stampOf(app);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== fingerprint(app);
}

function buildOne(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
      {
        cwd: path.join(root, APPS[app]),
        stdio: 'inherit',
      },
    );
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`Building ${app} failed (exit ${code}).`));
      const print = fingerprint(app);
      writeFileSync(stampOf(app), print);
      if (BUNDLE_CACHE) keepBundle(BUNDLE_CACHE, app, print, distOf(app));
      console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const requested = args.filter((a) => !a.startsWith('--'));
  const apps = requested.length ? requested : Object.keys(APPS);
  for (const app of apps)
    if (!APPS[app]) throw new Error(`Unknown app "${app}". Known: ${Object.keys(APPS).join(', ')}`);
  const queue = apps.filter((app) => force || (isStale(app) && !restoreKept(app)));
  if (queue.length === 0) console.log('All bundles are up to date.');
  else {
    console.log(`Building: ${queue.join(', ')}`);
    // Two builds at a time: one per core.
    const workers = Array.from({ length: Math.min(2, queue.length) }, async () => {
      while (queue.length) await buildOne(queue.shift());
    });
    await Promise.all(workers);
  }
  if (apps.includes('shell')) checkShellBundle();
}

/** The shell finds the centers through the platform config only: its bundle names no center address. */
function checkShellBundle() {
  const findings = centerAddressesIn(path.join(root, APPS.shell, 'dist'));
  if (findings.length > 0)
    throw new Error(
      `The shell bundle names center addresses (centers are found through /platform-config.json):\n${findings.join('\n')}`,
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
