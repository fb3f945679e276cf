import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Classification, Role, UserDirectoryEntry, UserSummary } from '@csw/contracts';
import type { Db } from '../db/database';
import { users } from '../db/schema/users';

/** LIKE's wildcards and its escape character, taken literally in a typed name. */
const literal = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The people lookup: active users whose name holds `query` (case-insensitive), names that start with it
 * first, then by name; without `query` the first by name. At most `limit`, never the caller. Only id,
 * username and email leave the database.
 */
export async function findUsersByName(
  db: Db,
  filter: { query?: string; limit: number; excludeId: string; role?: Role },
): Promise<UserDirectoryEntry[]> {
  const needle = filter.query === undefined ? '' : literal(filter.query);
  return db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        ne(users.id, filter.excludeId),
        filter.role ? eq(users.role, filter.role) : undefined,
        needle ? sql`${users.usernameKey} LIKE ${`%${needle}%`}` : undefined,
      ),
    )
    .orderBy(
      ...(needle ? [sql`${users.usernameKey} LIKE ${`${needle}%`} DESC`] : []),
      asc(users.usernameKey),
    )
    .limit(filter.limit);
}

export async function findActiveUserSummary(
  db: Db,
  id: string,
): Promise<(UserSummary & { role: Role; clearance: Classification }) | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username, role: users.role, clearance: users.clearance })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active')))
    .limit(1);
  return row ? { ...row, role: row.role as Role, clearance: row.clearance as Classification } : null;
}

/** An active account that may lead a team (a team lead or an administrator), or null. */
export async function findActiveTeamLead(db: Db, id: string): Promise<UserSummary | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active'), inArray(users.role, ['team_lead', 'admin'])))
    .limit(1);
  return row ?? null;
}
