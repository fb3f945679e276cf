// Lint for the whole repository. Besides the usual rules it enforces the platform's boundaries (each one
// proven by a planted violation in scripts/lint-boundaries.test.js):
// - centers never import each other or the shell, the shell never imports center source, and only the shell's
//   federation folder touches the federation runtime;
// - the engine and the contracts import no React, browser storage, database or server code; shared/ui imports
//   no storage; a shared library imports nothing above it;
// - inside an app, no feature imports another feature;
// - centers reach the network and browser storage only through @csw/storage (no fetch, EventSource,
//   XMLHttpRequest, localStorage or sessionStorage);
// - a package imports only what its package.json declares.
// Import cycles, type-only imports included (import-x/no-cycle skips those), are found by
// scripts/import-cycles.test.js, in seconds where that rule took most of the lint's minutes.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { declaredDependencies } from './scripts/lint-rules/declared-dependencies.mjs';

const CENTERS = ['think', 'create', 'review', 'advise', 'execute'];

/** The shared libraries that run on the server as well as in the browser; every other one is a browser library. */
const SERVER_SAFE_LIBRARIES = ['engine', 'contracts'];

/**
 * The browser libraries (folder and package name), read from shared/ so that the list follows the libraries
 * that exist: a new one is banned from the engine and the contracts the day it is added.
 */
export const BROWSER_LIBRARIES = fs
  .readdirSync(path.join(import.meta.dirname, 'shared'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SERVER_SAFE_LIBRARIES.includes(entry.name))
  .map((entry) => path.join(import.meta.dirname, 'shared', entry.name, 'package.json'))
  .filter((manifest) => fs.existsSync(manifest))
  .map((manifest) => ({
    folder: `./${path.relative(import.meta.dirname, path.dirname(manifest))}`,
    name: JSON.parse(fs.readFileSync(manifest, 'utf8')).name,
  }));

/** Zones for import-x/no-restricted-paths: `target` may not import from `from`. */
export const boundaryZones = [
  ...CENTERS.flatMap((center) => [
    {
      target: `./centers/${center}`,
      from: CENTERS.filter((other) => other !== center).map((other) => `./centers/${other}`),
      message: 'Centers never import each other: publish a typed bus event instead.',
    },
    {
      target: `./centers/${center}`,
      from: './shell',
      message: 'Centers never import the shell: use the bus and shared/.',
    },
  ]),
  {
    target: './shell',
    from: './centers',
    message: 'The shell loads centers only through the federation runtime.',
  },
  {
    target: './shared',
    from: ['./shell', './centers', './server'],
    message: 'Shared libraries depend on nothing above them.',
  },
  {
    target: './server',
    from: ['./shell', './centers'],
    message: 'The server depends only on shared/contracts and shared/engine.',
  },
  {
    target: ['./shared/engine', './shared/contracts'],
    from: BROWSER_LIBRARIES.map((library) => library.folder),
    message: 'The engine and the contracts run on the server too: no browser libraries.',
  },
  {
    target: './shared/contracts',
    from: './shared/engine',
    message: 'The contracts are the lowest floor: the engine depends on them, not the reverse.',
  },
  {
    target: './shared/ui',
    from: ['./shared/storage', './shared/documents'],
    message: 'shared/ui holds primitives and layout: no API client, no browser storage, no domain widgets.',
  },
  ...featureZones(),
];

/** Every app's feature folders: `src/features/<a>` never imports `src/features/<b>` (compose in `src/app`). */
function featureZones() {
  const apps = ['shell', ...CENTERS.map((center) => `centers/${center}`)];
  return apps.flatMap((app) => {
    const dir = path.join(import.meta.dirname, app, 'src/features');
    if (!fs.existsSync(dir)) return [];
    const features = fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    return features.map((feature) => ({
      target: `./${app}/src/features/${feature.name}`,
      from: `./${app}/src/features`,
      except: [`./${feature.name}`],
      message: 'Features never import each other: compose them in app/, or move the shared piece to lib/.',
    }));
  });
}

/** Packages that hold React, browser storage, a database or the server: never in the engine or contracts. */
const SERVER_AND_BROWSER_PACKAGES = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@emotion/*',
  ...BROWSER_LIBRARIES.flatMap((library) => [library.name, `${library.name}/*`]),
  'pg',
  'drizzle-orm',
  'drizzle-orm/*',
  '@electric-sql/*',
  'fastify',
  '@fastify/*',
];

/** What centers may not touch directly: the network and browser storage go through @csw/storage. */
const PLATFORM_GLOBALS = [
  { name: 'fetch', message: 'Use the API client of @csw/storage.' },
  { name: 'EventSource', message: 'Use the API client of @csw/storage (its stream method).' },
  { name: 'XMLHttpRequest', message: 'Use the API client of @csw/storage (its upload method).' },
  { name: 'localStorage', message: 'Use createPreferenceStore of @csw/storage.' },
  { name: 'sessionStorage', message: 'Use createPreferenceStore of @csw/storage.' },
];

const CENTER_IMPORT_BAN = {
  group: ['**/centers/**', '@csw/center-*'],
  message: 'Load centers through the federation runtime, never by import.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: {
      'import-x': importX,
      'react-hooks': reactHooks,
      csw: { rules: { 'declared-dependencies': declaredDependencies } },
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'csw/declared-dependencies': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [CENTER_IMPORT_BAN] }],
    },
  },
  {
    // The engine and the contracts are isomorphic: the server imports them.
    files: ['shared/engine/**', 'shared/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            CENTER_IMPORT_BAN,
            {
              group: SERVER_AND_BROWSER_PACKAGES,
              message:
                'The engine and the contracts import no React, browser storage, database or server code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            CENTER_IMPORT_BAN,
            {
              group: ['@csw/storage', '@csw/storage/*', '@csw/documents'],
              message:
                'shared/ui holds primitives and layout: no API client, no browser storage, no domain widgets.',
            },
          ],
        },
      ],
    },
  },
  {
    // The federation runtime is used in one folder of the shell only.
    files: ['shell/src/**'],
    ignores: ['shell/src/federation/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // The shell's own rule adds to the center ban; a later block replaces a rule's options whole.
            CENTER_IMPORT_BAN,
            {
              group: ['@module-federation/*'],
              message: 'Only shell/src/federation uses the federation runtime.',
            },
          ],
        },
      ],
    },
  },
  {
    // Centers reach the network and the browser storage only through @csw/storage.
    files: ['centers/*/src/**'],
    ignores: ['**/*.test.*', 'centers/*/src/testing/**'],
    rules: {
      'no-restricted-globals': ['error', ...PLATFORM_GLOBALS],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          PLATFORM_GLOBALS.map(({ name, message }) => ({ object, property: name, message })),
        ),
      ],
    },
  },
  {
    files: ['**/*.test.{js,ts,tsx,mjs}', 'jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
