import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthSettings } from '../config';

/**
 * Device cookies (OWASP's defence against slow brute force): a browser in which an account has signed in
 * holds a cookie naming that account and a random nonce, signed with the server's secret. A sign-in that
 * presents a valid one for the name it tries is not held back by the failures of others (a guesser has no
 * such cookie), and its own failures are counted per cookie, so a stolen one is soon worth nothing.
 */
export const DEVICE_COOKIE = 'csw_device';
const VERSION = 'd1';
const DEVICE_COOKIE_DAYS = 180;

function macOf(secret: Buffer, userId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`csw-device|${userId}|${nonce}`).digest('base64url');
}

/** A new device cookie's value for an account: `d1.<user id>.<nonce>.<HMAC>`. */
export function newDeviceCookie(secret: Buffer, userId: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${VERSION}.${userId}.${nonce}.${macOf(secret, userId, nonce)}`;
}

/** The nonce of a device cookie when it is valid for this account, else null (absent, forged, another's). */
export function deviceNonceFor(secret: Buffer, value: string | undefined, userId: string): string | null {
  if (!value || value.length > 300) return null;
  const parts = value.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION || parts[1] !== userId) return null;
  const nonce = parts[2]!;
  const given = Buffer.from(parts[3]!);
  const expected = Buffer.from(macOf(secret, userId, nonce));
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** Sent only to the sign-in routes; kept across sign-outs (it says which browser this is, not who is in it). */
export function deviceCookieOptions(settings: AuthSettings) {
  return {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: settings.secureCookies,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  };
}
