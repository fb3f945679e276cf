import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tooManyRequests } from '../http/http-error';

/**
 * A per-minute budget of attempts per key (client address and route), counted in the database so that
 * it holds across every API process behind a load balancer. Used on sign-in and registration, where
 * guessing is the threat; the general per-process limit covers everything else.
 */
export async function consumeAttempt(db: Db, key: string, maxPerMinute: number): Promise<void> {
  const result = await db.execute(sql`
    INSERT INTO rate_limit_hits AS r (key, window_started_at, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_started_at <= now() - interval '1 minute' THEN 1 ELSE r.hits + 1 END,
      window_started_at = CASE WHEN r.window_started_at <= now() - interval '1 minute' THEN now() ELSE r.window_started_at END
    RETURNING hits, EXTRACT(EPOCH FROM (window_started_at + interval '1 minute' - now()))::float8 AS retry`);
  const row = result.rows[0] as { hits: number; retry: number };
  if (Number(row.hits) > maxPerMinute) {
    throw tooManyRequests(
      'Too many attempts from this address. Wait a minute and try again.',
      Number(row.retry),
    );
  }
}

export async function purgeOldAttempts(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_hits WHERE window_started_at < now() - interval '2 minutes'`);
}
