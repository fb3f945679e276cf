import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { AuthSettings } from '../config';
import type { Db } from '../db/database';
import { endedSessions, sessions } from '../db/schema/users';
import { toAuthUser, type AccountRow, type AuthUser } from './accounts-repository';
import { firstRow, rowsOf } from './rows';

/** Why a session ended before the user signed out of it: the server records it and says it on the next request. */
export const SESSION_END_REASONS = [
  'idle',
  'expired',
  'signed-out-elsewhere',
  'password-changed',
  'account-disabled',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** Sessions are stored by the hash of their token, so the database never holds a usable token. */
export async function insertSession(
  db: Db,
  tokenHash: string,
  userId: string,
  clientAddress: string | null,
): Promise<void> {
  await db.insert(sessions).values({ tokenHash, userId, clientAddress });
}

type LiveSessionRow = Pick<
  AccountRow,
  'id' | 'username' | 'email' | 'role' | 'cognitiveState' | 'teamMode' | 'clearance' | 'createdAt'
> & { stale: boolean };

/**
 * The user of a session that is alive: not idle for longer than the idle timeout, not older than the
 * absolute timeout, and its account active. The database clock decides, so several API processes agree.
 * The last-seen time is written only when it is older than `touchEveryMs`.
 */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  settings: AuthSettings,
  touchEveryMs: number,
): Promise<AuthUser | null> {
  const row = await firstRow<LiveSessionRow>(
    db,
    sql`
    SELECT u.id, u.username, u.email, u.role, u.cognitive_state AS "cognitiveState", u.team_mode AS "teamMode",
           u.clearance, u.created_at AS "createdAt",
           s.last_seen_at < now() - make_interval(secs => ${touchEveryMs / 1000}) AS stale
      FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = ${tokenHash}
       AND s.last_seen_at > now() - make_interval(secs => ${settings.idleTimeoutMs / 1000})
       AND s.created_at > now() - make_interval(secs => ${settings.absoluteTimeoutMs / 1000})
       AND u.status = 'active'`,
  );
  if (!row) return null;
  if (row.stale)
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.tokenHash, tokenHash));
  return toAuthUser({ ...row, createdAt: new Date(row.createdAt) });
}

export async function destroySession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, recording why for the browsers that still hold them. */
export async function destroyUserSessions(db: Db, userId: string, reason: SessionEndReason): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ tokenHash: sessions.tokenHash });
  await recordEnded(db, ended, reason);
}

/** Ends every session of a user but the one stored as `keepHash`; how many were ended. */
export async function destroyOtherSessions(db: Db, userId: string, keepHash: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepHash)))
    .returning({ tokenHash: sessions.tokenHash });
  await recordEnded(db, ended, 'signed-out-elsewhere');
  return ended.length;
}

/** How long the reason of an ended session is kept: longer than any browser keeps a session's cookie. */
const ENDED_KEPT_DAYS = 30;

/** Ends one session of a user from another of theirs ("sign out" on the Account dialog's list). */
export async function destroySessionFromElsewhere(db: Db, tokenHash: string): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ tokenHash: sessions.tokenHash });
  await recordEnded(db, ended, 'signed-out-elsewhere');
}

async function recordEnded(db: Db, ended: { tokenHash: string }[], reason: SessionEndReason): Promise<void> {
  if (ended.length === 0) return;
  await db
    .insert(endedSessions)
    .values(ended.map(({ tokenHash }) => ({ tokenHash, reason })))
    .onConflictDoUpdate({ target: endedSessions.tokenHash, set: { reason, endedAt: sql`now()` } });
  await db
    .delete(endedSessions)
    .where(lt(endedSessions.endedAt, sql`now() - make_interval(days => ${ENDED_KEPT_DAYS})`));
}

/**
 * Why the session of this token is not alive, from the server's record: ended from elsewhere (another
 * session, a password change, an administrator), or still stored but idle, past its time limit or of a
 * disabled account. Null for a token the server never issued or no longer knows.
 */
export async function sessionEndReason(
  db: Db,
  tokenHash: string,
  settings: AuthSettings,
): Promise<SessionEndReason | null> {
  const recorded = await firstRow<{ reason: SessionEndReason }>(
    db,
    sql`SELECT reason FROM ended_sessions WHERE token_hash = ${tokenHash}`,
  );
  if (recorded) return recorded.reason;
  const row = await firstRow<{ disabled: boolean; expired: boolean; idle: boolean }>(
    db,
    sql`
    SELECT u.status <> 'active' AS disabled,
           s.created_at <= now() - make_interval(secs => ${settings.absoluteTimeoutMs / 1000}) AS expired,
           s.last_seen_at <= now() - make_interval(secs => ${settings.idleTimeoutMs / 1000}) AS idle
      FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = ${tokenHash}`,
  );
  if (!row) return null;
  if (row.disabled) return 'account-disabled';
  if (row.expired) return 'expired';
  return row.idle ? 'idle' : null;
}

/** A session as its owner may see it listed (the hash stays on the server: see auth/account-service.ts). */
export interface AccountSessionRow {
  tokenHash: string;
  createdAt: Date | string;
  lastSeenAt: Date | string;
  clientAddress: string | null;
}

/** A user's sessions that are still alive (the same rule as findLiveSession), the most recently used first. */
export async function listLiveSessions(
  db: Db,
  userId: string,
  settings: AuthSettings,
): Promise<AccountSessionRow[]> {
  return rowsOf<AccountSessionRow>(
    db,
    sql`
    SELECT token_hash AS "tokenHash", created_at AS "createdAt", last_seen_at AS "lastSeenAt",
           client_address AS "clientAddress"
      FROM sessions
     WHERE user_id = ${userId}
       AND last_seen_at > now() - make_interval(secs => ${settings.idleTimeoutMs / 1000})
       AND created_at > now() - make_interval(secs => ${settings.absoluteTimeoutMs / 1000})
     ORDER BY last_seen_at DESC, created_at DESC`,
  );
}

/** Removes sessions that can no longer be used (run now and then; they are refused either way). */
export async function purgeExpiredSessions(db: Db, settings: AuthSettings): Promise<void> {
  await db.execute(sql`
    DELETE FROM sessions
     WHERE last_seen_at < now() - make_interval(secs => ${settings.idleTimeoutMs / 1000})
        OR created_at < now() - make_interval(secs => ${settings.absoluteTimeoutMs / 1000})`);
}
