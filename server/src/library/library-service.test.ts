import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { prepareDatabase } from '../startup';
import { openTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { TEST_ENV, TestClient, STRONG_PASSWORD } from '../../test/support/test-server';
import { startFakeEmbeddings } from './testing/fake-embeddings-server';
import { resultIds, search, startLibraryServer, upload } from './testing/library-test-kit';

/** One start of the server on an existing database (a restart with other settings). */
async function startOn(db: TestDatabase, env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  // These tests are about the vector index: vector fusion on, so that documents are embedded.
  const config = loadConfig({ ...TEST_ENV, SEED_LIBRARY: 'on', SEARCH_VECTOR_FUSION: 'always', ...env });
  await prepareDatabase(db.database, config);
  const app = await buildApp(config, { database: db.database, shell: false });
  await app.ready();
  await app.services.library.whenIdle();
  return app;
}

async function signIn(app: FastifyInstance, username: string) {
  const client = new TestClient(app);
  const registered = await client.post('/api/auth/register', { username, password: STRONG_PASSWORD });
  if (registered.status !== 201)
    await client.post('/api/auth/login', { username, password: STRONG_PASSWORD });
  return { id: '', username, password: STRONG_PASSWORD, client };
}

async function indexState(db: TestDatabase) {
  const pool = db.database.pool;
  const embedders = await pool.query(
    `SELECT embedder, count(*)::int AS n FROM document_index GROUP BY embedder`,
  );
  const dims = await pool.query(
    `SELECT attrelid::regclass::text AS t, atttypmod AS d FROM pg_attribute
      WHERE attname = 'embedding' AND attrelid IN ('documents'::regclass, 'document_chunks'::regclass) ORDER BY 1`,
  );
  const missing = await pool.query(`SELECT count(*)::int AS n FROM documents WHERE embedding IS NULL`);
  return {
    embedders: Object.fromEntries(embedders.rows.map((r) => [r.embedder, r.n])),
    dimensions: Object.fromEntries(dims.rows.map((r) => [r.t, r.d])),
    withoutVector: missing.rows[0].n,
  };
}

describe('changing the embedder', () => {
  test('re-indexes every document and resizes the vector columns, both ways', async () => {
    const db = await openTestDatabase();
    const fake = await startFakeEmbeddings(64);
    const external = {
      EMBEDDINGS_URL: fake.url,
      EMBEDDINGS_MODEL: 'fake-model',
      EMBEDDINGS_API_KEY: 'sk-local',
    };
    try {
      let app = await startOn(db, {});
      expect(await indexState(db)).toEqual({
        embedders: { 'builtin-hash-v1-384': 12 },
        dimensions: { documents: 384, document_chunks: 384 },
        withoutVector: 0,
      });
      await app.close();

      app = await startOn(db, external);
      expect(await indexState(db)).toEqual({
        embedders: { 'openai-compatible:fake-model:64': 12 },
        dimensions: { documents: 64, document_chunks: 64 },
        withoutVector: 0,
      });
      expect(
        fake.calls.every((call) => call.model === 'fake-model' && call.authorization === 'Bearer sk-local'),
      ).toBe(true);
      const user = await signIn(app, 'switch.user');
      const stats = await user.client.get('/api/library/stats');
      expect(stats.body).toMatchObject({
        vectorDimension: 64,
        embedder: 'openai-compatible:fake-model:64',
        vectorSearch: true,
      });
      const answer = await search(user, 'Hohmann transfer delta-v');
      expect(resultIds(answer)[0]).toBe('orbital-ops-001');
      expect(answer.results[0]!.matchedBy).toEqual(['keyword', 'vector']);
      await app.close();

      // The same embedder again: nothing to redo.
      const callsBefore = fake.calls.length;
      app = await startOn(db, external);
      expect(fake.calls.length).toBe(callsBefore + 1); // the dimension probe only
      await app.close();

      app = await startOn(db, {});
      expect((await indexState(db)).embedders).toEqual({ 'builtin-hash-v1-384': 12 });
      expect((await indexState(db)).dimensions).toEqual({ documents: 384, document_chunks: 384 });
      await app.close();
    } finally {
      await fake.stop();
      await db.dispose();
    }
  });

  test('an endpoint that is down at start: known dimension, keyword search meanwhile; unknown, a clear refusal', async () => {
    const db = await openTestDatabase();
    const fake = await startFakeEmbeddings(64);
    const external = { EMBEDDINGS_URL: fake.url, EMBEDDINGS_MODEL: 'fake-model' };
    try {
      let app = await startOn(db, external);
      await app.close();
      fake.failWith = 503;
      app = await startOn(db, external);
      const user = await signIn(app, 'down.user');
      const answer = await search(user, 'rubidium clock');
      expect(resultIds(answer)[0]).toBe('pnt-guide-001');
      expect(answer.results[0]!.matchedBy).toEqual(['keyword']);
      await app.close();

      await expect(startOn(db, { ...external, EMBEDDINGS_MODEL: 'other-model' })).rejects.toThrow(
        /answered 503.*set EMBEDDINGS_DIMENSION or start the endpoint/,
      );
    } finally {
      await fake.stop();
      await db.dispose();
    }
  });
});

describe('without pgvector', () => {
  test('ranks by keywords only, says so, and still takes uploads', async () => {
    const server = await startLibraryServer({}, { vector: false });
    try {
      const user = await server.user('novec.user');
      const stats = await user.client.get('/api/library/stats');
      expect(stats.body).toMatchObject({ total: 12, vectorSearch: false, vectorDimension: 0 });
      const answer = await search(user, 'Hohmann transfer delta-v');
      expect(resultIds(answer)[0]).toBe('orbital-ops-001');
      expect(answer.results[0]!.matchedBy).toEqual(['keyword']);
      const fallback = await search(user, 'how much propellant does it take to change orbit');
      expect(fallback.mode).toBe('any-word');
      expect(resultIds(fallback)[0]).toBe('orbital-ops-001');
      const uploaded = await upload(server, user, {
        name: 'note.txt',
        bytes: Buffer.from('The GLIMMERSTONE depot closes.'),
      });
      expect(uploaded.status).toBe(201);
      expect(resultIds(await search(user, 'glimmerstone'))).toEqual([uploaded.body.id]);
      const edited = await user.client.put(`/api/documents/${uploaded.body.id}`, {
        content: 'The depot stays open.',
        version: uploaded.body.version,
      });
      expect(edited.status).toBe(200);
      expect((await search(user, 'glimmerstone')).results).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
