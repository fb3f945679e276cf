import type { Db } from '../db/database';
import { attemptsSoFar, countAttempt } from '../data/login-throttle-repository';
import { tooManyAttempts } from '../platform/errors';

/**
 * A per-minute budget of attempts per key (client address and route), counted in the database so that
 * it holds across every API process behind a load balancer. Used on sign-in and registration, where
 * guessing is the threat; the budgets per session and per address cover everything else.
 */
export async function consumeAttempt(db: Db, key: string, maxPerMinute: number): Promise<void> {
  const { hits, retrySeconds } = await countAttempt(db, key);
  if (hits > maxPerMinute) {
    throw tooManyAttempts('Too many attempts from this address. Wait a minute and try again.', retrySeconds);
  }
}

/** The limit on failed sign-ins from one client address within a window (the lockout's). */
export interface AddressFailureLimit {
  address: string;
  max: number;
  windowMs: number;
}

const failuresKey = (address: string) => `login-failures:${address}`;

/**
 * Password spraying tries one password on many names, a few tries each, so no name's lockout is reached:
 * the failed sign-ins of one address are counted too, and once they reach the limit that address may not
 * try again until the window has passed. Checked before the password is, so that a sprayer learns nothing.
 */
export async function refuseSprayingAddress(db: Db, limit: AddressFailureLimit): Promise<void> {
  const { hits, retrySeconds } = await attemptsSoFar(db, failuresKey(limit.address), limit.windowMs / 1000);
  if (hits >= limit.max) {
    const minutes = Math.max(1, Math.ceil(retrySeconds / 60));
    throw tooManyAttempts(
      `Too many failed sign-ins from this address. Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or ask your administrator.`,
      retrySeconds,
    );
  }
}

/** Counts one failed sign-in against its client address. */
export async function countAddressFailure(db: Db, limit: AddressFailureLimit): Promise<void> {
  await countAttempt(db, failuresKey(limit.address), limit.windowMs / 1000);
}
