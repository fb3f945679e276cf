// The embedded database: PGlite (PostgreSQL compiled to WebAssembly) in a worker thread, served on a
// private unix socket so that the API talks the PostgreSQL protocol through `pg`, exactly as it does to a
// PostgreSQL server. PGlite runs queries on the thread that owns it; in a worker, a long query cannot
// freeze the API's event loop.
//
// Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader of its parent on
// Node 20, and this file must start the same way under `node --import tsx` and under the test runner.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dataDir: string, socketPath: string, vector: boolean }} */
const options = workerData;

async function start() {
  const db = await PGlite.create({
    dataDir: options.dataDir,
    extensions: options.vector ? { vector } : {},
  });
  // PGlite is a single backend and the socket server passes each protocol message on its own, so two
  // connections in use at once interleave their statements (measured: wrong rows and "bind message
  // supplies 1 parameters" errors). The API's pool therefore uses one connection at a time. The server
  // still accepts a few: the pool replaces a connection after a failed query, and the replacement may
  // connect before the old socket has finished closing.
  const server = new PGLiteSocketServer({ db, path: options.socketPath, maxConnections: 4 });
  await server.start();

  let stopping = false;
  parentPort?.on('message', async (message) => {
    if (message?.type !== 'stop' || stopping) return;
    stopping = true;
    try {
      await server.stop();
      // Closing PGlite checkpoints and flushes the database files.
      await db.close();
      parentPort?.postMessage({ type: 'stopped' });
    } catch (error) {
      parentPort?.postMessage({
        type: 'error',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  });
  parentPort?.postMessage({ type: 'ready' });
}

start().catch((error) => {
  parentPort?.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
});
