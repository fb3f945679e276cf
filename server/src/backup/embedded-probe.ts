import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedServer } from '../db/embedded/embedded-server';
import { BackupError } from './backup-error';
import { PGLITE_FOLDER, hasDatabase } from './embedded-data-dir';
import { readSchemaState, type SchemaState } from './schema-state';

/**
 * Opens the embedded database of a folder the way the server does (PGlite with pgvector in a worker,
 * behind a private socket), without migrating it, for `work`; then closes it, which checkpoints it, so the
 * files on disk are a clean shut-down database. The caller holds the folder's lock (or the folder is its own).
 */
export async function withEmbeddedDatabase<T>(
  dir: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  // Opening a folder without a database would create a new one (and take 6-21 s).
  if (!hasDatabase(dir)) throw new BackupError(`There is no embedded database in ${dir}.`);
  const runDir = path.join(dir, 'run');
  const server = await startEmbeddedServer({
    pgDataDir: path.join(dir, PGLITE_FOLDER),
    runDir,
    vector: true,
  });
  try {
    const client = new pg.Client(server.connection);
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
    fs.rmSync(runDir, { recursive: true, force: true });
  }
}

export interface DatabaseFacts {
  schema: SchemaState;
  version: string;
}

export async function readDatabaseFacts(client: pg.ClientBase): Promise<DatabaseFacts> {
  const version = await client.query<{ version: string }>('SELECT version()');
  return { schema: await readSchemaState(client), version: version.rows[0]!.version };
}
