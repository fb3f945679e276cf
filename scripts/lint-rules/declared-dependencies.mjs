// ESLint rule: a package imports only what its own package.json declares. npm workspaces hoist every
// package to the root node_modules, so an undeclared import resolves and builds today but breaks the day the
// package is built, versioned or deployed on its own (a center imported @csw/engine without declaring it).
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const BUILTINS = new Set(builtinModules);
const manifests = new Map();

/** The nearest package.json at or above `dir`, read once. */
function manifestFor(dir) {
  if (manifests.has(dir)) return manifests.get(dir);
  const file = path.join(dir, 'package.json');
  let found = null;
  if (fs.existsSync(file)) {
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    found = {
      dir,
      name: json.name,
      declared: new Set([
        ...Object.keys(json.dependencies ?? {}),
        ...Object.keys(json.devDependencies ?? {}),
        ...Object.keys(json.peerDependencies ?? {}),
        ...Object.keys(json.optionalDependencies ?? {}),
      ]),
      isRoot: Array.isArray(json.workspaces),
    };
  } else {
    const parent = path.dirname(dir);
    found = parent === dir ? null : manifestFor(parent);
  }
  manifests.set(dir, found);
  return found;
}

/** The root manifest (the one that lists the workspaces): its devDependencies are the test tooling. */
function rootManifest(start) {
  let current = manifestFor(start);
  while (current && !current.isRoot) {
    const parent = path.dirname(current.dir);
    if (parent === current.dir) return null;
    current = manifestFor(parent);
  }
  return current;
}

/** 'react-dom/client' -> 'react-dom', '@csw/ui/testing' -> '@csw/ui'; null for relative paths and built-ins. */
export function packageName(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return BUILTINS.has(name) ? null : name;
}

const TEST_FILE = /(\.test\.[cm]?[jt]sx?$)|([\\/](testing|test-support|test)[\\/])/;

export const declaredDependencies = {
  meta: {
    type: 'problem',
    docs: { description: "Imports only packages declared in the importing package's package.json." },
    schema: [],
    messages: {
      undeclared:
        "'{{name}}' is not declared in {{manifest}}: add it to that package's dependencies (workspaces hoist packages, so an undeclared import only works by accident).",
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    // Declaration files describe modules (`declare module 'x'`); they import nothing at run time.
    if (filename.endsWith('.d.ts')) return {};
    const own = manifestFor(path.dirname(filename));
    if (!own) return {};
    const root = TEST_FILE.test(filename) ? rootManifest(own.dir) : null;

    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const name = packageName(source.value);
      if (!name || name === own.name || own.declared.has(name) || root?.declared.has(name)) return;
      context.report({
        node: source,
        messageId: 'undeclared',
        data: { name, manifest: path.relative(process.cwd(), path.join(own.dir, 'package.json')) },
      });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      CallExpression(node) {
        if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'require' &&
          node.arguments.length === 1
        )
          check(node, node.arguments[0]);
      },
    };
  },
};
