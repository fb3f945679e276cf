import { and, asc, eq, sql } from 'drizzle-orm';
import type { TeamMember } from '@csw/contracts';
import type { Db } from '../db/database';
import { teamMembers } from '../db/schema/team';
import { users } from '../db/schema/users';

export async function listTeam(db: Db, leadId: string, limit: number, offset: number): Promise<TeamMember[]> {
  const rows = await db
    .select({ userId: teamMembers.memberId, username: users.username, addedAt: teamMembers.addedAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.memberId))
    .where(eq(teamMembers.leadId, leadId))
    .orderBy(asc(users.username))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    userId: row.userId,
    username: row.username,
    addedAt: row.addedAt.toISOString(),
  }));
}

export async function findTeamMember(db: Db, leadId: string, memberId: string): Promise<TeamMember | null> {
  const [row] = await db
    .select({ userId: teamMembers.memberId, username: users.username, addedAt: teamMembers.addedAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.memberId))
    .where(and(eq(teamMembers.leadId, leadId), eq(teamMembers.memberId, memberId)))
    .limit(1);
  return row ? { userId: row.userId, username: row.username, addedAt: row.addedAt.toISOString() } : null;
}

export async function addTeamMember(db: Db, leadId: string, memberId: string): Promise<void> {
  await db.insert(teamMembers).values({ leadId, memberId });
}

export async function removeTeamMember(db: Db, leadId: string, memberId: string): Promise<void> {
  await db.delete(teamMembers).where(and(eq(teamMembers.leadId, leadId), eq(teamMembers.memberId, memberId)));
}

/** The team a lead leads: the lead and every member the lead added. */
export async function teamUserIds(db: Db, leadId: string): Promise<string[]> {
  const rows = await db
    .select({ memberId: teamMembers.memberId })
    .from(teamMembers)
    .where(eq(teamMembers.leadId, leadId));
  return [leadId, ...rows.map((row) => row.memberId).filter((id) => id !== leadId)];
}

/** Documents the users own (the organisation's library has no owner and is not a team's), and this week's. */
export async function countOwnedDocuments(
  db: Db,
  userIds: readonly string[],
): Promise<{ documents: number; thisWeek: number }> {
  if (userIds.length === 0) return { documents: 0, thisWeek: 0 };
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    SELECT count(*)::int AS documents,
           count(*) FILTER (WHERE d.created_at > now() - interval '7 days')::int AS this_week
      FROM documents d WHERE d.owner_id IN (${ids})`);
  const row = result.rows[0] as { documents: number; this_week: number };
  return { documents: Number(row.documents), thisWeek: Number(row.this_week) };
}
