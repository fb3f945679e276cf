import { useState } from 'react';
import type { TeamMember } from '@csw/contracts';
import type { RequestState } from '@csw/storage';
import { Button, ConfirmDialog, FormMessage, Muted, RecordTable } from '@csw/ui';
import { formatWhen } from '../../components/data-table';
import { RoleBadge } from '../../components/role-badge';

export interface TeamMembersProps {
  /** Names the table: 'Members of your team', 'Members of team.lead's team'. */
  label: string;
  members: RequestState<TeamMember[]>;
  /** Removes a member after the user confirmed; absent when the user may only read the team. */
  onRemove?: (member: TeamMember) => Promise<void>;
  /** Says who the team has no members for: the lead reads how to add some, a member does not. */
  emptyText: string;
}

/** The members of one team with their role and since when; a lead removes one through the confirm dialog. */
export function TeamMembers({ label, members, onRemove, emptyText }: TeamMembersProps) {
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  if (members.status === 'failed' && !members.value) return <FormMessage message={members.message} />;
  // While the list is read again after a change, the previous one stays on screen.
  if (!members.value) return <Muted>Loading members...</Muted>;
  return (
    <>
      {members.status === 'failed' ? <FormMessage message={members.message} /> : null}
      {members.value.length === 0 ? (
        <Muted>{emptyText}</Muted>
      ) : (
        <RecordTable
          aria-label={label}
          records={members.value}
          recordKey={(member) => member.userId}
          columns={[
            { header: 'Member', cell: (member) => member.username },
            { header: 'Role', cell: (member) => <RoleBadge role={member.role} /> },
            { header: 'Added', cell: (member) => formatWhen(member.addedAt) },
            Boolean(onRemove) && {
              header: 'Membership',
              actions: true,
              cell: (member) => (
                <Button
                  variant="secondary"
                  aria-label={`Remove ${member.username}`}
                  onClick={() => setRemoving(member)}
                >
                  Remove
                </Button>
              ),
            },
          ]}
        />
      )}
      {removing && onRemove ? (
        <ConfirmDialog
          title="Remove team member"
          message={`Remove ${removing.username} from the team? They will no longer see the team's documents, nor the team theirs.`}
          type="danger"
          confirmText="Remove"
          onConfirm={() => {
            const member = removing;
            setRemoving(null);
            void onRemove(member);
          }}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}
