import type { TeamInvitation } from '@csw/contracts';
import type { RequestState } from '@csw/storage';
import { Button, FormMessage, Muted, RecordTable } from '@csw/ui';
import { formatWhen } from '../../components/data-table';

export interface PendingInvitationsProps {
  /** Names the table: 'Pending invitations to your team'. */
  label: string;
  invitations: RequestState<TeamInvitation[]>;
  onWithdraw: (invitation: TeamInvitation) => Promise<void>;
}

/**
 * The invitations a team's lead has sent and nobody has answered yet: who, since when, and Withdraw. The
 * person joins the team only by accepting one.
 */
export function PendingInvitations({ label, invitations, onWithdraw }: PendingInvitationsProps) {
  if (invitations.status === 'failed' && !invitations.value)
    return <FormMessage message={invitations.message} />;
  if (!invitations.value) return <Muted>Loading invitations...</Muted>;
  return (
    <>
      {invitations.status === 'failed' ? <FormMessage message={invitations.message} /> : null}
      {invitations.value.length === 0 ? (
        <Muted>No invitations awaiting an answer.</Muted>
      ) : (
        <RecordTable
          aria-label={label}
          records={invitations.value}
          recordKey={(invitation) => invitation.id}
          columns={[
            { header: 'Invited', cell: (invitation) => invitation.username },
            { header: 'Sent', cell: (invitation) => formatWhen(invitation.createdAt) },
            {
              header: 'Invitation',
              actions: true,
              cell: (invitation) => (
                <Button
                  variant="secondary"
                  aria-label={`Withdraw the invitation to ${invitation.username}`}
                  onClick={() => void onWithdraw(invitation)}
                >
                  Withdraw
                </Button>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
