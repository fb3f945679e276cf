import styled from '@emotion/styled';
import { CENTER_CATALOG, CENTER_IDS, type CenterId } from '@csw/contracts';
import { Button } from '@csw/ui';
import { CenterSlot } from '../../federation/center-slot';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 14rem 1fr;
  min-height: 100%;
`;

const Sidebar = styled.nav`
  background: ${({ theme }) => theme.color.backgroundHeader};
  padding: ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const NavButton = styled.button<{ active: boolean }>`
  text-align: left;
  font: inherit;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, active }) => (active ? theme.color.borderInteractive : 'transparent')};
  background: ${({ theme, active }) => (active ? theme.color.surfaceSelected : 'transparent')};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.surfaceHeader};
`;

const Content = styled.main`
  padding: ${({ theme }) => theme.space.lg};
`;

/** Sidebar, top bar and the selected center's screen. */
export function CenterFrame({
  centerId,
  onOpen,
  onDashboard,
}: {
  centerId: CenterId;
  onOpen: (id: CenterId) => void;
  onDashboard: () => void;
}) {
  return (
    <Layout>
      <Sidebar aria-label="Centers">
        {CENTER_IDS.map((id) => (
          <NavButton key={id} active={id === centerId} aria-current={id === centerId ? 'page' : undefined} onClick={() => onOpen(id)}>
            {CENTER_CATALOG[id].title}
          </NavButton>
        ))}
      </Sidebar>
      <div>
        <TopBar>
          <Button variant="secondary" onClick={onDashboard}>
            Dashboard
          </Button>
          <span>{CENTER_CATALOG[centerId].subtitle}</span>
        </TopBar>
        <Content>
          <CenterSlot
            key={centerId}
            centerId={centerId}
            centerProps={{ user: null, cognitiveState: 'Fresh', simplified: false, teamMode: false }}
          />
        </Content>
      </div>
    </Layout>
  );
}
