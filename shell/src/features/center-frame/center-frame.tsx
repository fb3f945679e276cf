import styled from '@emotion/styled';
import {
  CENTER_CATALOG,
  type CenterId,
  type CenterProps,
  type Preferences,
  type SessionUser,
} from '@csw/contracts';
import { Button } from '@csw/ui';
import { CenterSlot } from '../../federation/center-slot';
import { isSimplified } from '../../lib/cognitive';
import { Sidebar } from './sidebar';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 15rem minmax(0, 1fr);
`;

const TopBar = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.surfaceHeader};
  strong {
    letter-spacing: 0.04em;
  }
`;

const Content = styled.main`
  padding: ${({ theme }) => theme.space.lg};
`;

export interface CenterFrameProps {
  centerId: CenterId;
  user: SessionUser;
  onOpen: (id: CenterId) => void;
  /** A center in the sidebar was pointed at or focused: its code can start loading. */
  onPreload?: (id: CenterId) => void;
  onDashboard: () => void;
  onPreferences: (changes: Partial<Preferences>) => Promise<boolean>;
  /** Opens the user's account (password and sessions) from the user badge. */
  onAccount?: () => void;
  onSignOut: () => void;
}

/** What the shell hands a center: the user and the cognitive state it should adapt to. */
export function centerPropsFor(user: SessionUser): CenterProps {
  const { cognitiveState, teamMode } = user.preferences;
  return {
    user: { id: user.id, username: user.username, role: user.role },
    cognitiveState,
    simplified: isSimplified(cognitiveState),
    teamMode,
  };
}

/** Sidebar, top bar and the selected center's screen. */
export function CenterFrame({
  centerId,
  user,
  onOpen,
  onPreload,
  onDashboard,
  onPreferences,
  onAccount,
  onSignOut,
}: CenterFrameProps) {
  const props = centerPropsFor(user);
  const entry = CENTER_CATALOG[centerId];
  return (
    <Layout>
      <Sidebar
        centerId={centerId}
        user={user}
        onOpen={onOpen}
        onPreload={onPreload}
        onPreferences={onPreferences}
        onAccount={onAccount}
        onSignOut={onSignOut}
      />
      <div>
        <TopBar aria-label="Center bar">
          <Button variant="secondary" onClick={onDashboard}>
            Dashboard
          </Button>
          <strong>{entry.title}</strong>
          {props.simplified ? null : <span>{entry.subtitle}</span>}
        </TopBar>
        <Content>
          <CenterSlot key={centerId} centerId={centerId} centerProps={props} />
        </Content>
      </div>
    </Layout>
  );
}
