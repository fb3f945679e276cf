import { useMemo, useState } from 'react';
import type { TeamMember, UserSummary } from '@csw/contracts';
import { describeError, peopleApi, useApi, useRequest } from '@csw/storage';

/**
 * One team's members and the changes a lead (or an administrator, with `leadId`) makes to it. Each change
 * says what happened in `message` and reads the list again from the server.
 */
export function useTeam(leadId: string | undefined) {
  const api = useApi();
  const people = useMemo(() => peopleApi(api), [api]);
  const members = useRequest<TeamMember[]>(() => people.teamMembers(leadId), `team:${leadId ?? 'own'}`, {
    failure: (error) => `The team could not be loaded: ${describeError(error)}`,
  });
  const [message, setMessage] = useState<string | null>(null);

  async function add(person: UserSummary): Promise<boolean> {
    try {
      await people.addTeamMember(person.id, leadId);
      setMessage(`${person.username} added to the team successfully.`);
      return true;
    } catch (error) {
      setMessage(`${person.username} could not be added: ${describeError(error)}`);
      return false;
    } finally {
      members.retry();
    }
  }

  async function remove(member: TeamMember): Promise<void> {
    try {
      await people.removeTeamMember(member.userId, leadId);
      setMessage(`${member.username} removed from the team successfully.`);
    } catch (error) {
      setMessage(`${member.username} could not be removed: ${describeError(error)}`);
    } finally {
      members.retry();
    }
  }

  return { members: members.state, message, add, remove };
}

/** The teams the signed-in user belongs to. */
export function useMemberships() {
  const api = useApi();
  return useRequest(() => peopleApi(api).memberships(), 'team-memberships', { what: 'team memberships' });
}
