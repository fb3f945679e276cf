import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { DatabaseSettings } from '../config';
import { lockDataDir, type DataDirLock } from './embedded/data-dir-lock';
import { startEmbeddedServer, type EmbeddedServer } from './embedded/embedded-server';
import { applyMigrations } from './migrate';
import { ReadCache, watchWrites } from './read-cache';
import type { VectorSupport } from './vector-support';

/** The database or a transaction of it: repositories accept both, so an action and its audit entry can share one. */
export type Db = PgDatabase<NodePgQueryResultHKT, Record<string, never>>;

export interface Database {
  readonly kind: 'embedded' | 'postgres';
  readonly pool: pg.Pool;
  readonly db: Db;
  readonly vector: VectorSupport;
  /** Hot reads (sessions, document lists); on only for the embedded database (see read-cache.ts). */
  readonly cache: ReadCache;
  /** Resolves if the embedded database stops on its own; never for a PostgreSQL server. */
  readonly failed: Promise<string>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Load pgvector into the embedded database (default true; tests turn it off for the fallback). */
  embeddedVector?: boolean;
}

/** Where a connection string points, without its password, for messages. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'the configured DATABASE_URL';
  }
}

async function openPool(config: pg.PoolConfig, where: string, cache: ReadCache): Promise<pg.Pool> {
  const pool = new pg.Pool({ ...config, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 });
  if (cache.enabled) watchWrites(pool, cache);
  // An idle connection that breaks (server restart) is replaced by the pool; it must not crash the process.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`Cannot connect to the database at ${where}: ${(error as Error).message}`);
  }
  return pool;
}

/**
 * Opens the database: a PostgreSQL server when `url` is set, otherwise the embedded PGlite in `dataDir`
 * (locked against a second process). Migrations are applied before anything else uses it.
 */
export async function openDatabase(settings: DatabaseSettings, options: OpenOptions = {}): Promise<Database> {
  let lock: DataDirLock | null = null;
  let embedded: EmbeddedServer | null = null;
  let pool: pg.Pool;
  const cache = new ReadCache(!settings.url);
  if (settings.url) {
    pool = await openPool(
      { connectionString: settings.url, max: settings.poolMax },
      describeUrl(settings.url),
      cache,
    );
  } else {
    lock = lockDataDir(settings.dataDir);
    try {
      embedded = await startEmbeddedServer({
        pgDataDir: path.join(settings.dataDir, 'pglite'),
        runDir: path.join(settings.dataDir, 'run'),
        vector: options.embeddedVector ?? true,
      });
      // One connection: see pglite-worker.mjs.
      pool = await openPool(
        { ...embedded.connection, max: 1 },
        `the embedded database in ${settings.dataDir}`,
        cache,
      );
    } catch (error) {
      await embedded?.stop();
      lock.release();
      throw error;
    }
  }
  let vector: VectorSupport;
  try {
    vector = await applyMigrations(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    await embedded?.stop();
    lock?.release();
    throw error;
  }
  let closing: Promise<void> | null = null;
  // Only a stop nobody asked for is a failure: closing the database stops the worker too.
  const failed = new Promise<string>((resolve) => {
    void embedded?.exited.then(({ code, error }) => {
      if (!closing) resolve(`The embedded database stopped (exit ${code}): ${error ?? 'no detail'}`);
    });
  });
  return {
    kind: embedded ? 'embedded' : 'postgres',
    pool,
    db: drizzle(pool),
    vector,
    cache,
    failed,
    close() {
      closing ??= (async () => {
        await pool.end().catch(() => undefined);
        await embedded?.stop();
        lock?.release();
      })();
      return closing;
    },
  };
}
