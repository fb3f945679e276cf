import { startTestServer, type TestServer } from '../../test/support/test-server';
import { TEST_DB_KIND } from '../../test/support/test-database';

/** Vector search where pgvector exists; a clear message and keyword ranking where it does not. */
describe('with pgvector', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('has the extension, the embedding column and an HNSW index, and says so at /api/health', async () => {
    const pool = server.db.database.pool;
    const available =
      (await pool.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'vector'`)).rowCount === 1;
    if (TEST_DB_KIND === 'embedded') expect(available).toBe(true);
    expect(server.db.database.vector.available).toBe(available);
    expect((await server.client().get('/api/health')).body).toMatchObject({
      status: 'ok',
      database: TEST_DB_KIND,
      vectorSearch: available,
    });
    if (!available) return;
    const column = await pool.query(
      `SELECT format_type(atttypid, atttypmod) AS type FROM pg_attribute WHERE attrelid = 'documents'::regclass AND attname = 'embedding'`,
    );
    expect(column.rows[0].type).toMatch(/^vector\(\d+\)$/);
    const index = await pool.query(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'documents_embedding_idx'`,
    );
    expect(index.rows[0].indexdef).toMatch(/USING hnsw/);
  });
});

// A server without pgvector: an embedded database opened without the extension (in both passes, see
// openTestDatabase).
it('treats only an unasked stop of the embedded database as a failure', async () => {
  const server = await startTestServer({}, { vector: false });
  const { database } = server.db;
  await database.close();
  const outcome = await Promise.race([
    database.failed,
    new Promise((resolve) => setTimeout(() => resolve('no failure'), 300)),
  ]);
  expect(outcome).toBe('no failure');
  await server.close();
});

describe('without pgvector', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { vector: false });
  });
  afterAll(() => server?.close());

  it('says clearly that search falls back to keyword ranking, and works without the column', async () => {
    const { vector } = server.db.database;
    expect(vector.available).toBe(false);
    expect(vector.reason).toMatch(/no pgvector extension: search falls back to keyword ranking/);
    const column = await server.db.database.pool.query(
      `SELECT 1 FROM pg_attribute WHERE attrelid = 'documents'::regclass AND attname = 'embedding' AND NOT attisdropped`,
    );
    expect(column.rowCount).toBe(0);
    expect((await server.client().get('/api/health')).body.vectorSearch).toBe(false);
    const user = await server.user('novector.user');
    const doc = await user.client.post('/api/documents', {
      title: 'Keyword only',
      content: 'orbital debris avoidance',
    });
    expect(doc.status).toBe(201);
    const found = await user.client.post('/api/search', { query: 'orbital debris' });
    expect(found.status).toBe(200);
    expect(found.body.results.map((r: { document: { id: string } }) => r.document.id)).toContain(doc.body.id);
  });
});
