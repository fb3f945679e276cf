import styled from '@emotion/styled';
import {
  CENTER_CATALOG,
  CENTER_IDS,
  type CenterId,
  type Preferences,
  type SessionUser,
} from '@csw/contracts';
import { Button, Stack } from '@csw/ui';
import { RoleBadge } from '../../components/role-badge';
import { CognitiveControls } from './cognitive-controls';

const Aside = styled(Stack)`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.backgroundHeader};
  min-height: 100%;
`;

const NavButton = styled.button<{ active: boolean }>`
  text-align: left;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, active }) => (active ? theme.color.borderInteractive : 'transparent')};
  border-left: 4px solid ${({ theme, active }) => (active ? theme.color.interactive : 'transparent')};
  background: ${({ theme, active }) => (active ? theme.color.surfaceSelected : 'transparent')};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
`;

/**
 * Who is signed in and the way out, at the foot of the sidebar. Sticky at the bottom of the scrolled page:
 * the sidebar runs as long as the center's screen, and on a long page its foot would leave the screen.
 */
const UserBox = styled(Stack)`
  margin-top: auto;
  position: sticky;
  bottom: 0;
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  background: ${({ theme }) => theme.color.backgroundHeader};
`;

export interface SidebarProps {
  centerId: CenterId;
  user: SessionUser;
  onOpen: (id: CenterId) => void;
  onPreload?: (id: CenterId) => void;
  onPreferences: (changes: Partial<Preferences>) => Promise<boolean>;
  /** Opens the user's account (password and sessions) from the user badge. */
  onAccount?: () => void;
  onSignOut: () => void;
}

/** The five centers, the cognitive controls, and who is signed in. */
export function Sidebar({
  centerId,
  user,
  onOpen,
  onPreload,
  onPreferences,
  onAccount,
  onSignOut,
}: SidebarProps) {
  return (
    <Aside as="aside" gap="lg" aria-label="Workspace">
      <Stack as="nav" gap="xs" aria-label="Centers">
        {CENTER_IDS.map((id) => (
          <NavButton
            key={id}
            active={id === centerId}
            aria-current={id === centerId ? 'page' : undefined}
            onClick={() => onOpen(id)}
            onPointerEnter={() => onPreload?.(id)}
            onFocus={() => onPreload?.(id)}
          >
            {CENTER_CATALOG[id].title}
          </NavButton>
        ))}
      </Stack>
      <CognitiveControls preferences={user.preferences} role={user.role} onChange={onPreferences} />
      <UserBox gap="sm" align="flex-start" role="group" aria-label="Signed in">
        <RoleBadge username={user.username} role={user.role} />
        {onAccount ? (
          <Button variant="secondary" onClick={onAccount}>
            Account
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onSignOut}>
          Logout
        </Button>
      </UserBox>
    </Aside>
  );
}
