import { and, eq, ne, sql } from 'drizzle-orm';
import type { AuthSettings } from '../config';
import type { Db } from '../db/database';
import { sessions } from '../db/schema/users';
import { toAuthUser, type AccountRow, type AuthUser } from './accounts-repository';
import { firstRow, rowsOf } from './rows';

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

export async function destroyUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of a user but the one stored as `keepHash`; how many were ended. */
export async function destroyOtherSessions(db: Db, userId: string, keepHash: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepHash)))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
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
