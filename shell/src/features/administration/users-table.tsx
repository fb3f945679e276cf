import { useState } from 'react';
import { ROLE_LABELS, type AdminUser } from '@csw/contracts';
import type { AdminApi } from '@csw/storage';
import {
  Button,
  ClassificationTag,
  ConfirmDialog,
  FormMessage,
  Muted,
  RecordTable,
  StatusLabel,
} from '@csw/ui';
import { RoleBadge } from '../../components/role-badge';
import { ClearanceDialog } from './clearance-dialog';
import { formatWhen } from '../../components/data-table';
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
  const [clearing, setClearing] = useState<AdminUser | null>(null);
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
      <RecordTable
        aria-label="Users"
        records={users.value}
        recordKey={(user) => user.id}
        columns={[
          { header: 'User', cell: (user) => user.username },
          { header: 'Role', cell: (user) => <RoleBadge role={user.role} /> },
          {
            header: 'Status',
            cell: (user) =>
              user.status === 'active' ? (
                <StatusLabel status="normal">Active</StatusLabel>
              ) : (
                <StatusLabel status="off">Disabled</StatusLabel>
              ),
          },
          {
            header: 'Pending request',
            cell: (user) =>
              user.pendingRoleRequest ? (
                <StatusLabel status="caution">{ROLE_LABELS[user.pendingRoleRequest]}</StatusLabel>
              ) : (
                'None'
              ),
          },
          {
            header: 'Clearance',
            cell: (user) => (
              <>
                <ClassificationTag level={user.clearance} />{' '}
                <Button
                  variant="secondary"
                  aria-label={
                    user.clearance === 'UNCLASS'
                      ? `Grant SECRET to ${user.username}`
                      : `Withdraw SECRET from ${user.username}`
                  }
                  onClick={() => setClearing(user)}
                >
                  {user.clearance === 'UNCLASS' ? 'Grant SECRET' : 'Withdraw SECRET'}
                </Button>
              </>
            ),
          },
          { header: 'Registered', cell: (user) => formatWhen(user.createdAt) },
          {
            header: 'Account',
            actions: true,
            cell: (user) =>
              user.status === 'active' ? (
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
              ),
          },
        ]}
      />
      {clearing ? (
        <ClearanceDialog
          user={clearing}
          onClose={() => setClearing(null)}
          onSubmit={async (clearance, reason) => {
            await admin.setClearance(clearing.id, clearance, reason);
            onChanged();
          }}
        />
      ) : null}
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
