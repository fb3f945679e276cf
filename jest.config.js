// Unit and component tests of every workspace: browser code in jsdom, the server in node.
'use strict';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/shared', '<rootDir>/centers', '<rootDir>/shell'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '<rootDir>/shared/engine/'],
      setupFiles: ['<rootDir>/jest/web-globals.js'],
      setupFilesAfterEnv: ['<rootDir>/jest/web-setup.js'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      // The engine (which the shell's command bar uses) counts syllables with a package that ships only as
      // ES modules: compile it and its dependencies to CommonJS like our sources.
      transformIgnorePatterns: [
        '/node_modules/(?!(.*/node_modules/)?(syllable|normalize-strings|pluralize)/)',
      ],
    },
    {
      // The analysis engine runs on the server: test it in node, not in a browser environment.
      ...common,
      displayName: 'engine',
      testEnvironment: 'node',
      roots: ['<rootDir>/shared/engine'],
      testMatch: ['**/*.test.ts'],
      // The syllable counter of the writing checker ships only as ES modules: compile it like our sources.
      transformIgnorePatterns: ['/node_modules/(?!(.*/node_modules/)?(syllable)/)'],
    },
    {
      // The API against a real database (embedded PGlite by default, PostgreSQL with CSW_TEST_DB=postgres):
      // run by `npm run test:server`, which selects this project.
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      // Hidden folders (scratch work) are not part of the suite.
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '/\\.[^/]+/'],
      testMatch: ['**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/server/test/setup.ts'],
      // A few dependencies of Fastify's plugins ship only as ES modules (or load one with import()): compile
      // them to CommonJS like our sources, so the suite needs no experimental VM-modules flag.
      transformIgnorePatterns: [
        '/node_modules/(?!(.*/node_modules/)?(content-disposition|cookie|@fastify/cookie|syllable)/)',
      ],
    },
    {
      ...common,
      displayName: 'scripts',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts'],
      testMatch: ['**/*.test.js', '**/*.test.mjs', '**/*.test.ts'],
    },
  ],
};
