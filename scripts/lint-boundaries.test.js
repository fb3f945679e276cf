// The platform's import boundaries are enforced by ESLint: a wrong import fails `npm test`.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** Lints `code` as if it were the file at `filePath` (relative to the repository root). */
function lint(filePath, code) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/eslint/bin/eslint.js'),
      '--stdin',
      '--stdin-filename',
      filePath,
      '--format',
      'json',
    ],
    { cwd: root, input: code, encoding: 'utf8' },
  );
  const [report] = JSON.parse(result.stdout);
  return { exitCode: result.status, rules: report.messages.map((m) => m.ruleId) };
}

describe('import boundaries', () => {
  jest.setTimeout(60_000);

  it('a center importing another center fails lint', () => {
    const result = lint(
      'centers/think/src/app/bad.ts',
      "import { center } from '../../../create/src/center';\nexport const x = center;\n",
    );
    expect(result.exitCode).toBe(1);
    expect(result.rules).toContain('import-x/no-restricted-paths');
  });

  it('a center importing the shell fails lint', () => {
    const result = lint(
      'centers/review/src/app/bad.ts',
      "import { App } from '../../../../shell/src/app/app';\nexport const x = App;\n",
    );
    expect(result.exitCode).toBe(1);
    expect(result.rules).toContain('import-x/no-restricted-paths');
  });

  it('the shell importing center source fails lint', () => {
    const result = lint(
      'shell/src/app/bad.ts',
      "import { center } from '../../../centers/think/src/center';\nexport const x = center;\n",
    );
    expect(result.exitCode).toBe(1);
    expect(result.rules).toContain('import-x/no-restricted-paths');
  });

  it('the federation runtime outside the shell federation folder fails lint', () => {
    const result = lint(
      'shell/src/app/bad.ts',
      "import { loadRemote } from '@module-federation/enhanced/runtime';\nexport const x = loadRemote;\n",
    );
    expect(result.rules).toContain('no-restricted-imports');
  });

  it('a center using raw fetch fails lint', () => {
    const result = lint(
      'centers/advise/src/app/bad.ts',
      "export const load = () => fetch('/api/documents');\n",
    );
    expect(result.rules).toContain('no-restricted-globals');
  });

  it('a center importing shared libraries passes', () => {
    const result = lint(
      'centers/think/src/app/good.ts',
      "import { CENTER_IDS } from '@csw/contracts';\nexport const ids = CENTER_IDS;\n",
    );
    expect(result).toEqual({ exitCode: 0, rules: [] });
  });
});
