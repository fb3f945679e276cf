import type { Database } from '../db/database';
import type { Log } from '../platform/log';
import type { ServerLifecycle } from './server-lifecycle';

/** A server of the process, as shutting down uses it (a Fastify instance). */
export interface ClosableServer {
  close(): Promise<unknown>;
  server: { closeAllConnections(): void };
}

export interface ShutdownOptions {
  /** The API server's lifecycle (app.lifecycle). */
  lifecycle: ServerLifecycle;
  /** Every server of the process: the API first, then the centers' static hosting. */
  servers: readonly ClosableServer[];
  database: Database;
  /** How long running requests may take to finish (SHUTDOWN_GRACE_MS). */
  graceMs: number;
  log: Pick<Log, 'info' | 'warn'>;
}

export interface ShutdownReport {
  /** Requests running when stopping began. */
  running: number;
  /** Requests still running at the end of the grace period, whose connections were closed. */
  cutOff: number;
  elapsedMs: number;
}

/** Whether `work` settles within `ms` (it goes on either way). */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, ms));
  });
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stops the process without losing what it acknowledged (SIGTERM from an orchestrator or a deploy):
 * 1. stopping begins: readiness answers 503 "stopping" so a load balancer drains the process, new requests
 *    are refused with a clear 503, event streams end with a last event saying the server is stopping;
 * 2. running requests finish, for up to `graceMs`: a write that is running commits and is answered;
 * 3. the servers stop listening and close their connections (those still busy at the end of the grace
 *    period are cut), then the services stop (worker threads, indexer, summary schedule);
 * 4. the database closes cleanly (the embedded one checkpoints its files).
 */
export async function shutDownGracefully({
  lifecycle,
  servers,
  database,
  graceMs,
  log,
}: ShutdownOptions): Promise<ShutdownReport> {
  const started = Date.now();
  const deadline = started + graceMs;
  const running = lifecycle.runningRequests;
  lifecycle.beginStopping();
  log.info(
    `Stopping: new requests are refused; ${running} running request(s) have up to ${graceMs} ms to finish.`,
  );
  await settlesWithin(lifecycle.whenIdle(), deadline - Date.now());
  const closing = Promise.allSettled(servers.map((server) => server.close()));
  let cutOff = 0;
  if (!(await settlesWithin(closing, deadline - Date.now()))) {
    cutOff = lifecycle.runningRequests;
    for (const server of servers) server.server.closeAllConnections();
    await closing;
  }
  await database.close();
  const report = { running, cutOff, elapsedMs: Date.now() - started };
  const summary = `Stopped in ${report.elapsedMs} ms: ${running} request(s) were running, ${cutOff} cut off at the grace limit; the database is closed.`;
  if (cutOff > 0) log.warn(summary);
  else log.info(summary);
  return report;
}
