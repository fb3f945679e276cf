import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import type { SessionUser } from '@csw/contracts';
import { Button, Muted, ScreenTitle } from '@csw/ui';
import { RoleBadge } from '../../components/role-badge';
import { useNow } from '../../lib/clock';
import { formatDateTime, greetingFor } from './greeting';

/** Sticky at the top of the scrolled page: the badge and Logout stay in reach on a long dashboard. */
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  position: sticky;
  top: 0;
  z-index: 1;
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  background: ${({ theme }) => theme.color.background};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface DashboardHeaderProps {
  user: SessionUser;
  onAdministration?: () => void;
  onTeam?: () => void;
  /** Opens the user's account: password and sessions. */
  onAccount?: () => void;
  onSignOut: () => void;
  /** More of the user's own actions (the export of their data), before the way out. */
  children?: ReactNode;
}

/** Greeting by time of day with the username, the live date and time, and the way out. */
export function DashboardHeader({
  user,
  onAdministration,
  onTeam,
  onAccount,
  onSignOut,
  children,
}: DashboardHeaderProps) {
  const now = useNow(1000);
  return (
    <Header>
      <div>
        <ScreenTitle>
          {greetingFor(now)}, {user.username}
        </ScreenTitle>
        <Muted>
          <time dateTime={now.toISOString()} aria-label="Current date and time">
            {formatDateTime(now)}
          </time>
        </Muted>
      </div>
      <Actions role="group" aria-label="Signed in">
        <RoleBadge username={user.username} role={user.role} />
        {onAccount ? (
          <Button variant="secondary" onClick={onAccount}>
            Account
          </Button>
        ) : null}
        {onTeam ? (
          <Button variant="secondary" onClick={onTeam}>
            Team
          </Button>
        ) : null}
        {onAdministration ? (
          <Button variant="secondary" onClick={onAdministration}>
            Administration
          </Button>
        ) : null}
        {children}
        <Button variant="secondary" onClick={onSignOut}>
          Logout
        </Button>
      </Actions>
    </Header>
  );
}
