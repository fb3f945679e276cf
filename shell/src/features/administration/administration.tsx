import { useMemo, useState } from 'react';
import styled from '@emotion/styled';
import { useApi, adminApi } from '@csw/storage';
import { Button, ScreenTitle, Tabs } from '@csw/ui';
import { ScreenMain } from '../../components/screen-main';
import { AuditLog } from './audit-log';
import { RoleRequests } from './role-requests';
import { useRequest } from '@csw/storage';
import { UsersTable } from './users-table';

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

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
      <Head>
        <ScreenTitle>Administration</ScreenTitle>
        <Button variant="secondary" onClick={onDashboard}>
          Dashboard
        </Button>
      </Head>
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
