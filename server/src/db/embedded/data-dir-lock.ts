import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The embedded database's directory is already used by another live server process. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server process (pid ${holderPid}). ` +
        'Only one process may open the embedded database: stop the other process, or choose another DATA_DIR ' +
        '(or set DATABASE_URL to share a PostgreSQL server between processes).',
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
  /** The process start time as the kernel reports it, to tell a live holder from a reused pid. */
  started: string | null;
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

const LOCK_NAME = 'server.lock';

/** The kernel's start time of a process (Linux /proc), or null where it cannot be read. */
function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime) follows the command name, which may itself hold spaces and parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return true; // Another machine on a shared disk: never steal its lock.
  if (owner.pid === process.pid) {
    // This very process holds it (same start time), or an earlier process had our pid (containers reuse pid 1).
    return owner.started === null || owner.started === processStart(process.pid);
  }
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const started = processStart(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number') return null;
    return { pid: owner.pid, host: String(owner.host ?? ''), started: owner.started ?? null };
  } catch {
    return null;
  }
}

/**
 * Takes the exclusive lock of a data directory. The embedded database has no lock of its own and two
 * writers silently lose each other's rows, so a second process must be refused. The lock file is created
 * with O_EXCL; a lock left by a process that died (SIGKILL, power loss) is recognised because its pid is
 * gone or now belongs to a process started at another time, and is taken over by renaming it away first,
 * so two starters racing for a stale lock cannot both win.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_NAME);
  const me: LockOwner = { pid: process.pid, host: os.hostname(), started: processStart(process.pid) };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, JSON.stringify(me));
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          const owner = readOwner(file);
          if (owner?.pid === me.pid && owner.started === me.started) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner && isAlive(owner)) throw new DataDirLockedError(dataDir, owner.pid);
    if (!owner) {
      // Unreadable: a starter may be writing it right now. Give it a moment before judging it stale.
      const age = Date.now() - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age < 2000) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
        continue;
      }
    }
    const aside = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readOwner(aside);
    if (moved && owner && (moved.pid !== owner.pid || moved.started !== owner.started)) {
      // We moved a lock that another starter had just taken: give it back (unless a third took the
      // place meanwhile) and stand aside.
      try {
        fs.linkSync(aside, file);
      } catch {
        // The place is taken again: that holder keeps it.
      }
      fs.rmSync(aside, { force: true });
      throw new DataDirLockedError(dataDir, moved.pid);
    }
    fs.rmSync(aside, { force: true });
  }
  throw new Error(`Could not take the lock of the data directory ${dataDir}; try again.`);
}
