import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BackupError } from './backup-error';

/** Where PostgreSQL's own programs live on Debian and Ubuntu, one folder per major version. */
const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * How PostgreSQL's programs reach the configured database: the URL without its password (which would
 * show in the process list), the password through PGPASSWORD, and a description for messages.
 */
export interface PostgresTarget {
  url: string;
  env: NodeJS.ProcessEnv;
  where: string;
}

export function postgresTarget(databaseUrl: string): PostgresTarget {
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: 'csw-backup' };
  try {
    const url = new URL(databaseUrl);
    if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
    return { url: url.toString(), env, where: `${url.hostname}:${url.port || 5432}${url.pathname}` };
  } catch {
    return { url: databaseUrl, env, where: 'the configured DATABASE_URL' };
  }
}

/**
 * Reads what `inspect` asks of the database, and the server's major version (which pg_dump and psql must
 * match), on one connection with the same settings as the server (node-postgres reads the URL as the
 * server does), closed after.
 */
export async function inspectPostgres<T>(
  databaseUrl: string,
  where: string,
  inspect: (client: pg.Client) => Promise<T>,
): Promise<{ found: T; major: number }> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new BackupError(`Cannot connect to the database at ${where}: ${(error as Error).message}`);
  }
  try {
    const found = await inspect(client);
    return { found, major: await serverMajorVersion(client) };
  } finally {
    await client.end();
  }
}

async function serverMajorVersion(client: pg.ClientBase): Promise<number> {
  const result = await client.query<{ num: string }>(`SELECT current_setting('server_version_num') AS num`);
  return Math.floor(Number(result.rows[0]!.num) / 10_000);
}

function majorOf(binary: string): number | null {
  try {
    const text = execFileSync(binary, ['--version'], { encoding: 'utf8', timeout: 10_000 });
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(text) ?? /\s(\d+)(?:\.\d+)*/.exec(text);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

function candidates(tool: string, serverMajor: number): string[] {
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, tool));
  const installed = fs.existsSync(DEBIAN_ROOT)
    ? fs
        .readdirSync(DEBIAN_ROOT)
        .filter((name) => /^\d+$/.test(name))
        .map(Number)
        .sort((a, b) => (a === serverMajor ? -1 : b === serverMajor ? 1 : b - a))
        .map((major) => path.join(DEBIAN_ROOT, String(major), 'bin', tool))
    : [];
  return [...new Set([...onPath, ...installed])].filter((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  });
}

/**
 * Finds pg_dump or psql for a server of `serverMajor`: the one on PATH, then Debian's
 * /usr/lib/postgresql/<major>/bin, preferring the server's own major version. pg_dump refuses a server
 * newer than itself and a psql older than the pg_dump that wrote a dump may not read it, so a program of
 * another version is used only when it is newer.
 */
export function findPostgresTool(tool: 'pg_dump' | 'psql', serverMajor: number): string {
  const found = candidates(tool, serverMajor).map((file) => ({ file, major: majorOf(file) }));
  const exact = found.find((candidate) => candidate.major === serverMajor);
  if (exact) return exact.file;
  const newer = found
    .filter((candidate) => candidate.major !== null && candidate.major > serverMajor)
    .sort((a, b) => a.major! - b.major!)[0];
  if (newer) return newer.file;
  const seen = found.length
    ? ` (found ${found.map((c) => `${c.file}: ${c.major ?? 'unknown version'}`).join(', ')})`
    : '';
  throw new BackupError(
    `${tool} for PostgreSQL ${serverMajor} or newer was not found${seen}. Install PostgreSQL's client programs ` +
      `(Debian and Ubuntu: apt-get install postgresql-client-${serverMajor}) or put their folder on PATH.`,
  );
}

export interface RunningTool {
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** The end of what the program wrote on stderr, for messages. */
  errors(): string;
}

/** Starts one of PostgreSQL's programs; stderr is kept (its last few kilobytes) for the messages. */
export function runTool(
  binary: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdin: 'pipe' | 'ignore',
): RunningTool {
  const child = spawn(binary, args, { env, stdio: [stdin, 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('error', (error) => {
      stderr += error.message;
      resolve(-1);
    });
    child.once('close', (code) => resolve(code));
  });
  return { child, exited, errors: () => stderr.trim() };
}
