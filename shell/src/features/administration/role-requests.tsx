import { useState } from 'react';
import { ROLE_LABELS, type RoleRequest } from '@csw/contracts';
import type { AdminApi } from '@csw/storage';
import { Button, ConfirmDialog, FormMessage, Muted, StatusLabel } from '@csw/ui';
import { RoleBadge } from '../../components/role-badge';
import { Table, formatWhen } from '../../components/data-table';
import { TableHead } from '../../components/table-head';
import { useRequest } from '@csw/storage';

/** Pending requests for Team Lead or Admin, to approve or refuse. */
export function RoleRequests({ admin, onDecided }: { admin: AdminApi; onDecided: () => void }) {
  const { state, retry: reload } = useRequest(() => admin.roleRequests('pending'), 'role requests', {
    what: 'role requests',
  });
  const [refusing, setRefusing] = useState<RoleRequest | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function decide(request: RoleRequest, decision: 'approve' | 'refuse') {
    setRefusing(null);
    try {
      await admin.decide(request.id, decision);
      setError(null);
      setNotice(
        decision === 'approve'
          ? `${request.username} is now ${ROLE_LABELS[request.requestedRole]} (from their next sign-in).`
          : `The request of ${request.username} for ${ROLE_LABELS[request.requestedRole]} was refused.`,
      );
    } catch (failure) {
      setNotice(null);
      setError(
        failure instanceof Error && failure.message ? failure.message : 'The decision could not be saved.',
      );
    }
    reload();
    onDecided();
  }

  if (state.status === 'failed') return <FormMessage message={state.message} />;
  if (!state.value) return <Muted>Loading role requests...</Muted>;
  return (
    <>
      {notice ? (
        <p role="status">
          <StatusLabel status="normal">{notice}</StatusLabel>
        </p>
      ) : null}
      <FormMessage message={error} />
      {state.value.length === 0 ? (
        <Muted>No role request is waiting.</Muted>
      ) : (
        <Table aria-label="Pending role requests">
          <TableHead columns={['User', 'Requested role', 'Requested', 'Status', 'Decision']} />
          <tbody>
            {state.value.map((request) => (
              <tr key={request.id}>
                <td>{request.username}</td>
                <td>
                  <RoleBadge role={request.requestedRole} />
                </td>
                <td>{formatWhen(request.createdAt)}</td>
                <td>
                  <StatusLabel status="caution">Awaiting approval</StatusLabel>
                </td>
                <td className="actions">
                  <Button
                    aria-label={`Approve ${request.username} as ${ROLE_LABELS[request.requestedRole]}`}
                    onClick={() => void decide(request, 'approve')}
                  >
                    Approve
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Refuse ${request.username} as ${ROLE_LABELS[request.requestedRole]}`}
                    onClick={() => setRefusing(request)}
                  >
                    Refuse
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {refusing ? (
        <ConfirmDialog
          type="warning"
          title="Refuse role request"
          message={`Refuse the request of ${refusing.username} for the ${ROLE_LABELS[refusing.requestedRole]} role? They keep their current role.`}
          confirmText="Refuse"
          onConfirm={() => void decide(refusing, 'refuse')}
          onCancel={() => setRefusing(null)}
        />
      ) : null}
    </>
  );
}
