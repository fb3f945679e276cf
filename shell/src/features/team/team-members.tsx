import { useState } from 'react';
import type { TeamMember } from '@csw/contracts';
import type { RequestState } from '@csw/storage';
import { Button, ConfirmDialog, FormMessage, Muted } from '@csw/ui';
import { Table, formatWhen } from '../../components/data-table';
import { TableHead } from '../../components/table-head';
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
        <Table aria-label={label}>
          <TableHead columns={['Member', 'Role', 'Added', onRemove ? 'Membership' : null]} />
          <tbody>
            {members.value.map((member) => (
              <tr key={member.userId}>
                <td>{member.username}</td>
                <td>
                  <RoleBadge role={member.role} />
                </td>
                <td>{formatWhen(member.addedAt)}</td>
                {onRemove ? (
                  <td className="actions">
                    <Button
                      variant="secondary"
                      aria-label={`Remove ${member.username}`}
                      onClick={() => setRemoving(member)}
                    >
                      Remove
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
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
