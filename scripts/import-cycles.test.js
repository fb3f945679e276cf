// No import cycles in the sources, type-only imports included (ESLint's import-x/no-cycle skips those).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { findImportCycles } = require('./lint-rules/import-cycles.cjs');

const root = path.resolve(__dirname, '..');

/** A folder of planted files (name -> source) with a root package.json, removed afterwards. */
function withFiles(files, check, workspaces = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  try {
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ workspaces }));
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, 'src', name)), { recursive: true });
      fs.writeFileSync(path.join(dir, 'src', name), text);
    }
    return check(findImportCycles(dir, ['src']));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('import cycles', () => {
  it('finds a cycle made of type-only imports', () => {
    withFiles(
      {
        'reader.ts':
          "import { rules } from './rules';\nexport interface Shape { n: number }\nexport const r = rules;\n",
        'rules.ts': "import type { Shape } from './reader';\nexport const rules = (s: Shape) => s.n;\n",
      },
      (cycles) => expect(cycles).toEqual([[path.join('src', 'reader.ts'), path.join('src', 'rules.ts')]]),
    );
  });

  it('finds a cycle through three files, a re-export and an index file', () => {
    withFiles(
      {
        'a.ts': "export { b } from './b';\n",
        'b.ts': "import type { C } from './c';\nexport const b = 1 as unknown as C;\n",
        'c/index.ts': "import type { b } from '../a';\nexport type C = typeof b;\n",
      },
      (cycles) =>
        expect(cycles).toEqual([
          [path.join('src', 'a.ts'), path.join('src', 'b.ts'), path.join('src', 'c', 'index.ts')],
        ]),
    );
  });

  it('follows workspace packages by name, their main file and their exports', () => {
    withFiles(
      {
        'lib/package.json': JSON.stringify({ name: '@x/lib', main: 'src/index.ts' }),
        'lib/src/index.ts': "import type { T } from '@x/kit/testing';\nexport const lib = {} as T;\n",
        'kit/package.json': JSON.stringify({ name: '@x/kit', exports: { './testing': './src/fake.ts' } }),
        'kit/src/fake.ts': "import { lib } from '@x/lib';\nexport type T = typeof lib;\n",
        'kit/src/other.ts': "import { lib } from '@x/lib';\nexport const other = lib;\n",
      },
      (cycles) =>
        expect(cycles).toEqual([
          [path.join('src', 'kit', 'src', 'fake.ts'), path.join('src', 'lib', 'src', 'index.ts')],
        ]),
      ['src/lib', 'src/kit'],
    );
  });

  it('finds a cycle of JavaScript modules, by import and by require', () => {
    withFiles(
      {
        'start.mjs': "import { build } from './build.mjs';\nexport const start = build;\n",
        'build.mjs': "import { rules } from './rules';\nexport const build = rules;\n",
        'rules.cjs': "const { start } = require('./start.mjs');\nmodule.exports = { rules: start };\n",
      },
      (cycles) =>
        expect(cycles).toEqual([
          [path.join('src', 'build.mjs'), path.join('src', 'rules.cjs'), path.join('src', 'start.mjs')],
        ]),
    );
  });

  it('passes shared types kept in a file of their own', () => {
    withFiles(
      {
        'types.ts': 'export interface Shape { n: number }\n',
        'reader.ts':
          "import type { Shape } from './types';\nimport { rules } from './rules';\nexport const r = (s: Shape) => rules(s);\n",
        'rules.ts': "import type { Shape } from './types';\nexport const rules = (s: Shape) => s.n;\n",
      },
      (cycles) => expect(cycles).toEqual([]),
    );
  });

  it('the workspace has none', () => {
    expect(
      findImportCycles(root, ['shared', 'centers', 'shell', 'server', 'e2e', 'bench', 'scripts', 'jest']),
    ).toEqual([]);
  });
});
