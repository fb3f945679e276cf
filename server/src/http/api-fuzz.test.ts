import fc from 'fast-check';
import type { ZodObject, ZodType } from 'zod';
import { fingerprint } from '../../test/support/fingerprint';
import { startTestServer, type TestServer, type TestUser } from '../../test/support/test-server';

/**
 * Property-based fuzzing of every JSON route of the API, as a signed-in administrator who owns objects:
 * random and near-valid bodies, queries and ids. Properties: never a 5xx (and never a stack trace), every
 * error is JSON {message}, and a request answered 4xx changed nothing.
 */
let server: TestServer;
let admin: TestUser;
let ids: string[];
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.user('fuzz.admin', 'admin');
  const other = await server.user('fuzz.other');
  const doc = await admin.client.post('/api/documents', {
    title: 'Fuzz target',
    content: 'Some content to change.',
  });
  const foreign = await other.client.post('/api/documents', { title: 'Not yours', content: 'Private.' });
  const folder = await admin.client.post('/api/folders', { name: 'Fuzz folder' });
  const conversation = await admin.client.post('/api/conversations', { centerType: 'ADVISE', title: 'Fuzz' });
  ids = [
    doc.body.id,
    foreign.body.id,
    folder.body.id,
    conversation.body.id,
    other.id,
    admin.id,
    'space-operations',
  ];
});
afterAll(() => server?.close());

/** Strings that have broken servers before: SQL, markup, control characters, odd Unicode, huge and empty. */
const nasty = fc.constantFrom(
  "' OR 1=1 --",
  "'); DROP TABLE documents; --",
  '<script>alert(1)</script>',
  '\u0000',
  'nul\u0000inside',
  '\ud800',
  '\u202e\u0301\ufeff',
  '𝕊𝕖𝕔𝕣𝕖𝕥 🛰️',
  '../../etc/passwd',
  '%00%27',
  '',
  ' ',
  'x'.repeat(5000),
  '__proto__',
  'constructor',
  '1e309',
  '-0',
);
const scalar = fc.oneof(
  nasty,
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.bigInt().map(String),
);
const value = fc.oneof(scalar, fc.jsonValue({ maxDepth: 3 }), fc.array(scalar, { maxLength: 4 }));

/** An object with the route's own keys (near-valid) or anything at all. */
function bodyFor(schema: unknown): fc.Arbitrary<unknown> {
  const shape = (schema as ZodObject | undefined)?.shape as Record<string, ZodType> | undefined;
  const keys = shape ? Object.keys(shape) : [];
  const nearValid = keys.length
    ? fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] })
    : fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 4 });
  return fc.oneof(
    { weight: 3, arbitrary: nearValid },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

const id = fc.oneof(fc.constantFrom(...['placeholder']), nasty, fc.string({ minLength: 1, maxLength: 40 }));
const query = fc.dictionary(
  fc.constantFrom(
    'limit',
    'offset',
    'category',
    'folderId',
    'centerType',
    'status',
    'userId',
    'action',
    'from',
    'to',
    'q',
    'x',
  ),
  fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), nasty),
  { maxKeys: 4 },
);

const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

function fill(url: string, pick: (name: string) => string): string {
  // Lone surrogates cannot be percent-encoded: a browser sends U+FFFD instead.
  return url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(wellFormed(pick(name))));
}

const SKIPPED = new Set(['POST /api/auth/logout']); // Ends the fuzzing session itself; covered by the auth tests.

it('sees any insert, update or delete in its fingerprint', async () => {
  const pool = server.db.database.pool;
  const steps = [
    `INSERT INTO folders (id, owner_id, name) VALUES ('fp-check', '${admin.id}', 'x')`,
    `UPDATE folders SET name = 'y' WHERE id = 'fp-check'`,
    `DELETE FROM folders WHERE id = 'fp-check'`,
  ];
  for (const step of steps) {
    const before = await fingerprint(pool);
    await pool.query(step);
    expect(await fingerprint(pool)).not.toEqual(before);
  }
});

it('covers every API route', () => {
  const routes = server.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
  expect(routes.length).toBeGreaterThan(30);
});

describe.each([['authenticated'], ['anonymous']])('%s', (who) => {
  it('never answers 5xx, and a 4xx changes nothing', async () => {
    const routes = server.app.apiRoutes.filter(
      (r) => !SKIPPED.has(`${r.method} ${r.url}`) && !r.url.startsWith('/api/docs'),
    );
    const client = who === 'authenticated' ? admin.client : server.client();
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          bodyFor(route.schema.body),
          query,
          fc.array(id, { minLength: 2, maxLength: 2 }),
          fc.nat(ids.length - 1),
          async (body, q, randomIds, known) => {
            const url = fill(route.url, (name) =>
              name === 'id' ? (randomIds[0] === 'placeholder' ? ids[known]! : randomIds[0]!) : randomIds[1]!,
            );
            const search = new URLSearchParams(q).toString();
            const before = await fingerprint(server.db.database.pool);
            const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
            const reply = await client.request(
              route.method as 'GET',
              search ? `${url}?${search}` : url,
              hasBody ? body : undefined,
            );
            const context = `${route.method} ${url}?${search} ${JSON.stringify(body)?.slice(0, 200)} -> ${reply.status} ${reply.text.slice(0, 200)}`;
            if (reply.status >= 500) throw new Error(`5xx: ${context}`);
            if (/\bat .+\.(ts|js):\d+/.test(reply.text)) throw new Error(`stack trace: ${context}`);
            if (reply.status >= 400) {
              if (typeof reply.body?.message !== 'string') throw new Error(`no message: ${context}`);
              const after = await fingerprint(server.db.database.pool);
              if (JSON.stringify(after) !== JSON.stringify(before))
                throw new Error(`changed after a 4xx: ${context}`);
            }
          },
        ),
        // Signed out, every route answers 401 before reading anything: fewer runs prove it.
        { numRuns: Number(process.env.FUZZ_RUNS ?? (who === 'authenticated' ? 15 : 6)) },
      );
    }
  });
});

it('refuses raw bodies that are not JSON objects or not JSON at all', async () => {
  const raws: [string, string][] = [
    ['application/json', '{"title": "x", "content": '],
    ['application/json', '[]'],
    ['application/json', '"just a string"'],
    ['application/json', 'null'],
    ['application/json', '{"constructor": {"prototype": {"role": "admin"}}}'],
    ['text/plain', 'title=x'],
    ['application/x-www-form-urlencoded', 'title=x&content=y'],
    [
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--xyz--\r\n',
    ],
    ['application/xml', '<title>x</title>'],
  ];
  for (const [type, payload] of raws) {
    const before = await fingerprint(server.db.database.pool);
    const reply = await admin.client.request('POST', '/api/documents', payload, { 'content-type': type });
    expect({ type, payload, status: reply.status < 500 && reply.status >= 400 }).toEqual({
      type,
      payload,
      status: true,
    });
    expect(await fingerprint(server.db.database.pool)).toEqual(before);
  }
});
