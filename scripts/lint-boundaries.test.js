// The platform's import boundaries are enforced by ESLint: a wrong import fails `npm test`. Each rule is proven
// by a planted violation: a piece of code linted as if it were a file at the given path (nothing is written).
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** Every shared library but the engine and the contracts, read from the disk: each is a browser library. */
const browserLibraries = fs
  .readdirSync(path.join(root, 'shared'))
  .filter((name) => !['engine', 'contracts'].includes(name))
  .filter((name) => fs.existsSync(path.join(root, 'shared', name, 'package.json')))
  .map((name) => ({
    folder: name,
    name: JSON.parse(fs.readFileSync(path.join(root, 'shared', name, 'package.json'), 'utf8')).name,
  }));

/** [name, file the code pretends to be, code, the rule that must fire (null: none of the boundary rules)] */
const CASES = [
  [
    'a center importing another center',
    'centers/think/src/app/bad.ts',
    "import { center } from '../../../create/src/center';\nexport const x = center;\n",
    'import-x/no-restricted-paths',
  ],
  [
    'a center importing the shell',
    'centers/review/src/app/bad.ts',
    "import { App } from '../../../../shell/src/app/app';\nexport const x = App;\n",
    'import-x/no-restricted-paths',
  ],
  [
    'the shell importing center source',
    'shell/src/app/bad.ts',
    "import { center } from '../../../centers/think/src/center';\nexport const x = center;\n",
    'import-x/no-restricted-paths',
  ],
  [
    'the federation runtime outside the shell federation folder',
    'shell/src/app/bad.ts',
    "import { loadRemote } from '@module-federation/enhanced/runtime';\nexport const x = loadRemote;\n",
    'no-restricted-imports',
  ],
  [
    // The shell's federation rule sets no-restricted-imports again: it must keep the center ban with it.
    'the shell importing a center package',
    'shell/src/app/bad.ts',
    "import { center } from '@csw/center-think';\nexport const x = center;\n",
    'no-restricted-imports',
  ],
  [
    'the engine importing React',
    'shared/engine/src/text/bad.ts',
    "import { useState } from 'react';\nexport const x = useState;\n",
    'no-restricted-imports',
  ],
  [
    'the engine importing a database driver',
    'shared/engine/src/text/bad.ts',
    "import { Pool } from 'pg';\nexport const x = Pool;\n",
    'no-restricted-imports',
  ],
  [
    'the engine importing the ORM',
    'shared/engine/src/text/bad.ts',
    "import { sql } from 'drizzle-orm';\nexport const x = sql;\n",
    'no-restricted-imports',
  ],
  [
    'the engine importing server code by path',
    'shared/engine/src/text/bad.ts',
    "import { buildApp } from '../../../../server/src/app';\nexport const x = buildApp;\n",
    'import-x/no-restricted-paths',
  ],
  [
    'the contracts importing the storage library',
    'shared/contracts/src/bad.ts',
    "import { createApiClient } from '@csw/storage';\nexport const x = createApiClient;\n",
    'no-restricted-imports',
  ],
  [
    'the contracts importing the server framework',
    'shared/contracts/src/bad.ts',
    "import Fastify from 'fastify';\nexport const x = Fastify;\n",
    'no-restricted-imports',
  ],
  [
    'shared/ui importing the storage library',
    'shared/ui/src/components/bad.ts',
    "import { createApiClient } from '@csw/storage';\nexport const x = createApiClient;\n",
    'no-restricted-imports',
  ],
  [
    'a feature importing another feature of the same app',
    'centers/review/src/features/search/bad.ts',
    "import { UploadForm } from '../upload/upload-form';\nexport const x = UploadForm;\n",
    'import-x/no-restricted-paths',
  ],
  [
    'a center opening an EventSource',
    'centers/execute/src/app/bad.ts',
    "export const open = () => new EventSource('/api/stream');\n",
    'no-restricted-globals',
  ],
  [
    'a center using XMLHttpRequest',
    'centers/execute/src/app/bad.ts',
    'export const open = () => new XMLHttpRequest();\n',
    'no-restricted-globals',
  ],
  [
    'a center using sessionStorage',
    'centers/execute/src/app/bad.ts',
    "export const read = () => sessionStorage.getItem('k');\n",
    'no-restricted-globals',
  ],
  [
    'a center using localStorage',
    'centers/execute/src/app/bad.ts',
    "export const read = () => localStorage.getItem('k');\n",
    'no-restricted-globals',
  ],
  [
    'a center using raw fetch',
    'centers/advise/src/app/bad.ts',
    "export const load = () => fetch('/api/documents');\n",
    'no-restricted-globals',
  ],
  [
    'a center using globalThis.fetch',
    'centers/advise/src/app/bad.ts',
    "export const load = () => globalThis.fetch('/api');\n",
    'no-restricted-properties',
  ],
  [
    'a center using window.sessionStorage',
    'centers/advise/src/app/bad.ts',
    'export const store = () => window.sessionStorage;\n',
    'no-restricted-properties',
  ],
  // Each browser library that exists, by package and by path, from the engine and from the contracts.
  ...browserLibraries.flatMap((library) => [
    [
      `the engine importing ${library.name}`,
      'shared/engine/src/text/bad.ts',
      `import * as lib from '${library.name}';\nexport const x = lib;\n`,
      'no-restricted-imports',
    ],
    [
      `the contracts importing shared/${library.folder} by path`,
      'shared/contracts/src/bad.ts',
      `import * as lib from '../../${library.folder}/src/index';\nexport const x = lib;\n`,
      'import-x/no-restricted-paths',
    ],
  ]),
  [
    // wink-nlp is installed (the engine declares it), but the REVIEW center does not declare it.
    'a package importing a package its package.json does not declare',
    'centers/review/src/app/bad.ts',
    "import winkNLP from 'wink-nlp';\nexport const x = winkNLP;\n",
    'csw/declared-dependencies',
  ],
];

/** Code that must pass every boundary rule. */
const ALLOWED = [
  [
    'a center importing shared libraries',
    'centers/think/src/app/good.ts',
    "import { CENTER_IDS } from '@csw/contracts';\nexport const ids = CENTER_IDS;\n",
  ],
  [
    'a feature importing the app-wide lib folder',
    'centers/review/src/features/search/good.ts',
    "import { clip } from '../../lib/clip';\nexport const x = clip;\n",
  ],
  [
    'a package importing a package it declares',
    'shared/engine/src/text/good.ts',
    "import winkNLP from 'wink-nlp';\nexport const x = winkNLP;\n",
  ],
];

let outcomes = [];

beforeAll(() => {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/lint-rules/lint-cases.mjs')], {
    cwd: root,
    input: JSON.stringify([...CASES, ...ALLOWED].map(([, filePath, code]) => ({ filePath, code }))),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`linting the planted cases failed: ${run.stderr}`);
  outcomes = JSON.parse(run.stdout);
}, 120_000);

describe('import boundaries', () => {
  it.each(CASES.map((c, index) => [c[0], index, c[3]]))('%s fails lint', (_name, index, rule) => {
    expect(outcomes[index].errorCount).toBeGreaterThan(0);
    expect(outcomes[index].rules).toContain(rule);
  });

  it.each(ALLOWED.map((c, index) => [c[0], CASES.length + index]))('%s passes', (_name, index) => {
    expect(outcomes[index]).toEqual({ errorCount: 0, rules: [] });
  });
});
