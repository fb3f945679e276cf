import type { Pool, PoolClient } from 'pg';

/**
 * The HNSW graph's links per node, build-time candidates and search-time candidates. Measured with the
 * built-in embedder on the embedded database (10,000 generated documents; share of the true ten nearest
 * found against exact search, query time; CPU time to insert a 300-word document, all indexes included):
 *   m=8,  ef_construction=32: 35% with 100 candidates, 66% with 400 (10 ms); 3.7 ms a document
 *   m=12, ef_construction=48: 68% with 200, all with 400 (13-20 ms); 6.4 ms a document
 *   m=16, ef_construction=64: 77% with 200, all with 400 (16 ms); 10.1 ms a document
 * (1.9 ms without a vector index). Maintaining the graph is most of the cost of ingestion, while the
 * benchmark's recall@10 of the whole search was the same with all three (bench/search): the keyword side
 * carries most of it. Hashed n-gram vectors spread evenly over their dimensions, which makes them harder
 * for HNSW than a trained model's vectors. m=8 with 400 candidates is the balance taken here.
 */
export const HNSW_M = 8;
export const HNSW_EF_CONSTRUCTION = 32;
export const HNSW_EF_SEARCH = 400;

/** The embedder the stored vectors come from, as recorded in library_settings. */
export interface StoredEmbedder {
  id: string;
  dimension: number;
}

export interface VectorSchemaState {
  /** The embedder recorded before this start (null on a new database). */
  previous: StoredEmbedder | null;
  /** Every stored embedding was made stale (a different embedder, or a new dimension). */
  reindexAll: boolean;
  /** pgvector 0.8 or later: filtered HNSW searches continue until they have enough rows. */
  iterativeScan: boolean;
}

const EMBEDDER_KEY = 'embedder';
/** Any constant: one process at a time changes the vector columns. */
const VECTOR_SCHEMA_LOCK = 7_412_004_118;

const VECTOR_COLUMNS = [
  { table: 'documents', index: 'documents_embedding_idx' },
  { table: 'document_chunks', index: 'document_chunks_embedding_idx' },
] as const;

async function columnDimension(client: PoolClient, table: string): Promise<number | null> {
  const result = await client.query<{ dimension: number }>(
    `SELECT atttypmod AS dimension FROM pg_attribute
      WHERE attrelid = $1::regclass AND attname = 'embedding' AND NOT attisdropped`,
    [table],
  );
  return result.rows[0]?.dimension ?? null;
}

async function indexDefinition(client: PoolClient, index: string): Promise<string | null> {
  const result = await client.query<{ indexdef: string }>(
    `SELECT indexdef FROM pg_indexes WHERE indexname = $1`,
    [index],
  );
  return result.rows[0]?.indexdef ?? null;
}

/** A vector column of the embedder's dimension with its HNSW index, whatever was there before. */
async function ensureColumn(
  client: PoolClient,
  table: string,
  index: string,
  dimension: number,
): Promise<boolean> {
  const current = await columnDimension(client, table);
  let changed = false;
  if (current === null) {
    await client.query(`ALTER TABLE ${table} ADD COLUMN embedding vector(${dimension})`);
    changed = true;
  } else if (current !== dimension) {
    // Vectors of another length cannot be kept: the column is emptied and refilled by the indexer.
    await client.query(`DROP INDEX IF EXISTS ${index}`);
    await client.query(`ALTER TABLE ${table} ALTER COLUMN embedding TYPE vector(${dimension}) USING NULL`);
    changed = true;
  }
  const definition = await indexDefinition(client, index);
  const wanted = `m='${HNSW_M}', ef_construction='${HNSW_EF_CONSTRUCTION}'`;
  if (!definition || !definition.includes(wanted)) {
    await client.query(`DROP INDEX IF EXISTS ${index}`);
    await client.query(
      `CREATE INDEX ${index} ON ${table} USING hnsw (embedding vector_cosine_ops) WITH (m = ${HNSW_M}, ef_construction = ${HNSW_EF_CONSTRUCTION})`,
    );
  }
  return changed;
}

async function supportsIterativeScan(client: PoolClient): Promise<boolean> {
  const result = await client.query<{ extversion: string }>(
    `SELECT extversion FROM pg_extension WHERE extname = 'vector'`,
  );
  const [major = 0, minor = 0] = (result.rows[0]?.extversion ?? '0.0').split('.').map(Number);
  return major > 0 || minor >= 8;
}

/**
 * Makes the vector columns follow the configured embedder: the document and passage `embedding` columns
 * get its dimension and an HNSW index, and when the embedder differs from the one recorded, every stored
 * embedding is marked stale so that the indexer recomputes them all. Run at start, after the migrations
 * and only where pgvector is available.
 */
export async function reconcileVectorSchema(
  pool: Pool,
  embedder: StoredEmbedder,
): Promise<VectorSchemaState> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [VECTOR_SCHEMA_LOCK]);
    const stored = await client.query<{ value: StoredEmbedder }>(
      `SELECT value FROM library_settings WHERE key = $1`,
      [EMBEDDER_KEY],
    );
    const previous = stored.rows[0]?.value ?? null;
    let columnsChanged = false;
    for (const { table, index } of VECTOR_COLUMNS) {
      if (await ensureColumn(client, table, index, embedder.dimension)) columnsChanged = true;
    }
    const reindexAll = columnsChanged || previous?.id !== embedder.id;
    if (reindexAll) await client.query('DELETE FROM document_index');
    await client.query(
      `INSERT INTO library_settings (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
      [EMBEDDER_KEY, JSON.stringify(embedder)],
    );
    const iterativeScan = await supportsIterativeScan(client);
    await client.query('COMMIT');
    return { previous, reindexAll, iterativeScan };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The embedder recorded by the last start, if any (to keep working while an endpoint is unreachable). */
export async function storedEmbedder(pool: Pool): Promise<StoredEmbedder | null> {
  const result = await pool.query<{ value: StoredEmbedder }>(
    `SELECT value FROM library_settings WHERE key = $1`,
    [EMBEDDER_KEY],
  );
  return result.rows[0]?.value ?? null;
}
