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
import { reconcileVectorSchema } from '../../server/src/db/vector-schema.ts';
import { LibraryTermIndex } from '../../server/src/library/term-index/term-index-sync.ts';
import { HashingEmbedder } from '../../shared/engine/src/index.ts';

import { readSeedDocuments } from '../../server/src/seed/seed-files.ts';
import { generateCorpus, ownerName, OWNER_COUNT } from './corpus.mjs';

/** The user the benchmarks search as: one of the corpus's owners (see grantAccess). */
export const USER_ID = ownerName(0);
/** Of another owner's documents, this share is shared with the bench user. */
const SHARED_SHARE = 0.02;
/** The bench user leads a team of these owners and works in team mode. */
const TEAM = [1, 2, 3].map(ownerName);
const BATCH = 250;

/** The corpus: `size` generated documents with the twelve seeded ones spread among them. */
export function seededCorpus(size) {
  const docs = generateCorpus(size);
  const seeds = readSeedDocuments();
  seeds.forEach((seed, i) => {
    docs.splice(Math.floor(((i + 0.5) * docs.length) / seeds.length), 0, {
      id: seed.id,
      title: seed.title,
      content: seed.content,
      category: seed.category,
      classification: seed.classification,
      ownerId: null,
    });
  });
  return docs;
}

/** A fresh database: PGlite in a temporary directory, or a new database on DATABASE_URL's server. */
export async function freshDatabase() {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csw-bench-search-'));
    const database = await openDatabase({ url: null, dataDir, poolMax: 1 });
    return {
      database,
      dataDir,
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
    dataDir: null,
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
 * Access as in real use, for the bench user: a few of every other owner's documents shared with them, and a
 * team of three whose documents they read in team mode. Everything else private stays out of their reach.
 */
export async function grantAccess(database, docs) {
  const shared = docs
    .filter(
      (d, i) =>
        d.ownerId &&
        d.ownerId !== USER_ID &&
        !TEAM.includes(d.ownerId) &&
        i % Math.round(1 / SHARED_SHARE) === 0,
    )
    .map((d) => d.id);
  await database.pool.query(
    `INSERT INTO document_shares (document_id, shared_with_user_id, permission_level, shared_by)
     SELECT d.id, $2, 'read', d.owner_id FROM documents d WHERE d.id = ANY($1::text[])`,
    [shared, USER_ID],
  );
  await createUsers(database, [USER_ID, ...TEAM]);
  await database.pool.query(
    `INSERT INTO team_members (lead_id, member_id) SELECT $1, m FROM unnest($2::text[]) AS m ON CONFLICT DO NOTHING`,
    [USER_ID, TEAM],
  );
  // Team mode opens a peer's documents only while both work in it; the bench user is cleared for SECRET, as a
  // staff officer reading the library's SECRET documents is.
  await database.pool.query('UPDATE users SET team_mode = true WHERE id = ANY($1::text[])', [
    [USER_ID, ...TEAM],
  ]);
  await database.pool.query(`UPDATE users SET clearance = 'SECRET' WHERE id = $1`, [USER_ID]);
  return { shared: shared.length, owners: OWNER_COUNT };
}

/** Accounts that own documents besides the bench user (see corpus.mjs: ownership as in real use). */
export async function createUsers(database, ids) {
  await database.pool.query(
    `INSERT INTO users (id, username, username_key, password_hash)
     SELECT u, u, u, 'x' FROM unnest($1::text[]) AS u ON CONFLICT DO NOTHING`,
    [ids],
  );
}

/**
 * Stores `docs` ({id, title, content, classification, category, ownerId?}) through the real indexing path
 * (ownerId absent: the organisation library) and returns the search engine over them with the timings: the
 * term index is loaded as an API process loads it at start. The database works in its own thread, so the
 * next batch is embedded while the current one is written, as a bulk importer does it. `vectors: false`
 * skips the embeddings (a library without vector search).
 */
export async function ingest(database, docs, { onProgress, vectors = true } = {}) {
  const embedder = new HashingEmbedder();
  if (vectors && !database.vector.available) throw new Error(`No pgvector: ${database.vector.reason}`);
  const state = vectors
    ? await reconcileVectorSchema(database.pool, { id: embedder.id, dimension: embedder.dimension })
    : null;
  const owners = [...new Set(docs.map((d) => d.ownerId).filter(Boolean))];
  await createUsers(database, [USER_ID, ...owners]);
  const batches = [];
  for (let i = 0; i < docs.length; i += BATCH) {
    batches.push(
      docs.slice(i, i + BATCH).map((d) => ({
        id: d.id,
        ownerId: d.ownerId ?? null,
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
    if (!vectors) return null;
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
      .transaction((tx) =>
        storeNewDocuments(tx, batches[b], prepared ? { embedderId: embedder.id, prepared } : null),
      )
      .then(() => (writeMs += performance.now() - t));
    const next = b + 1 < batches.length ? embed(batches[b + 1]) : Promise.resolve(null);
    [, prepared] = await Promise.all([writing, next]);
    onProgress?.(Math.min(docs.length, (b + 1) * BATCH));
  }
  const ingestMs = performance.now() - started;
  // The embedded database runs in a thread of this process: its CPU time counts here too, which gives a
  // figure that does not depend on what else the machine is running.
  const cpu = process.cpuUsage(cpuStart);
  // No ANALYZE: the server never runs one, so the benchmark does not either.
  // The index lives in the JS heap (maps, strings) and in typed arrays (postings), counted apart by Node.
  const held = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const heapBefore = held();
  const loadStart = performance.now();
  const index = new LibraryTermIndex(database.db);
  await index.load();
  const indexLoadMs = performance.now() - loadStart;
  const engine = {
    db: database.db,
    index,
    vector: state
      ? { embedder, similarityFloor: BUILTIN_SIMILARITY_FLOOR, iterativeScan: state.iterativeScan }
      : null,
  };
  return {
    engine,
    embedder,
    ingestMs,
    embedMs,
    writeMs,
    ingestCpuMs: (cpu.user + cpu.system) / 1000,
    indexLoadMs,
    indexHeapMB: (held() - heapBefore) / 1e6,
  };
}
