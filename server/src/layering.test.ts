import fs from 'node:fs';
import path from 'node:path';

/**
 * The server's floors, top to bottom: routes/ and http/ (HTTP: schemas, guard, serialisation, the error
 * mapper) -> services (one folder each) -> platform/ (what the services share: the worker runner, the model
 * turn, the actor, domain errors) -> data/ (one repository per resource, the visibility rule: the only SQL)
 * -> db/. A floor never imports a higher one; settings/ sits below everything (config reads it). Tests may
 * compose the whole server, so only source files are checked.
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
/** What the services share, below them and above data/. */
const PLATFORM = 'platform';
/** Composition of the server: above every floor. */
const COMPOSITION = ['app', 'main', 'startup', 'maintenance', 'api-context'];

interface Import {
  file: string;
  /** Path of the imported file, relative to server/src, without extension. */
  target: string;
}

interface PackageImport {
  file: string;
  /** The package's specifier ('fastify', 'drizzle-orm/pg-core'). */
  name: string;
  /** `import type` (erased at run time). */
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'testing' || entry.name === 'test-support' ? [] : sourceFiles(full);
    return /\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** `text` as the source of `file` (a path under server/src): the files are read, the planted cases are not. */
function importsOfText(file: string, text: string): Import[] {
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)'(\.{1,2}\/[^']+)'/g)].map(
    (m) => m[1]!,
  );
  return specifiers.map((specifier) => ({
    file: path.relative(SRC, file),
    target: path.relative(SRC, path.resolve(path.dirname(file), specifier)).replace(/\.(ts|mjs)$/, ''),
  }));
}

function importsOf(file: string): Import[] {
  return importsOfText(file, fs.readFileSync(file, 'utf8'));
}

function packagesOfText(file: string, text: string): PackageImport[] {
  return [...text.matchAll(/\bimport\s+(type\s+)?(?:[^;]*?\bfrom\s*)?'([^'.][^']*)'/g)].map((m) => ({
    file: path.relative(SRC, file),
    name: m[2]!,
    typeOnly: Boolean(m[1]),
  }));
}

const top = (target: string) => target.split(path.sep)[0]!;
const under = (folder: string) => path.join(SRC, folder);
const within = (target: string, folder: string) => target === folder || target.startsWith(folder + path.sep);

function violations(folders: readonly string[], forbidden: (target: string) => boolean): string[] {
  return folders
    .flatMap((folder) => sourceFiles(path.join(SRC, folder)))
    .flatMap(importsOf)
    .filter(({ target }) => forbidden(target))
    .map(({ file, target }) => `${file} imports ${target}`);
}

describe('imports run one way: routes -> services -> platform -> data -> db', () => {
  test('the source folders are the ones this test knows', () => {
    const known = new Set([
      ...SERVICES,
      PLATFORM,
      'routes',
      'data',
      'db',
      'settings',
      'http',
      'static-hosting',
    ]);
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

  test('the platform imports only the platform, data/, db/ and the settings', () => {
    const allowed = (target: string) =>
      [PLATFORM, 'data', 'db', 'settings'].includes(top(target)) || ['config', 'paths'].includes(target);
    expect(violations([PLATFORM], (target) => !allowed(target))).toEqual([]);
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

/**
 * A service takes an Actor (the user, their address, a logger, audit entries in their name) and its inputs,
 * and throws domain errors (platform/errors.ts) that http/error-handler.ts turns into HTTP answers: nothing
 * below the routes knows about HTTP.
 */
describe('services know nothing of HTTP', () => {
  const HTTP_PACKAGE = /^(fastify|fastify-[\w-]+|@fastify\/[\w-]+)$/;

  function httpImports(file: string, text: string): string[] {
    return [
      ...packagesOfText(file, text)
        .filter(({ name }) => HTTP_PACKAGE.test(name))
        .map(({ name }) => `${path.relative(SRC, file)} imports ${name}`),
      ...importsOfText(file, text)
        .filter(({ target }) => top(target) === 'http' || top(target) === 'routes')
        .map(({ target }) => `${path.relative(SRC, file)} imports ${target}`),
    ];
  }

  const serviceFiles = () => [...SERVICES, PLATFORM].flatMap((folder) => sourceFiles(under(folder)));

  test('no service, and nothing of the platform, imports fastify, http/ or routes/', () => {
    expect(serviceFiles().flatMap((file) => httpImports(file, fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  test('a planted service that takes a request and throws an HTTP error is caught', () => {
    const planted = [
      "import type { FastifyRequest } from 'fastify';",
      "import { badRequest } from '../http/http-error';",
      'export const refuse = (request: FastifyRequest) => { throw badRequest(request.url); };',
    ].join('\n');
    expect(httpImports(path.join(SRC, 'advice', 'planted.ts'), planted)).toEqual([
      'advice/planted.ts imports fastify',
      `advice/planted.ts imports ${path.join('http', 'http-error')}`,
    ]);
  });
});

/**
 * SQL lives in data/ (one repository per resource, each row type declared once and read through rowsOf)
 * and in db/ (the connection, migrations, the vector columns). backup/ is the one other place that speaks
 * to the database: it works on the database as a whole, without a server (its version, its migrations,
 * its schema objects, pg_dump and psql), never on a resource.
 */
describe('SQL only in data/', () => {
  const SQL_FLOORS = ['data', 'db', 'backup'];

  function sqlUses(file: string, text: string): string[] {
    const name = path.relative(SRC, file);
    return [
      ...packagesOfText(file, text)
        .filter(
          (p) =>
            p.name === 'drizzle-orm' || p.name.startsWith('drizzle-orm/') || (p.name === 'pg' && !p.typeOnly),
        )
        .map((p) => `${name} imports ${p.name}`),
      ...importsOfText(file, text)
        .filter(({ target }) => within(target, path.join('db', 'schema')))
        .map(({ target }) => `${name} imports ${target}`),
      ...[...text.matchAll(/\.(execute|query)\s*[<(]/g)].map((m) => `${name} runs a statement (.${m[1]})`),
    ];
  }

  test('no file outside data/, db/ and backup/ holds SQL, runs a statement or imports the query builder', () => {
    const outside = fs
      .readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => !SQL_FLOORS.includes(entry.name))
      .flatMap((entry) =>
        entry.isDirectory()
          ? sourceFiles(under(entry.name))
          : /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)
            ? [under(entry.name)]
            : [],
      );
    expect(outside.length).toBeGreaterThan(100);
    expect(outside.flatMap((file) => sqlUses(file, fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  test('a planted query outside data/ is caught', () => {
    const planted = [
      "import { sql } from 'drizzle-orm';",
      "import { users } from '../db/schema/users';",
      'export const count = (db: Db) => db.execute(sql`SELECT count(*) FROM users`);',
    ].join('\n');
    expect(sqlUses(path.join(SRC, 'library', 'planted.ts'), planted)).toEqual([
      'library/planted.ts imports drizzle-orm',
      `library/planted.ts imports ${path.join('db', 'schema', 'users')}`,
      'library/planted.ts runs a statement (.execute)',
    ]);
  });
});
