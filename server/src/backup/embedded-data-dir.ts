import fs from 'node:fs';
import path from 'node:path';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../db/embedded/data-dir-lock';
import { BackupError } from './backup-error';

/**
 * What the embedded database's DATA_DIR holds. The database itself is pglite/ (the name database.ts
 * gives it); everything the server stores is in it, uploaded originals included (document_files.bytes).
 * Besides it the server keeps its lock (server.lock) and its socket folder (run/), which belong to a
 * running process and are never backed up; a restore works in .restore-<pid>/ and moves what it replaces
 * to .replaced-<pid>/ for the moment of the swap. Anything else a DATA_DIR holds is kept with the
 * database, so a backup holds everything but those.
 */
export const PGLITE_FOLDER = 'pglite';
const STAGING_PREFIX = '.restore-';
const REPLACED_PREFIX = '.replaced-';

/** True for a name at the top of DATA_DIR that belongs to a process, not to the database. */
function isProcessEntry(name: string): boolean {
  return (
    name === 'server.lock' ||
    name.startsWith('server.lock.') ||
    name === 'run' ||
    name.startsWith(STAGING_PREFIX) ||
    name.startsWith(REPLACED_PREFIX)
  );
}

export const stagingDir = (dataDir: string) => path.join(dataDir, `${STAGING_PREFIX}${process.pid}`);
export const replacedDir = (dataDir: string) => path.join(dataDir, `${REPLACED_PREFIX}${process.pid}`);

/** The database's entries at the top of a folder (DATA_DIR or a restore's staging folder). */
export function databaseEntries(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => !isProcessEntry(name))
    .sort();
}

/**
 * Refuses a backup file inside DATA_DIR: a backup would archive itself while writing it, and a restore
 * moves everything in DATA_DIR aside and deletes it once the restored database is in place.
 */
export function assertOutsideDataDir(file: string, dataDir: string): void {
  const relative = path.relative(path.resolve(dataDir), path.resolve(file));
  const outside = relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
  if (relative && !outside)
    throw new BackupError(
      `${file} is inside DATA_DIR (${dataDir}): keep backups outside it (a restore replaces what DATA_DIR ` +
        'holds). Nothing was changed.',
    );
}

export const hasDatabase = (dir: string): boolean =>
  fs.existsSync(path.join(dir, PGLITE_FOLDER, 'PG_VERSION'));

/** Removes the staging folders of restores that died (we hold the lock: no restore is running). */
export function removeStaleStaging(dataDir: string): void {
  for (const name of fs.readdirSync(dataDir))
    if (name.startsWith(STAGING_PREFIX))
      fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
}

/** Folders that a swap interrupted by a crash left: they may hold the only copy of an older database. */
export const leftOverReplaced = (dataDir: string): string[] =>
  fs.readdirSync(dataDir).filter((name) => name.startsWith(REPLACED_PREFIX));

/**
 * Takes the data directory's lock, as a server does. The embedded database has no lock of its own and
 * copies files written by a live process would be torn (PGlite's own dumpDataDir is no safer from another
 * process), so a backup or restore while a server runs on it is refused; holding the lock also keeps a
 * server from starting on the folder until the command is done.
 */
export function lockIdleDataDir(dataDir: string, action: 'back up' | 'restore'): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `The embedded database in ${dataDir} is in use by a running server (pid ${error.holderPid}). ` +
        `Stop the server, then ${action} again: its files cannot be copied safely while a server writes to them ` +
        '(a PostgreSQL database, with DATABASE_URL, can be backed up while the server runs). Nothing was changed.',
    );
  }
}

export interface DataFile {
  /** Relative to DATA_DIR, '/' between folders. */
  name: string;
  full: string;
  type: 'file' | 'directory';
  size: number;
  mode: number;
  mtime: number;
}

/**
 * Every folder and file of the database in DATA_DIR, each folder before what it holds. Empty folders
 * count: PostgreSQL needs its empty pg_* folders to start.
 */
export function listDataFiles(dataDir: string): DataFile[] {
  const found: DataFile[] = [];
  const visit = (relative: string) => {
    const full = path.join(dataDir, relative);
    const stat = fs.lstatSync(full);
    const name = relative.split(path.sep).join('/');
    const base = { name, full, mode: stat.mode & 0o777, mtime: stat.mtimeMs / 1000 };
    if (stat.isDirectory()) {
      found.push({ ...base, type: 'directory', size: 0 });
      for (const child of fs.readdirSync(full).sort()) visit(path.join(relative, child));
    } else if (stat.isFile()) {
      found.push({ ...base, type: 'file', size: stat.size });
    } else {
      throw new BackupError(
        `${full} is neither a file nor a folder (a link, socket or device): the embedded database holds none. ` +
          'Remove it or move it out of DATA_DIR, then back up again.',
      );
    }
  };
  for (const entry of databaseEntries(dataDir)) visit(entry);
  return found;
}

function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Puts a restored database in place of what DATA_DIR holds: the old entries move aside, the restored
 * ones move in (renames within one folder: nothing is copied), then the old ones are deleted. If a move
 * fails, what was moved is moved back.
 */
export function swapIntoDataDir(dataDir: string, staging: string): void {
  const aside = replacedDir(dataDir);
  const old = databaseEntries(dataDir);
  const fresh = databaseEntries(staging);
  fs.mkdirSync(aside, { mode: 0o700 });
  const movedAside: string[] = [];
  const movedIn: string[] = [];
  try {
    for (const name of old) {
      fs.renameSync(path.join(dataDir, name), path.join(aside, name));
      movedAside.push(name);
    }
    for (const name of fresh) {
      fs.renameSync(path.join(staging, name), path.join(dataDir, name));
      movedIn.push(name);
    }
    fsyncDir(dataDir);
  } catch (error) {
    try {
      for (const name of movedIn) fs.renameSync(path.join(dataDir, name), path.join(staging, name));
      for (const name of movedAside) fs.renameSync(path.join(aside, name), path.join(dataDir, name));
      fs.rmSync(aside, { recursive: true, force: true });
    } catch {
      throw new BackupError(
        `The restore could not put the database in place (${(error as Error).message}) nor undo the move: ` +
          `the previous database is in ${aside} and the restored one in ${staging}. Move the one you want back ` +
          `into ${dataDir} by hand.`,
      );
    }
    throw new BackupError(
      `The restore could not put the database in place (${(error as Error).message}). Nothing was changed.`,
    );
  }
  fs.rmSync(aside, { recursive: true, force: true });
}
