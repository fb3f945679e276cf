import { and, asc, eq, sql } from 'drizzle-orm';
import type { UserSummary } from '@csw/contracts';
import type { Db } from '../db/database';
import { users } from '../db/schema/users';

/** What any signed-in user may know of another: id, username, email. Disabled accounts are left out. */
export async function listUserSummaries(
  db: Db,
  filter: { q?: string; limit: number; offset: number },
): Promise<UserSummary[]> {
  const prefix = filter.q ? `${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(and(eq(users.status, 'active'), prefix ? sql`${users.usernameKey} LIKE ${prefix}` : undefined))
    .orderBy(asc(users.usernameKey))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function findActiveUserSummary(db: Db, id: string): Promise<UserSummary | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active')))
    .limit(1);
  return row ?? null;
}
