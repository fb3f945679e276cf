import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AuthSettings } from '../config';
import type { Db } from '../db/database';
import { sessions } from '../db/schema/users';
import type { AuthUser } from './auth-user';
import { toAuthUser, type AccountRow } from './accounts-repository';

export const SESSION_COOKIE = 'csw_session';

/** 256 random bits, base64url: the only thing the browser holds, in an httpOnly cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are stored by hash, so the database never holds a usable token. */
export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
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
  await db.insert(sessions).values({ tokenHash: sessionTokenHash(token), userId, clientAddress });
  return token;
}

export interface ResolvedSession {
  user: AuthUser;
  tokenHash: string;
}

/**
 * The session of a token, if it is alive: not idle for longer than the idle timeout, not older than the
 * absolute timeout, and its account active. The database clock decides, so several API processes agree.
 * The last-seen time is written at most every `touchEveryMs`, which keeps reads read-only most of the time
 * while the idle timeout stays accurate to within that interval.
 */
export async function resolveSession(
  db: Db,
  token: string,
  settings: AuthSettings,
): Promise<ResolvedSession | null> {
  if (token.length < 20 || token.length > 100) return null;
  const tokenHash = sessionTokenHash(token);
  const touchEveryMs = Math.min(60_000, settings.idleTimeoutMs / 4);
  const result = await db.execute(sql`
    SELECT u.id, u.username, u.email, u.role, u.cognitive_state AS "cognitiveState", u.team_mode AS "teamMode",
           u.created_at AS "createdAt",
           s.last_seen_at < now() - make_interval(secs => ${touchEveryMs / 1000}) AS stale
      FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = ${tokenHash}
       AND s.last_seen_at > now() - make_interval(secs => ${settings.idleTimeoutMs / 1000})
       AND s.created_at > now() - make_interval(secs => ${settings.absoluteTimeoutMs / 1000})
       AND u.status = 'active'`);
  const row = result.rows[0] as (AccountRow & { stale: boolean }) | undefined;
  if (!row) return null;
  if (row.stale)
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.tokenHash, tokenHash));
  return { user: toAuthUser({ ...row, createdAt: new Date(row.createdAt) }), tokenHash };
}

export async function destroySession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function destroyUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Removes sessions that can no longer be used (run now and then; they are refused either way). */
export async function purgeExpiredSessions(db: Db, settings: AuthSettings): Promise<void> {
  await db.execute(sql`
    DELETE FROM sessions
     WHERE last_seen_at < now() - make_interval(secs => ${settings.idleTimeoutMs / 1000})
        OR created_at < now() - make_interval(secs => ${settings.absoluteTimeoutMs / 1000})`);
}
