import { useState } from 'react';
import { ROLE_LABELS, type RoleRequest } from '@csw/contracts';
import type { AdminApi } from '@csw/storage';
import { Button, ConfirmDialog, FormMessage, Muted, RecordTable, StatusLabel, StatusNotice } from '@csw/ui';
import { RoleBadge } from '../../components/role-badge';
import { formatWhen } from '../../components/data-table';
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
          ? `${request.username} is now ${ROLE_LABELS[request.requestedRole]}: the server applies it to their next request, and their screen shows it once they reload the page.`
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
      <StatusNotice status="normal" message={notice} />
      <FormMessage message={error} />
      {state.value.length === 0 ? (
        <Muted>No role request is waiting.</Muted>
      ) : (
        <RecordTable
          aria-label="Pending role requests"
          records={state.value}
          recordKey={(request) => request.id}
          columns={[
            { header: 'User', cell: (request) => request.username },
            { header: 'Requested role', cell: (request) => <RoleBadge role={request.requestedRole} /> },
            { header: 'Requested', cell: (request) => formatWhen(request.createdAt) },
            { header: 'Status', cell: () => <StatusLabel status="caution">Awaiting approval</StatusLabel> },
            {
              header: 'Decision',
              actions: true,
              cell: (request) => (
                <>
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
                </>
              ),
            },
          ]}
        />
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
