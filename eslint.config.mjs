// Lint for the whole repository. Besides the usual rules it enforces the platform's boundaries:
// centers never import each other or the shell, the shell never imports center source, only the
// shell's federation folder touches the federation runtime, and centers use no raw fetch/localStorage.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const CENTERS = ['think', 'create', 'review', 'advise', 'execute'];

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
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/centers/**', '@csw/center-*'],
              message: 'Load centers through the federation runtime, never by import.',
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
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use the API client of @csw/storage.' },
        { name: 'localStorage', message: 'Use createPreferenceStore of @csw/storage.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Use the API client of @csw/storage.' },
        { object: 'window', property: 'localStorage', message: 'Use createPreferenceStore of @csw/storage.' },
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
