import type { Pool } from 'pg';
import { MIGRATIONS_DIR } from '../db/migrate';
import { readMigrationStatus } from '../db/migration-status';
import type { ServerLifecycle } from './server-lifecycle';

export type CheckName = 'database' | 'migrations' | 'workers';
export interface CheckResult {
  /** skipped: not checked because a check it depends on failed. */
  state: 'ok' | 'failed' | 'skipped';
  message?: string;
}
export type Checks = Record<CheckName, CheckResult>;

export type Readiness =
  | { status: 'ok'; checks: Checks }
  | { status: 'unavailable'; failed: CheckName[]; checks: Checks }
  | { status: 'stopping' };

/** A thread that does work for the API (the analysis and advice runners). */
export interface WorkerProbe {
  name: string;
  healthy(): boolean;
}

/** A load balancer's probe gives up after a few seconds: so does the database check, with an answer. */
const DATABASE_TIMEOUT_MS = 5_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this process should get traffic: the database answers, every migration this code knows is applied
 * (and none it does not know), and the worker threads take work. While the server stops it is not ready,
 * without touching the database (it may be closing), so a load balancer drains the process.
 */
export async function checkReadiness({
  pool,
  workers,
  lifecycle,
}: {
  pool: Pool;
  workers: readonly WorkerProbe[];
  lifecycle: ServerLifecycle;
}): Promise<Readiness> {
  if (lifecycle.stopping) return { status: 'stopping' };
  const checks: Checks = {
    database: { state: 'ok' },
    migrations: { state: 'ok' },
    workers: { state: 'ok' },
  };
  try {
    // One statement answers both: the database is reachable, and what it has applied.
    const status = await withTimeout(readMigrationStatus(pool, MIGRATIONS_DIR), DATABASE_TIMEOUT_MS);
    if (status.missing.length > 0)
      checks.migrations = {
        state: 'failed',
        message: `Not applied: ${status.missing.map((m) => m.tag).join(', ')}.`,
      };
    else if (status.unknown.length > 0)
      checks.migrations = {
        state: 'failed',
        message: `The database has ${status.unknown.length} migration(s) this server does not know (a newer version wrote it).`,
      };
  } catch (error) {
    checks.database = {
      state: 'failed',
      message: `The database does not answer: ${error instanceof Error ? error.message : String(error)}`,
    };
    checks.migrations = { state: 'skipped', message: 'Not checked: the database does not answer.' };
  }
  const stopped = workers.filter((worker) => !worker.healthy()).map((worker) => worker.name);
  if (stopped.length > 0) checks.workers = { state: 'failed', message: `Stopped: ${stopped.join(', ')}.` };
  const failed = (Object.keys(checks) as CheckName[]).filter((name) => checks[name].state === 'failed');
  return failed.length > 0 ? { status: 'unavailable', failed, checks } : { status: 'ok', checks };
}
