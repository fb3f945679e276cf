import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The PostgreSQL pass runs the test files that can reach the database (database-suites.mjs). These tests
// prove the selection follows the imports: a file that uses the database kit at any depth is in it.
const repo = path.resolve(__dirname, '../..');
const moduleFile = path.join(__dirname, 'database-suites.mjs');

/** databaseSuites(root) of the module (an ES module: run by node, as run-tests.mjs runs it). */
function databaseSuites(root: string): string[] {
  const code =
    'const m = await import(process.argv[1]); console.log(JSON.stringify(m.databaseSuites(process.argv[2])));';
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', code, moduleFile, root], {
      encoding: 'utf8',
    }),
  );
}

describe('the suites of the PostgreSQL pass', () => {
  let fixture: string;

  beforeAll(() => {
    // A small workspace of its own: a kit that reads the switch, a helper over it, three test files.
    fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'database-suites-'));
    const files: Record<string, string> = {
      'jest.config.js':
        "module.exports = { projects: [{ displayName: 'server', rootDir: __dirname, roots: ['<rootDir>/server'], testMatch: ['**/*.test.ts'], moduleFileExtensions: ['ts', 'js'] }] };\n",
      'server/test/support/kit.ts': 'export const kind = process.env.CSW_TEST_DB ?? "embedded";\n',
      'server/test/support/app.ts': "import { kind } from './kit';\nexport const app = { kind };\n",
      'server/src/routes/uses-db.test.ts':
        "import { app } from '../../test/support/app';\ntest('x', () => expect(app.kind).toBeTruthy());\n",
      'server/src/reads-env.test.ts':
        "test('x', () => expect(typeof process.env.TEST_DATABASE_URL).not.toBe('number'));\n",
      'server/src/pure.ts': 'export const pure = 1;\n',
      'server/src/pure.test.ts': "import { pure } from './pure';\ntest('x', () => expect(pure).toBe(1));\n",
    };
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(fixture, name)), { recursive: true });
      fs.writeFileSync(path.join(fixture, name), text);
    }
    fs.symlinkSync(path.join(repo, 'node_modules'), path.join(fixture, 'node_modules'));
  });

  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

  it('holds a test that imports the kit through a helper and one that reads the switch, not a pure one', () => {
    expect(databaseSuites(fixture)).toEqual([
      path.join(fixture, 'server/src/reads-env.test.ts'),
      path.join(fixture, 'server/src/routes/uses-db.test.ts'),
    ]);
  });

  it('holds every test file of the server that imports the test database or server, and no pure one', () => {
    const suites = databaseSuites(repo);
    const serverTests = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return serverTests(full);
        return entry.name.endsWith('.test.ts') ? [full] : [];
      });
    const usingKit = serverTests(path.join(repo, 'server')).filter((file) =>
      /from '[./]*(?:test\/support\/)?(?:test-server|test-database|world)'/.test(
        fs.readFileSync(file, 'utf8'),
      ),
    );
    expect(usingKit.length).toBeGreaterThan(20);
    expect(suites).toEqual(expect.arrayContaining(usingKit));
    expect(suites).toContain(path.join(repo, 'server/src/backup/backup-restore.test.ts'));
    expect(suites).not.toContain(path.join(repo, 'server/src/config.test.ts'));
    expect(suites).not.toContain(path.join(repo, 'server/src/data-export/zip-stream.test.ts'));
  });
});
