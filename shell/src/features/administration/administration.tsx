import { useMemo, useState } from 'react';
import styled from '@emotion/styled';
import { useApi, adminApi } from '@csw/storage';
import { Tabs } from '@csw/ui';
import { ScreenHead } from '../../components/screen-head';
import { ScreenMain } from '../../components/screen-main';
import { AuditLog } from './audit-log';
import { RoleRequests } from './role-requests';
import { useRequest } from '@csw/storage';
import { UsersTable } from './users-table';

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
`;

const TABS = [
  { id: 'requests', label: 'Role requests' },
  { id: 'users', label: 'Users' },
  { id: 'audit', label: 'Audit log' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Administration (admins only): role requests, accounts and the audit log of everyone. */
export function Administration({
  currentUserId,
  onDashboard,
}: {
  currentUserId: string;
  onDashboard: () => void;
}) {
  const api = useApi();
  const admin = useMemo(() => adminApi(api), [api]);
  const [tab, setTab] = useState<TabId>('requests');
  const users = useRequest(() => admin.users(), 'user list', { what: 'user list' });

  return (
    <ScreenMain>
      <ScreenHead title="Administration" onDashboard={onDashboard} />
      <Tabs label="Administration" tabs={TABS} selected={tab} onSelect={setTab}>
        <Panel>
          {tab === 'requests' ? <RoleRequests admin={admin} onDecided={users.retry} /> : null}
          {tab === 'users' ? (
            <UsersTable
              admin={admin}
              users={users.state}
              currentUserId={currentUserId}
              onChanged={users.retry}
            />
          ) : null}
          {tab === 'audit' ? (
            <AuditLog admin={admin} users={users.state.status === 'ready' ? users.state.value : []} />
          ) : null}
        </Panel>
      </Tabs>
    </ScreenMain>
  );
}
