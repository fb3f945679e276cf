import { createHash, randomBytes } from 'node:crypto';
import type { AuthSettings } from '../config';
import type { Db } from '../db/database';
import type { AuthUser } from '../data/accounts-repository';
import { SESSION_ENDED_CODE } from '@csw/contracts';
import { findLiveSession, insertSession, sessionEndReason } from '../data/sessions-repository';
import { unauthenticated, type DomainError } from '../platform/errors';
import { sessionEndMessage } from './session-end-reasons';

export const SESSION_COOKIE = 'csw_session';

/** 256 random bits, base64url: the only thing the browser holds, in an httpOnly cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are stored by hash, so the database never holds a usable token. */
export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The id a session is listed and signed out by: a SHA-256 of its stored hash (with a purpose prefix),
 * truncated to 128 bits. It names a session to its owner without revealing the hash, let alone the token,
 * and nothing that the database or a cookie holds can be used as an id.
 */
export function sessionIdOf(tokenHash: string): string {
  return createHash('sha256').update(`csw-session-id:${tokenHash}`).digest('hex').slice(0, 32);
}

export function sessionCookieOptions(settings: AuthSettings) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: settings.secureCookies,
    maxAge: Math.floor(settings.absoluteTimeoutMs / 1000),
  };
}

export async function createSession(db: Db, userId: string, clientAddress: string | null): Promise<string> {
  const token = newSessionToken();
  await insertSession(db, sessionTokenHash(token), userId, clientAddress);
  return token;
}

export interface ResolvedSession {
  user: AuthUser;
  tokenHash: string;
}

/**
 * The session of a token, if it is alive (see findLiveSession). The last-seen time is written at most every
 * `touchEveryMs`, which keeps reads read-only most of the time while the idle timeout stays accurate to
 * within that interval.
 */
export async function resolveSession(
  db: Db,
  token: string,
  settings: AuthSettings,
): Promise<ResolvedSession | null> {
  if (token.length < 20 || token.length > 100) return null;
  const tokenHash = sessionTokenHash(token);
  const touchEveryMs = Math.min(60_000, settings.idleTimeoutMs / 4);
  const user = await findLiveSession(db, tokenHash, settings, touchEveryMs);
  return user ? { user, tokenHash } : null;
}

/**
 * The 401 of a request whose session cookie names no live session: why that session ended, from the server's
 * record (see sessionEndReason); null for a token the server does not know (the plain "Sign in to continue.").
 */
export async function endedSessionRefusal(
  db: Db,
  token: string,
  settings: AuthSettings,
): Promise<DomainError | null> {
  const reason =
    token.length < 20 || token.length > 100
      ? null
      : await sessionEndReason(db, sessionTokenHash(token), settings);
  if (!reason) return null;
  const message = sessionEndMessage(reason, {
    idleMinutes: Math.round(settings.idleTimeoutMs / 60_000),
    absoluteHours: Math.round(settings.absoluteTimeoutMs / 3_600_000),
  });
  return unauthenticated(message, SESSION_ENDED_CODE);
}
