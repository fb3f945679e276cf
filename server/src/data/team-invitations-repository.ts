import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TeamInvitation, TeamInvitationStatus } from '@csw/contracts';
import type { Db } from '../db/database';
import { teamInvitations, teamMembers } from '../db/schema/team';
import { users } from '../db/schema/users';

/**
 * Invitations to teams (migration 0005): a lead invites, the invited user accepts (and joins) or declines,
 * the lead withdraws. At most one pending invitation per lead and person (a unique partial index).
 */

const lead = alias(users, 'lead');
const invited = alias(users, 'invited');

const invitationColumns = {
  id: teamInvitations.id,
  leadId: teamInvitations.leadId,
  leadUsername: lead.username,
  userId: teamInvitations.memberId,
  username: invited.username,
  status: teamInvitations.status,
  createdAt: teamInvitations.createdAt,
  decidedAt: teamInvitations.decidedAt,
};

interface InvitationRow {
  id: string;
  leadId: string;
  leadUsername: string;
  userId: string;
  username: string;
  status: string;
  createdAt: Date;
  decidedAt: Date | null;
}

const toInvitation = (row: InvitationRow): TeamInvitation => ({
  ...row,
  status: row.status as TeamInvitationStatus,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
});

function selectInvitations(db: Db, where: SQL | undefined) {
  return db
    .select(invitationColumns)
    .from(teamInvitations)
    .innerJoin(lead, eq(lead.id, teamInvitations.leadId))
    .innerJoin(invited, eq(invited.id, teamInvitations.memberId))
    .where(where);
}

export async function findInvitation(db: Db, id: string): Promise<TeamInvitation | null> {
  const [row] = await selectInvitations(db, eq(teamInvitations.id, id)).limit(1);
  return row ? toInvitation(row) : null;
}

/** The pending invitation of `memberId` to the team of `leadId`, if there is one. */
export async function findPendingInvitation(
  db: Db,
  leadId: string,
  memberId: string,
): Promise<TeamInvitation | null> {
  const [row] = await selectInvitations(
    db,
    and(
      eq(teamInvitations.leadId, leadId),
      eq(teamInvitations.memberId, memberId),
      eq(teamInvitations.status, 'pending'),
    ),
  ).limit(1);
  return row ? toInvitation(row) : null;
}

/** A team's pending invitations, by the invited person's name. */
export async function listTeamInvitations(db: Db, leadId: string): Promise<TeamInvitation[]> {
  const rows = await selectInvitations(
    db,
    and(eq(teamInvitations.leadId, leadId), eq(teamInvitations.status, 'pending')),
  ).orderBy(asc(invited.usernameKey));
  return rows.map(toInvitation);
}

/** The pending invitations a user has received, newest first. */
export async function listReceivedInvitations(db: Db, memberId: string): Promise<TeamInvitation[]> {
  const rows = await selectInvitations(
    db,
    and(eq(teamInvitations.memberId, memberId), eq(teamInvitations.status, 'pending')),
  ).orderBy(desc(teamInvitations.createdAt), asc(teamInvitations.id));
  return rows.map(toInvitation);
}

export async function createInvitation(
  db: Db,
  invitation: { leadId: string; memberId: string; invitedBy: string },
): Promise<string> {
  const id = randomUUID();
  await db.insert(teamInvitations).values({ id, ...invitation });
  return id;
}

/**
 * Ends a pending invitation (accepted, declined or withdrawn). False when it was no longer pending (decided
 * or withdrawn meanwhile): nothing changed. An accepted invitation makes its person a member in the same
 * statement's transaction (the caller's), unless they already are one (an administrator added them).
 */
export async function closeInvitation(
  db: Db,
  id: string,
  status: Exclude<TeamInvitationStatus, 'pending'>,
): Promise<boolean> {
  const [closed] = await db
    .update(teamInvitations)
    .set({ status, decidedAt: new Date() })
    .where(and(eq(teamInvitations.id, id), eq(teamInvitations.status, 'pending')))
    .returning({ leadId: teamInvitations.leadId, memberId: teamInvitations.memberId });
  if (!closed) return false;
  if (status === 'accepted') await db.insert(teamMembers).values(closed).onConflictDoNothing();
  return true;
}
