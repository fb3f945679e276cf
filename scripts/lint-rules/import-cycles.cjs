// Import cycles of the sources (TypeScript and JavaScript), type-only imports included. ESLint's import-x/no-cycle skips
// `import type`, so two files that name each other's types form a cycle it cannot see; this reads every
// import and re-export (TypeScript's own pre-parser) and finds the strongly connected groups.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const SKIPPED = new Set(['node_modules', 'dist']);

/** The TypeScript and JavaScript files under `dir` (no declaration files, no hidden or build folders). */
function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * The workspaces' packages by name (root package.json): where each lives and the files its entry points
 * name (`main`, `exports`), so that `@csw/engine` and `@csw/ui/testing` lead to their sources.
 */
function workspacePackages(root) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const packages = new Map();
  for (const folder of manifest.workspaces ?? []) {
    const file = path.join(root, folder, 'package.json');
    if (!fs.existsSync(file)) continue;
    const { name, main, exports } = JSON.parse(fs.readFileSync(file, 'utf8'));
    const entries = typeof exports === 'object' && exports ? { ...exports } : {};
    if (main && !entries['.']) entries['.'] = main;
    packages.set(name, { dir: path.join(root, folder), entries });
  }
  return packages;
}

/** The base path a specifier names (before extensions), or null for a package outside the workspace. */
function targetOf(from, specifier, packages) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const found = packages.get(name);
  if (!found) return null;
  const sub = `.${specifier.slice(name.length)}`; // '.' or './testing'
  return path.resolve(found.dir, found.entries[sub] ?? sub);
}

/** The source file a specifier names, among `known`; null for anything else. */
function resolveImport(from, specifier, known, packages) {
  const base = targetOf(from, specifier, packages);
  if (!base) return null;
  const candidates = [
    base,
    ...['.ts', '.tsx', '.js', '.mjs', '.cjs'].map((extension) => `${base}${extension}`),
    ...['index.ts', 'index.tsx', 'index.js'].map((index) => path.join(base, index)),
  ];
  return candidates.find((candidate) => known.has(candidate)) ?? null;
}

/** Each file's imports among the files given. */
function importGraph(files, packages) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((imported) => resolveImport(file, imported.fileName, known, packages));
    graph.set(file, [...new Set(targets.filter(Boolean))]);
  }
  return graph;
}

/** Groups of files that import one another (Tarjan's strongly connected components of two or more). */
function stronglyConnected(graph) {
  let counter = 0;
  const order = new Map();
  const lowest = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (file) => {
    order.set(file, counter);
    lowest.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file)) {
      if (!order.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file), lowest.get(target)));
      } else if (onStack.has(target)) lowest.set(file, Math.min(lowest.get(file), order.get(target)));
    }
    if (lowest.get(file) !== order.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file).includes(file)) groups.push(group);
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return groups;
}

/**
 * The import cycles among the sources of `folders` (relative to `root`, whose package.json names the
 * workspaces), each as sorted relative paths.
 */
function findImportCycles(root, folders) {
  const files = folders.flatMap((folder) => sourceFiles(path.join(root, folder)));
  return stronglyConnected(importGraph(files, workspacePackages(root))).map((group) =>
    group.map((file) => path.relative(root, file)).sort(),
  );
}

module.exports = { findImportCycles };
