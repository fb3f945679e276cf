import { eq, sql } from 'drizzle-orm';
import type { AuthSettings } from '../config';
import type { Db } from '../db/database';
import { loginThrottle } from '../db/schema/users';
import { firstRow } from './rows';

/*
 * The counters against guessing, kept in the database so that they hold across every API process: failed
 * sign-ins per account name (the lockout) and attempts per client address and route (per minute).
 */

/** Milliseconds an account name stays locked, or 0. */
export async function lockRemainingMs(db: Db, key: string): Promise<number> {
  const row = await firstRow<{ remaining: number }>(
    db,
    sql`
    SELECT GREATEST(0, EXTRACT(EPOCH FROM (locked_until - now())) * 1000)::float8 AS remaining
      FROM login_throttle WHERE username_key = ${key} AND locked_until > now()`,
  );
  return Number(row?.remaining ?? 0);
}

export interface FailureCount {
  failures: number;
  /** True when this failure locked the name. */
  locked: boolean;
  lockMs: number;
}

/**
 * Counts one failed sign-in for an account name, atomically in the database so that attempts spread over
 * several API processes add up. Failures count while they are consecutive and within the window; the
 * failure that reaches the limit locks the name for the lockout duration.
 */
export async function recordFailure(db: Db, key: string, settings: AuthSettings): Promise<FailureCount> {
  const windowSecs = settings.lockoutWindowMs / 1000;
  const lockSecs = settings.lockoutDurationMs / 1000;
  const max = settings.lockoutMaxFailures;
  const row = await firstRow<{ failures: number; locked: boolean }>(
    db,
    sql`
    WITH counted AS (
      INSERT INTO login_throttle AS t (username_key, failures, window_started_at, locked_until)
      VALUES (${key}, 1, now(), CASE WHEN 1 >= ${max}::int THEN now() + make_interval(secs => ${lockSecs}) END)
      ON CONFLICT (username_key) DO UPDATE SET
        failures = CASE WHEN t.window_started_at < now() - make_interval(secs => ${windowSecs})
                          OR t.locked_until <= now() THEN 1 ELSE t.failures + 1 END,
        window_started_at = CASE WHEN t.window_started_at < now() - make_interval(secs => ${windowSecs})
                                   OR t.locked_until <= now() THEN now() ELSE t.window_started_at END,
        locked_until = CASE
          WHEN t.locked_until > now() THEN t.locked_until
          WHEN (CASE WHEN t.window_started_at < now() - make_interval(secs => ${windowSecs})
                       OR t.locked_until <= now() THEN 1 ELSE t.failures + 1 END) >= ${max}::int
            THEN now() + make_interval(secs => ${lockSecs})
          ELSE NULL END
      RETURNING failures, locked_until)
    SELECT failures, locked_until IS NOT NULL AS locked FROM counted`,
  );
  return { failures: Number(row!.failures), locked: row!.locked, lockMs: settings.lockoutDurationMs };
}

/** A successful sign-in ends the run of failures. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.usernameKey, key));
}

/**
 * Counts one attempt for `key` in its current window (a minute unless said otherwise): the attempts so far,
 * and the seconds the window has left.
 */
export async function countAttempt(
  db: Db,
  key: string,
  windowSeconds = 60,
): Promise<{ hits: number; retrySeconds: number }> {
  const row = await firstRow<{ hits: number; retry: number }>(
    db,
    sql`
    INSERT INTO rate_limit_hits AS r (key, window_started_at, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_started_at <= now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE r.hits + 1 END,
      window_started_at = CASE WHEN r.window_started_at <= now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE r.window_started_at END
    RETURNING hits, EXTRACT(EPOCH FROM (window_started_at + make_interval(secs => ${windowSeconds}) - now()))::float8 AS retry`,
  );
  return { hits: Number(row!.hits), retrySeconds: Number(row!.retry) };
}

/** The attempts counted for `key` in its current window (0 when it has ended), without counting one. */
export async function attemptsSoFar(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; retrySeconds: number }> {
  const row = await firstRow<{ hits: number; retry: number }>(
    db,
    sql`
    SELECT hits, EXTRACT(EPOCH FROM (window_started_at + make_interval(secs => ${windowSeconds}) - now()))::float8 AS retry
      FROM rate_limit_hits
     WHERE key = ${key} AND window_started_at > now() - make_interval(secs => ${windowSeconds})`,
  );
  return { hits: Number(row?.hits ?? 0), retrySeconds: Number(row?.retry ?? 0) };
}

/** Removes the counters whose window (at most `longestWindowSeconds`) ended over a minute ago. */
export async function purgeOldAttempts(db: Db, longestWindowSeconds = 60): Promise<void> {
  await db.execute(
    sql`DELETE FROM rate_limit_hits WHERE window_started_at < now() - make_interval(secs => ${longestWindowSeconds + 60})`,
  );
}

/**
 * Whether an account has signed in from an address within the last `days` (its LOGIN entries of the audit
 * log, which is append-only and read by user and time).
 */
export async function signedInFrom(db: Db, userId: string, address: string, days: number): Promise<boolean> {
  if (days <= 0) return false;
  const row = await firstRow<{ found: number }>(
    db,
    sql`
    SELECT 1 AS found FROM audit_log
     WHERE user_id = ${userId} AND action = 'LOGIN' AND client_address = ${address}
       AND at > now() - make_interval(days => ${days}::int)
     LIMIT 1`,
  );
  return row !== undefined;
}
