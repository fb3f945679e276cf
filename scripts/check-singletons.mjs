#!/usr/bin/env node
// Fails when any package declares a shared singleton with a version other than the one in the shared-
// dependency table of webpack.common.js: two versions would mean two copies at run time.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { SINGLETONS } = require(path.join(root, 'webpack.common.js'));
const { findMismatches } = require('./singleton-check.cjs');

function workspacePackageJsons() {
  const rootJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const dirs = rootJson.workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2))).map((d) => path.join(pattern.slice(0, -2), d))
      : [pattern],
  );
  return ['.', ...dirs]
    .map((dir) => path.join(dir, 'package.json'))
    .filter((file) => existsSync(path.join(root, file)))
    .map((file) => ({ file, json: JSON.parse(readFileSync(path.join(root, file), 'utf8')) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const packages = workspacePackageJsons();
  const problems = findMismatches(packages, SINGLETONS);
  if (problems.length) {
    console.error(`Shared singletons declared with different versions:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(
    `Shared singletons: ${Object.keys(SINGLETONS).length} checked across ${packages.length} package.json files, all agree.`,
  );
}
