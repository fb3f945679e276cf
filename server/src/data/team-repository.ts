import { and, asc, eq } from 'drizzle-orm';
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
