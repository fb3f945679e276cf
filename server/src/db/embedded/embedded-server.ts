import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SERVER_ROOT } from '../../paths';

const WORKER_FILE = path.join(SERVER_ROOT, 'src/db/embedded/pglite-worker.mjs');
/** pg finds a unix socket as <dir>/.s.PGSQL.<port>. */
const SOCKET_PORT = 5432;
/** Unix socket paths are limited to about 107 bytes. */
const MAX_SOCKET_PATH = 100;

export interface EmbeddedServer {
  /** Connection settings for `pg` (a private unix socket). */
  readonly connection: { host: string; port: number; user: string; database: string };
  /** Resolves when the worker stopped on its own (a crash); the API cannot go on without it. */
  readonly exited: Promise<{ code: number; error: string | null }>;
  stop(): Promise<void>;
}

export interface EmbeddedServerOptions {
  /** The database files (created on first start). */
  pgDataDir: string;
  /** A folder only this process uses, for the socket (inside the locked data directory when it fits). */
  runDir: string;
  /** Load pgvector (always in production; tests turn it off to exercise the keyword fallback). */
  vector: boolean;
}

function socketDir(preferred: string): { dir: string; temporary: boolean } {
  if (path.join(preferred, `.s.PGSQL.${SOCKET_PORT}`).length <= MAX_SOCKET_PATH) {
    fs.rmSync(preferred, { recursive: true, force: true }); // A socket left by a killed process.
    fs.mkdirSync(preferred, { recursive: true, mode: 0o700 });
    return { dir: preferred, temporary: false };
  }
  return { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'csw-db-')), temporary: true };
}

/** Starts PGlite in a worker thread behind a unix socket (see pglite-worker.mjs for why). */
export async function startEmbeddedServer({
  pgDataDir,
  runDir,
  vector,
}: EmbeddedServerOptions): Promise<EmbeddedServer> {
  fs.mkdirSync(pgDataDir, { recursive: true });
  const socket = socketDir(runDir);
  const socketPath = path.join(socket.dir, `.s.PGSQL.${SOCKET_PORT}`);
  const worker = new Worker(WORKER_FILE, {
    workerData: { dataDir: pgDataDir, socketPath, vector },
    // The worker must not inherit a TypeScript loader it cannot use (see the worker's header).
    execArgv: [],
  });
  let lastError: string | null = null;
  const exited = new Promise<{ code: number; error: string | null }>((resolve) => {
    worker.on('error', (error) => {
      lastError = error.message;
    });
    worker.on('exit', (code) => resolve({ code, error: lastError }));
  });
  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: { type: string; message?: string }) => {
      if (message.type === 'ready') resolve();
      if (message.type === 'error')
        reject(new Error(`The embedded database could not start: ${message.message}`));
    };
    worker.on('message', onMessage);
    void exited.then(({ code, error }) =>
      reject(
        new Error(`The embedded database stopped while starting (exit ${code}): ${error ?? 'no detail'}`),
      ),
    );
  });
  worker.removeAllListeners('message');

  let stopped: Promise<void> | null = null;
  return {
    connection: { host: socket.dir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    exited,
    stop() {
      stopped ??= (async () => {
        const done = new Promise<void>((resolve) => {
          worker.on('message', (message: { type: string }) => {
            if (message.type === 'stopped' || message.type === 'error') resolve();
          });
          void exited.then(() => resolve());
        });
        worker.postMessage({ type: 'stop' });
        await done;
        await worker.terminate();
        if (socket.temporary) fs.rmSync(socket.dir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
