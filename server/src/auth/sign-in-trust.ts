import type { AuthSettings } from '../config';
import type { Db } from '../db/database';
import { attemptsSoFar, countAttempt, signedInFrom } from '../data/login-throttle-repository';
import { deviceNonceFor } from './device-cookies';

/**
 * How far a sign-in attempt is trusted, which decides whose failures can hold it back (NIST SP 800-63B
 * 5.2.2: limit guessing per account without letting others lock the account out):
 * - `device`: it presents a valid device cookie of the account (device-cookies.ts). Only its own failures
 *   count against it (per cookie), never anyone else's, and never its address's.
 * - `known-address`: no such cookie, but the account signed in from this address lately (a section's
 *   gateway). Held back by the failures of the name from known addresses only, never by strangers elsewhere
 *   nor by its address's failures.
 * - `untrusted`: anything else. Held back by the name's lockout and its daily limit, and by the address's
 *   failures (password spraying).
 * A guesser without a device cookie thus gets at most `dailyFailuresMax` a day from unknown addresses and as
 * many again from addresses the account signed in from: under 100 a day with the defaults.
 */
export type Trust = 'device' | 'known-address' | 'untrusted';

/** A count of failures over a window; attempts of its trust level are refused once it reaches `max`. */
interface Bucket {
  key: string;
  windowSeconds: number;
  max: number;
}

export const DAY_SECONDS = 24 * 60 * 60;

function bucketsOf(trust: Trust, id: string, settings: AuthSettings): Bucket[] {
  const window = settings.lockoutWindowMs / 1000;
  const day = { windowSeconds: DAY_SECONDS, max: settings.dailyFailuresMax };
  // The name's short lockout of untrusted attempts is the login_throttle row (auth-service.ts).
  if (trust === 'untrusted') return [{ key: `untrusted-day:${id}`, ...day }];
  return [
    { key: `${trust}:${id}`, windowSeconds: window, max: settings.lockoutMaxFailures },
    { key: `${trust}-day:${id}`, ...day },
  ];
}

export interface AttemptTrust {
  trust: Trust;
  buckets: Bucket[];
}

/** The first of `buckets` that is full, with the seconds until its window ends; null when none is. */
export async function fullBucket(
  db: Db,
  buckets: readonly Bucket[],
): Promise<{ retrySeconds: number } | null> {
  for (const bucket of buckets) {
    const { hits, retrySeconds } = await attemptsSoFar(db, bucket.key, bucket.windowSeconds);
    if (hits >= bucket.max) return { retrySeconds };
  }
  return null;
}

/** Counts a failure in each bucket; the first one this failure filled, if any. */
export async function countFailure(
  db: Db,
  buckets: readonly Bucket[],
): Promise<{ retrySeconds: number } | null> {
  let filled: { retrySeconds: number } | null = null;
  for (const bucket of buckets) {
    const { hits, retrySeconds } = await countAttempt(db, bucket.key, bucket.windowSeconds);
    if (!filled && hits >= bucket.max) filled = { retrySeconds };
  }
  return filled;
}

/**
 * The trust of an attempt on an account (null for an unknown name, which is always untrusted), from the
 * device cookie the browser sent and the client address. A device cookie whose own failures are used up is
 * no longer trusted until its window passes; the attempt is then judged as one without it.
 */
export async function trustOf(
  db: Db,
  settings: AuthSettings,
  {
    userId,
    nameKey,
    deviceCookie,
    address,
  }: { userId: string | null; nameKey: string; deviceCookie: string | undefined; address: string },
): Promise<AttemptTrust> {
  if (userId) {
    const nonce = deviceNonceFor(settings.deviceCookieSecret, deviceCookie, userId);
    if (nonce) {
      const buckets = bucketsOf('device', nonce, settings);
      if (!(await fullBucket(db, buckets))) return { trust: 'device', buckets };
    }
    if (await signedInFrom(db, userId, address, settings.knownAddressDays))
      return { trust: 'known-address', buckets: bucketsOf('known-address', nameKey, settings) };
  }
  return { trust: 'untrusted', buckets: bucketsOf('untrusted', nameKey, settings) };
}

/** What a person held back is told: for how long, and what gets them in now. */
export function heldBackMessage(trust: Trust, retrySeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retrySeconds / 60));
  const wait =
    minutes > 90 ? `${Math.ceil(minutes / 60)} hours` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const scope = trust === 'known-address' ? ' from this address' : '';
  return (
    `Too many failed sign-ins for this name${scope}. Wait ${wait} and try again, or sign in from a browser ` +
    'you have signed in with before (it is not held back), or ask your administrator.'
  );
}
