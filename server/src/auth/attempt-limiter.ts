import type { Db } from '../db/database';
import { countAttempt } from '../data/login-throttle-repository';
import { tooManyAttempts } from '../platform/errors';

/**
 * A per-minute budget of attempts per key (client address and route), counted in the database so that
 * it holds across every API process behind a load balancer. Used on sign-in and registration, where
 * guessing is the threat; the general per-process limit covers everything else.
 */
export async function consumeAttempt(db: Db, key: string, maxPerMinute: number): Promise<void> {
  const { hits, retrySeconds } = await countAttempt(db, key);
  if (hits > maxPerMinute) {
    throw tooManyAttempts('Too many attempts from this address. Wait a minute and try again.', retrySeconds);
  }
}
