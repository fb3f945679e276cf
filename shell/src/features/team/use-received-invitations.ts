import { useMemo, useState } from 'react';
import type { TeamInvitation } from '@csw/contracts';
import { describeError, peopleApi, useApi, useRequest } from '@csw/storage';

// Apart from use-team.ts: the dashboard shows received invitations on first load, while the Team screen's
// hooks load with that screen.

/** The invitations the signed-in user has received and not answered yet, and their answer to one. */
export function useReceivedInvitations(onJoined?: () => void) {
  const api = useApi();
  const people = useMemo(() => peopleApi(api), [api]);
  const invitations = useRequest(() => people.receivedInvitations(), 'team-invitations-received', {
    what: 'team invitations',
  });
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function decide(invitation: TeamInvitation, accept: boolean): Promise<void> {
    setBusy(invitation.id);
    try {
      await people.decideInvitation(invitation.id, accept ? 'accept' : 'decline');
      setMessage(
        accept
          ? `You joined the team of ${invitation.leadUsername} successfully.`
          : `Invitation from ${invitation.leadUsername} declined successfully.`,
      );
      if (accept) onJoined?.();
    } catch (error) {
      setMessage(
        `The invitation from ${invitation.leadUsername} could not be answered: ${describeError(error)}`,
      );
    } finally {
      setBusy(null);
      invitations.retry();
    }
  }

  return { state: invitations.state, message, busy, decide };
}
