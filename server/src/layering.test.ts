import fs from 'node:fs';
import path from 'node:path';

/**
 * The server's floors, top to bottom: routes/ (HTTP: schemas, guard, serialisation) -> services (one folder
 * each) -> data/ (one repository per resource, the visibility rule) -> db/. A floor never imports a higher
 * one; settings/ sits below everything (config reads it). Tests may compose the whole server, so only
 * source files are checked.
 */
const SRC = __dirname;

/** The service folders: what routes call, built once at start-up. */
const SERVICES = [
  'library',
  'analysis',
  'advice',
  'drafting',
  'seed',
  'auth',
  'audit',
  'authorization',
  'ingestion',
  'planning',
  'data-export',
  'lifecycle',
  'backup',
];
/** Composition of the server: above every floor. */
const COMPOSITION = ['app', 'main', 'startup', 'maintenance', 'api-context'];

interface Import {
  file: string;
  /** Path of the imported file, relative to server/src, without extension. */
  target: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'testing' || entry.name === 'test-support' ? [] : sourceFiles(full);
    return /\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): Import[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)'(\.{1,2}\/[^']+)'/g)].map(
    (m) => m[1]!,
  );
  return specifiers.map((specifier) => ({
    file: path.relative(SRC, file),
    target: path.relative(SRC, path.resolve(path.dirname(file), specifier)).replace(/\.(ts|mjs)$/, ''),
  }));
}

const top = (target: string) => target.split(path.sep)[0]!;
const within = (target: string, folder: string) => target === folder || target.startsWith(folder + path.sep);

function violations(folders: readonly string[], forbidden: (target: string) => boolean): string[] {
  return folders
    .flatMap((folder) => sourceFiles(path.join(SRC, folder)))
    .flatMap(importsOf)
    .filter(({ target }) => forbidden(target))
    .map(({ file, target }) => `${file} imports ${target}`);
}

describe('imports run one way: routes -> services -> data -> db', () => {
  test('the source folders are the ones this test knows', () => {
    const known = new Set([...SERVICES, 'routes', 'data', 'db', 'settings', 'http', 'static-hosting']);
    const folders = fs
      .readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((name) => !known.has(name))).toEqual([]);
  });

  test('db/ imports nothing above it', () => {
    const allowed = (target: string) => within(target, 'db') || ['config', 'paths'].includes(target);
    expect(violations(['db'], (target) => !allowed(target))).toEqual([]);
  });

  test('data/ imports only data/, db/ and the settings', () => {
    const allowed = (target: string) =>
      ['data', 'db', 'settings'].includes(top(target)) || ['config', 'paths'].includes(target);
    expect(violations(['data'], (target) => !allowed(target))).toEqual([]);
  });

  test('settings/ imports nothing of the server', () => {
    expect(violations(['settings'], (target) => !within(target, 'settings') && target !== 'paths')).toEqual(
      [],
    );
  });

  test('services never import routes/ or the composition of the server', () => {
    const above = (target: string) => top(target) === 'routes' || COMPOSITION.includes(target);
    expect(violations(SERVICES, above)).toEqual([]);
  });

  test("the library's indexing and searching do not import each other", () => {
    expect(violations(['library/indexing'], (t) => within(t, path.join('library', 'searching')))).toEqual([]);
    expect(violations(['library/searching'], (t) => within(t, path.join('library', 'indexing')))).toEqual([]);
  });

  test('the guard itself sees imports (a wrong import would be caught)', () => {
    const found = importsOf(path.join(SRC, 'app.ts')).map((i) => i.target);
    expect(found).toEqual(
      expect.arrayContaining([path.join('routes', 'documents', 'documents-routes'), 'startup']),
    );
  });
});
