import type {
  Role,
  teamMemberSchema,
  teamMembershipSchema,
  userSummarySchema,
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
  addTeamMember(userId: string, leadId?: string): Promise<TeamMember>;
  removeTeamMember(userId: string, leadId?: string): Promise<void>;
  /** The teams the signed-in user belongs to. */
  memberships(): Promise<TeamMembership[]>;
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
      return typedAnswer<typeof teamMemberSchema>(await client.post(path, { userId }));
    },
    async removeTeamMember(userId, leadId) {
      await client.delete(withQuery(`/api/team/members/${encodeURIComponent(userId)}`, team(leadId)));
    },
    async memberships() {
      return typedListAnswer<typeof teamMembershipSchema>(await client.get('/api/team/memberships'));
    },
  };
}
