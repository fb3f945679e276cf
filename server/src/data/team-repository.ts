import { and, asc, eq } from 'drizzle-orm';
import type { Role, TeamMember, TeamMembership } from '@csw/contracts';
import type { Db } from '../db/database';
import { teamMembers } from '../db/schema/team';
import { users } from '../db/schema/users';

/** A member as the guard loads it for a change: with the lead whose team it is (see policies.ts). */
export type TeamMemberView = TeamMember & { leadId: string };

const memberColumns = {
  userId: teamMembers.memberId,
  username: users.username,
  role: users.role,
  addedAt: teamMembers.addedAt,
};

const toMember = (row: { userId: string; username: string; role: string; addedAt: Date }): TeamMember => ({
  userId: row.userId,
  username: row.username,
  role: row.role as Role,
  addedAt: row.addedAt.toISOString(),
});

export async function listTeam(db: Db, leadId: string, limit: number, offset: number): Promise<TeamMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.memberId))
    .where(eq(teamMembers.leadId, leadId))
    .orderBy(asc(users.usernameKey))
    .limit(limit)
    .offset(offset);
  return rows.map(toMember);
}

export async function findTeamMember(db: Db, leadId: string, memberId: string): Promise<TeamMemberView | null> {
  const [row] = await db
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.memberId))
    .where(and(eq(teamMembers.leadId, leadId), eq(teamMembers.memberId, memberId)))
    .limit(1);
  return row ? { ...toMember(row), leadId } : null;
}

/** The teams a user belongs to, by their lead's name. */
export async function listMemberships(db: Db, memberId: string): Promise<TeamMembership[]> {
  const rows = await db
    .select({ leadId: teamMembers.leadId, leadUsername: users.username, addedAt: teamMembers.addedAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.leadId))
    .where(eq(teamMembers.memberId, memberId))
    .orderBy(asc(users.usernameKey));
  return rows.map((row) => ({ ...row, addedAt: row.addedAt.toISOString() }));
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
