import { useMemo, useState } from 'react';
import type { TeamInvitation, TeamMember, TeamMembership, UserSummary } from '@csw/contracts';
import { describeError, peopleApi, useApi, useRequest } from '@csw/storage';

function usePeople() {
  const api = useApi();
  return useMemo(() => peopleApi(api), [api]);
}

/**
 * One team's members and pending invitations, and the changes a lead (or an administrator, with `leadId`)
 * makes to it. A lead's addition is an invitation: the person joins when they accept. An administrator's
 * adds them at once. Each change says what happened in `message` and reads the lists again from the server.
 */
export function useTeam(leadId: string | undefined) {
  const people = usePeople();
  const team = `team:${leadId ?? 'own'}`;
  const members = useTeamMembers(leadId);
  const invitations = useRequest<TeamInvitation[]>(
    () => people.teamInvitations(leadId),
    `${team}:invitations`,
    { failure: (error) => `The pending invitations could not be loaded: ${describeError(error)}` },
  );
  const [message, setMessage] = useState<string | null>(null);

  async function add(person: UserSummary): Promise<boolean> {
    try {
      const answer = await people.addTeamMember(person.id, leadId);
      setMessage(
        answer.outcome === 'invited'
          ? `Invitation sent to ${person.username} successfully. They join the team when they accept.`
          : `${person.username} added to the team successfully.`,
      );
      return true;
    } catch (error) {
      setMessage(`${person.username} could not be added: ${describeError(error)}`);
      return false;
    } finally {
      members.retry();
      invitations.retry();
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

  async function withdraw(invitation: TeamInvitation): Promise<void> {
    try {
      await people.withdrawInvitation(invitation.id);
      setMessage(`Invitation to ${invitation.username} withdrawn successfully.`);
    } catch (error) {
      setMessage(`The invitation to ${invitation.username} could not be withdrawn: ${describeError(error)}`);
    } finally {
      invitations.retry();
    }
  }

  return { members: members.state, invitations: invitations.state, message, add, remove, withdraw };
}

/** The members of a team: the user's own, or with `leadId` that lead's (one the user belongs to). */
export function useTeamMembers(leadId: string | undefined) {
  const people = usePeople();
  return useRequest<TeamMember[]>(() => people.teamMembers(leadId), `team:${leadId ?? 'own'}`, {
    failure: (error) => `The team could not be loaded: ${describeError(error)}`,
  });
}

/** The teams the signed-in user belongs to, and leaving one of them. */
export function useMemberships(userId: string) {
  const people = usePeople();
  const memberships = useRequest(() => people.memberships(), 'team-memberships', {
    what: 'team memberships',
  });
  const [message, setMessage] = useState<string | null>(null);

  async function leave(membership: TeamMembership): Promise<void> {
    try {
      await people.removeTeamMember(userId, membership.leadId);
      setMessage(`You left the team of ${membership.leadUsername} successfully.`);
    } catch (error) {
      setMessage(`You could not leave the team of ${membership.leadUsername}: ${describeError(error)}`);
    } finally {
      memberships.retry();
    }
  }

  return { state: memberships.state, retry: memberships.retry, message, leave };
}
