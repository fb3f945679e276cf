import { useState } from 'react';
import { ROLE_LABELS, type AdminUser } from '@csw/contracts';
import type { AdminApi } from '@csw/storage';
import { Button, ConfirmDialog, FormMessage, Muted, StatusLabel } from '@csw/ui';
import { RoleBadge } from '../../components/role-badge';
import { Table, formatWhen } from '../../components/data-table';
import { TableHead } from '../../components/table-head';
import type { RequestState } from '@csw/storage';

export interface UsersTableProps {
  admin: AdminApi;
  users: RequestState<AdminUser[]>;
  currentUserId: string;
  onChanged: () => void;
}

/** Every account with its role, status and pending request; disable or enable an account. */
export function UsersTable({ admin, users, currentUserId, onChanged }: UsersTableProps) {
  const [disabling, setDisabling] = useState<AdminUser | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function setStatus(user: AdminUser, status: AdminUser['status']) {
    setDisabling(null);
    try {
      await admin.setStatus(user.id, status);
      setError(null);
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message
          ? failure.message
          : 'The account status could not be changed.',
      );
    }
    onChanged();
  }

  if (users.status === 'failed') return <FormMessage message={users.message} />;
  // While the list is read again after a change, the previous one stays on screen.
  if (!users.value) return <Muted>Loading users...</Muted>;
  return (
    <>
      <FormMessage message={error} />
      <Table aria-label="Users">
        <TableHead columns={['User', 'Role', 'Status', 'Pending request', 'Registered', 'Account']} />
        <tbody>
          {users.value.map((user) => (
            <tr key={user.id}>
              <td>{user.username}</td>
              <td>
                <RoleBadge role={user.role} />
              </td>
              <td>
                {user.status === 'active' ? (
                  <StatusLabel status="normal">Active</StatusLabel>
                ) : (
                  <StatusLabel status="off">Disabled</StatusLabel>
                )}
              </td>
              <td>
                {user.pendingRoleRequest ? (
                  <StatusLabel status="caution">{ROLE_LABELS[user.pendingRoleRequest]}</StatusLabel>
                ) : (
                  'None'
                )}
              </td>
              <td>{formatWhen(user.createdAt)}</td>
              <td className="actions">
                {user.status === 'active' ? (
                  <Button
                    variant="secondary"
                    disabled={user.id === currentUserId}
                    title={user.id === currentUserId ? 'You cannot disable your own account.' : undefined}
                    aria-label={`Disable ${user.username}`}
                    onClick={() => setDisabling(user)}
                  >
                    Disable
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    aria-label={`Enable ${user.username}`}
                    onClick={() => void setStatus(user, 'active')}
                  >
                    Enable
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {disabling ? (
        <ConfirmDialog
          type="danger"
          title="Disable account"
          message={`Disable the account of ${disabling.username}? They are signed out and cannot sign in until an administrator enables the account again.`}
          confirmText="Disable"
          onConfirm={() => void setStatus(disabling, 'disabled')}
          onCancel={() => setDisabling(null)}
        />
      ) : null}
    </>
  );
}
