// What both modes of the search benchmark share: a fresh database, and ingestion through the library's real
// indexing path (embeddings prepared by the indexer, then one INSERT per batch through the one write path of
// new documents, with the full-text vector generated and the HNSW and GIN indexes maintained).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/src/db/database.ts';
import { storeNewDocuments } from '../../server/src/data/new-documents.ts';
import { BUILTIN_SIMILARITY_FLOOR } from '../../server/src/library/indexing/embedder.ts';
import { prepareIndex } from '../../server/src/library/indexing/indexer.ts';
import { reconcileVectorSchema } from '../../server/src/library/vector-schema.ts';
import { HashingEmbedder } from '../../shared/engine/src/index.ts';

export const USER_ID = 'bench-user';
const BATCH = 250;

/** A fresh database: PGlite in a temporary directory, or a new database on DATABASE_URL's server. */
export async function freshDatabase() {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csw-bench-search-'));
    const database = await openDatabase({ url: null, dataDir, poolMax: 1 });
    return {
      database,
      kind: 'PGlite (embedded)',
      dispose: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `csw_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: os.tmpdir(), poolMax: 4 });
  return {
    database,
    kind: 'PostgreSQL (DATABASE_URL)',
    dispose: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Stores `docs` ({id, title, content, classification, category}) in the organisation library through the
 * real indexing path and returns the search engine over them with the timings. The database works in its
 * own thread, so the next batch is embedded while the current one is written, as a bulk importer does it.
 */
export async function ingest(database, docs, { onProgress } = {}) {
  const embedder = new HashingEmbedder();
  if (!database.vector.available) throw new Error(`No pgvector: ${database.vector.reason}`);
  const state = await reconcileVectorSchema(database.pool, {
    id: embedder.id,
    dimension: embedder.dimension,
  });
  await database.pool.query(
    `INSERT INTO users (id, username, username_key, password_hash) VALUES ($1, $1, $1, 'x')`,
    [USER_ID],
  );
  const batches = [];
  for (let i = 0; i < docs.length; i += BATCH) {
    batches.push(
      docs.slice(i, i + BATCH).map((d) => ({
        id: d.id,
        ownerId: null,
        title: d.title,
        content: d.content,
        classification: d.classification ?? 'UNCLASS',
        category: d.category ?? 'general',
        documentType: 'Generated',
        folderId: null,
        pageMap: null,
      })),
    );
  }
  let embedMs = 0;
  let writeMs = 0;
  const embed = async (batch) => {
    const t = performance.now();
    const prepared = await prepareIndex(
      embedder,
      batch.map((d) => ({ id: d.id, version: 1, title: d.title, content: d.content, pageMap: null })),
    );
    embedMs += performance.now() - t;
    return prepared;
  };
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  let prepared = await embed(batches[0]);
  for (let b = 0; b < batches.length; b += 1) {
    const t = performance.now();
    const writing = database.db
      .transaction((tx) => storeNewDocuments(tx, batches[b], { embedderId: embedder.id, prepared }))
      .then(() => (writeMs += performance.now() - t));
    const next = b + 1 < batches.length ? embed(batches[b + 1]) : Promise.resolve(null);
    [, prepared] = await Promise.all([writing, next]);
    onProgress?.((b + 1) * BATCH);
  }
  const ingestMs = performance.now() - started;
  // The embedded database runs in a thread of this process: its CPU time counts here too, which gives a
  // figure that does not depend on what else the machine is running.
  const cpu = process.cpuUsage(cpuStart);
  const analyzeStart = performance.now();
  await database.pool.query('ANALYZE documents, document_chunks, document_index');
  const analyzeMs = performance.now() - analyzeStart;
  const engine = {
    db: database.db,
    vector: { embedder, similarityFloor: BUILTIN_SIMILARITY_FLOOR, iterativeScan: state.iterativeScan },
  };
  return {
    engine,
    embedder,
    ingestMs,
    embedMs,
    writeMs,
    ingestCpuMs: (cpu.user + cpu.system) / 1000,
    analyzeMs,
  };
}
