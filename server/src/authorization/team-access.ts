import type { TeamInvitation } from '@csw/contracts';
import type { AuthUser } from '../data/accounts-repository';
import type { Db } from '../db/database';
import { findActiveTeamLead } from '../data/users-repository';
import { findTeamMember, listMemberships, type TeamMemberView } from '../data/team-repository';
import { findInvitation } from '../data/team-invitations-repository';
import type { SignedInActor } from '../platform/actor';
import { forbidden, notFound } from '../platform/errors';

/**
 * Who may do what with a team (named by its lead). The guard has already checked the role a route needs
 * (a team lead or an administrator to change one); these rules add whose team it is:
 * - change (invite, withdraw an invitation, remove): the team's own lead, or an administrator for any team
 *   (an administrator adds a member directly; a lead only invites, and the person joins by accepting);
 * - leave: a member removes themselves from a team they belong to;
 * - decide (accept, decline) an invitation: the invited person alone;
 * - read (the member list): its lead, an administrator, or a member of that team.
 */
export const TEAM_CHANGE_REFUSAL = "Only the team's lead or an administrator can change this team.";
export const TEAM_READ_REFUSAL = 'You can see only the teams you lead or belong to.';
export const INVITATION_DECIDE_REFUSAL = 'Only the invited person can accept or decline this invitation.';
export const INVITATION_WITHDRAW_REFUSAL =
  "Only the team's lead or an administrator can withdraw this invitation.";

/** The lead whose team a request names in `?leadId=`: the caller's own team when it names none. */
export function teamLeadNamed(user: AuthUser, query: unknown): string {
  const leadId = (query as { leadId?: unknown } | null)?.leadId;
  return typeof leadId === 'string' && leadId.length > 0 ? leadId : user.id;
}

/** Null when the user may change the team led by `leadId`, else the reason (answered 403). */
export function refuseTeamChange(user: AuthUser, leadId: string): string | null {
  return leadId === user.id || user.role === 'admin' ? null : TEAM_CHANGE_REFUSAL;
}

/** An administrator acting on another lead's team: that account must exist and lead teams (404 otherwise). */
async function requireLead(db: Db, leadId: string): Promise<void> {
  if (!(await findActiveTeamLead(db, leadId))) throw notFound('Team lead not found.');
}

/** The lead of the team `query` names that the actor may change; refuses (403, audited) anyone else's team. */
export async function teamToChange(db: Db, actor: SignedInActor, query: unknown): Promise<string> {
  const { user } = actor;
  const leadId = teamLeadNamed(user, query);
  const refusal = refuseTeamChange(user, leadId);
  if (refusal) {
    await actor.denied(db, { resource: 'team', leadId, action: 'change' });
    throw forbidden(refusal);
  }
  if (leadId !== user.id) await requireLead(db, leadId);
  return leadId;
}

/** The lead of the team `query` names that the actor may read; refuses (403, audited) a team they neither lead nor joined. */
export async function teamToRead(db: Db, actor: SignedInActor, query: unknown): Promise<string> {
  const { user } = actor;
  const leadId = teamLeadNamed(user, query);
  if (leadId === user.id) return leadId;
  if (user.role === 'admin') {
    await requireLead(db, leadId);
    return leadId;
  }
  const memberships = await listMemberships(db, user.id);
  if (!memberships.some((m) => m.leadId === leadId)) {
    await actor.denied(db, { resource: 'team', leadId, action: 'read' });
    throw forbidden(TEAM_READ_REFUSAL);
  }
  return leadId;
}

/**
 * A member of the team `query` names, as the guard loads it for a removal: null (404) for anyone who may
 * not see that team (neither its lead, an administrator, the member themselves nor a fellow member), so a
 * stranger learns nothing of who belongs to whom.
 */
export async function findTeamMemberFor(
  db: Db,
  user: AuthUser,
  memberId: string,
  query: unknown,
): Promise<TeamMemberView | null> {
  const leadId = teamLeadNamed(user, query);
  const member = await findTeamMember(db, leadId, memberId);
  if (!member) return null;
  if (leadId === user.id || user.role === 'admin' || memberId === user.id) return member;
  return (await findTeamMember(db, leadId, user.id)) ? member : null;
}

/** Null when the user may remove `member`: the lead or an administrator, or the member leaving. */
export function refuseTeamMemberRemoval(user: AuthUser, member: TeamMemberView): string | null {
  return member.userId === user.id ? null : refuseTeamChange(user, member.leadId);
}

/** An invitation as the guard loads it: seen by the invited person, the team's lead and administrators. */
export async function findInvitationFor(db: Db, user: AuthUser, id: string): Promise<TeamInvitation | null> {
  const invitation = await findInvitation(db, id);
  if (!invitation) return null;
  const concerned = invitation.userId === user.id || invitation.leadId === user.id || user.role === 'admin';
  return concerned ? invitation : null;
}

/** Null when the user may `action` the invitation, else the reason (403). */
export function refuseInvitation(
  action: 'decide' | 'withdraw',
  invitation: TeamInvitation,
  user: AuthUser,
): string | null {
  if (action === 'decide') return invitation.userId === user.id ? null : INVITATION_DECIDE_REFUSAL;
  return invitation.leadId === user.id || user.role === 'admin' ? null : INVITATION_WITHDRAW_REFUSAL;
}
