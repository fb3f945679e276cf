import type {
  AddTeamMemberAnswer,
  Role,
  addTeamMemberAnswerSchema,
  teamInvitationSchema,
  teamMemberSchema,
  teamMembershipSchema,
  userSummarySchema,
  TeamInvitation,
  TeamInvitationDecision,
  TeamMember,
  TeamMembership,
  UserSummary,
} from '@csw/contracts';
import { withQuery, type ApiClient } from './api-client';
import { typedAnswer, typedListAnswer } from './parse-response';

/** Typed calls of the people lookup and the team routes (shared/contracts/src/api/people.ts). */
export interface PeopleApi {
  /** Up to `limit` users whose name holds `query` (2 characters at least; never the whole directory). */
  find(query: string, options?: { limit?: number; role?: Role }): Promise<UserSummary[]>;
  /** The members of a team: the caller's own, or with `leadId` the team of that lead. */
  teamMembers(leadId?: string): Promise<TeamMember[]>;
  /**
   * A team lead's request invites the person (`outcome: 'invited'`: they join when they accept); an
   * administrator's adds them at once (`outcome: 'added'`).
   */
  addTeamMember(userId: string, leadId?: string): Promise<AddTeamMemberAnswer>;
  /** Removes a member (the lead, an administrator), or the caller leaves the team of `leadId` (their own id). */
  removeTeamMember(userId: string, leadId?: string): Promise<void>;
  /** The teams the signed-in user belongs to. */
  memberships(): Promise<TeamMembership[]>;
  /** A team's pending invitations: the caller's own team, or with `leadId` that lead's (an administrator). */
  teamInvitations(leadId?: string): Promise<TeamInvitation[]>;
  withdrawInvitation(id: string): Promise<void>;
  /** The pending invitations the signed-in user has received. */
  receivedInvitations(): Promise<TeamInvitation[]>;
  /** The invited user accepts (joining the team) or declines. */
  decideInvitation(id: string, decision: TeamInvitationDecision): Promise<TeamInvitation>;
}

/** The picker asks for a handful (contracts' USER_LOOKUP_DEFAULT; only types of contracts load here). */
const LOOKUP_LIMIT = 10;
/** A team's members fit in one page (the largest page the server gives). */
const TEAM_PAGE = 100;

export function peopleApi(client: ApiClient): PeopleApi {
  const team = (leadId?: string) => (leadId ? { leadId } : undefined);
  return {
    async find(query, { limit = LOOKUP_LIMIT, role } = {}) {
      return typedListAnswer<typeof userSummarySchema>(
        await client.get('/api/users', { query, limit, ...(role ? { role } : {}) }),
      );
    },
    async teamMembers(leadId) {
      return typedListAnswer<typeof teamMemberSchema>(
        await client.get('/api/team/members', { limit: TEAM_PAGE, ...team(leadId) }),
      );
    },
    async addTeamMember(userId, leadId) {
      const path = withQuery('/api/team/members', team(leadId));
      return typedAnswer<typeof addTeamMemberAnswerSchema>(await client.post(path, { userId }));
    },
    async removeTeamMember(userId, leadId) {
      await client.delete(withQuery(`/api/team/members/${encodeURIComponent(userId)}`, team(leadId)));
    },
    async memberships() {
      return typedListAnswer<typeof teamMembershipSchema>(await client.get('/api/team/memberships'));
    },
    async teamInvitations(leadId) {
      return typedListAnswer<typeof teamInvitationSchema>(
        await client.get('/api/team/invitations', team(leadId)),
      );
    },
    async withdrawInvitation(id) {
      await client.delete(`/api/team/invitations/${encodeURIComponent(id)}`);
    },
    async receivedInvitations() {
      return typedListAnswer<typeof teamInvitationSchema>(await client.get('/api/team/invitations/received'));
    },
    async decideInvitation(id, decision) {
      return typedAnswer<typeof teamInvitationSchema>(
        await client.post(`/api/team/invitations/${encodeURIComponent(id)}/decision`, { decision }),
      );
    },
  };
}
