import type { PoolClient } from 'pg';

/** Length of the document embeddings (the built-in embedder's hashed n-gram vector). */
export const EMBEDDING_DIMENSIONS = 256;

export interface VectorSupport {
  available: boolean;
  /** Why vector search is off, in words an operator can act on (null when it is on). */
  reason: string | null;
}

/**
 * pgvector is optional: PGlite always has it, a PostgreSQL server may not. Where the extension is
 * available the `embedding` column and its HNSW index are created (idempotent, so installing pgvector
 * later and restarting turns vector search on); where it is not, the schema stays without them and
 * search ranks by keywords only. This DDL lives here rather than in a migration because a migration
 * cannot be conditional on the server's installed extensions and still be re-run when they change.
 */
export async function ensureVectorSupport(client: PoolClient): Promise<VectorSupport> {
  const available = await client.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'vector'`);
  if (available.rowCount === 0) {
    return {
      available: false,
      reason:
        'The PostgreSQL server has no pgvector extension: search falls back to keyword ranking. ' +
        'Install pgvector on the server (for example the postgresql-<version>-pgvector package) and restart to turn vector search on.',
    };
  }
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS vector');
    await client.query(
      `ALTER TABLE documents ADD COLUMN IF NOT EXISTS embedding vector(${EMBEDDING_DIMENSIONS})`,
    );
    await client.query(
      'CREATE INDEX IF NOT EXISTS documents_embedding_idx ON documents USING hnsw (embedding vector_cosine_ops)',
    );
  } catch (error) {
    return {
      available: false,
      reason:
        `pgvector is installed but could not be enabled (${(error as Error).message}): search falls back to keyword ranking. ` +
        'Ask a database administrator to run CREATE EXTENSION vector in this database, then restart.',
    };
  }
  return { available: true, reason: null };
}
