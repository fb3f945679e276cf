import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import {
  CENTER_CATALOG,
  CENTER_IDS,
  type AssistantAction,
  type CenterDefinition,
  type CenterId,
  type SessionUser,
} from '@csw/contracts';
import { useBus, useBusEvent } from '@csw/event-bus';
import { Muted, Stack } from '@csw/ui';
import { AssistantPanel } from '../features/assistant/assistant-panel';
import { CenterFrame } from '../features/center-frame/center-frame';
import { CommandBar } from '../features/command-bar/command-bar';
import { Dashboard } from '../features/dashboard/dashboard';
import { ReceivedInvitations } from '../features/team/received-invitations';
import { preloadWhenIdle } from '../federation/center-loads';
import { createCenterDirectory, useCenterDirectory } from '../lib/center-directory';
import { isSimplified } from '../lib/cognitive';
import { createCommandDelivery } from '../lib/command-delivery';
import { createDocumentHandOver, createSelectionHandOver } from '../lib/selection-hand-over';
import { useSession } from '../lib/session';
import { SkipLink } from '../components/skip-link';
import { AccountDialog, Administration, TeamScreen } from './lazy-screens';
import { DASHBOARD, clearScreen, pushScreen, sameScreen, screenOf, type Screen } from './screen-history';
import { useCenterScroll } from './use-center-scroll';

const Shell = styled(Stack)`
  min-height: 100%;
`;

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} 0`};
  background: ${({ theme }) => theme.color.backgroundHeader};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  span {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.06em;
    line-height: 2rem;
    white-space: nowrap;
  }
`;

/** The screen below the header fills the rest of the page (the frame's sidebar runs to the bottom). */
const Screens = styled(Stack)`
  flex: 1;
  > * {
    flex: 1;
  }
`;

const ScreenLoading = styled(Muted)`
  padding: ${({ theme }) => theme.space.xl};
`;

type Via = 'dashboard' | 'sidebar' | 'command';

const ignoreScreen = () => undefined;

export interface WorkspaceProps {
  user: SessionUser;
  /** Reads a mounted center's definition (its command-bar commands); the federation runtime in the app. */
  loadDefinition: (id: CenterId) => Promise<CenterDefinition<ReactNode>>;
  /** Starts fetching a center's code before it is opened (idle time, hover, focus, the click itself). */
  preload: (id: CenterId) => void;
  /** The center on screen changed (null: a screen of the shell's own, or signed out): the banners follow. */
  onScreen?: (centerId: CenterId | null) => void;
}

/** Everything a signed-in user sees: the command bar, the current screen and the assistant. */
export function Workspace({ user, loadDefinition, preload, onScreen = ignoreScreen }: WorkspaceProps) {
  const bus = useBus();
  const session = useSession();
  const [directory] = useState(() => createCenterDirectory(bus, loadDefinition));
  const [delivery] = useState(() => createCommandDelivery(bus));
  const centers = useCenterDirectory(directory);
  const isAdmin = user.role === 'admin';
  const [screen, setScreen] = useState<Screen>(() => screenOf(window.location.hash, isAdmin));
  const root = useRef<HTMLDivElement>(null);
  const centerScroll = useCenterScroll(root, screen.kind === 'center' ? screen.id : null);
  // The account dialog (password and sessions), opened from the user badge on any screen.
  const [accountOpen, setAccountOpen] = useState(false);
  const openAccount = () => setAccountOpen(true);

  useEffect(() => () => directory.dispose(), [directory]);
  useEffect(() => () => delivery.dispose(), [delivery]);
  // Documents handed from one center to another: the shell opens the target (see selection-hand-over.ts).
  const openFor = useRef<(id: CenterId) => void>(() => undefined);
  const [handOver] = useState(() => createSelectionHandOver(bus, (id) => openFor.current(id)));
  useEffect(() => () => handOver.dispose(), [handOver]);
  useEffect(() => handOver.screenChanged(screen.kind === 'center' ? screen.id : null), [handOver, screen]);
  // A document to read (a title or a citation [n] in any center): the shell opens REVIEW's document view.
  const [documentHandOver] = useState(() => createDocumentHandOver(bus, (id) => openFor.current(id)));
  useEffect(() => () => documentHandOver.dispose(), [documentHandOver]);
  useEffect(
    () => documentHandOver.screenChanged(screen.kind === 'center' ? screen.id : null),
    [documentHandOver, screen],
  );
  // Once the first screen is up, the centers' code arrives while the user reads it.
  useEffect(() => preloadWhenIdle(CENTER_IDS, preload), [preload]);
  useEffect(() => delivery.screenChanged(screen.kind === 'center' ? screen.id : null), [delivery, screen]);
  // A center's marking leaves the banners with the center (and every center's when the user signs out).
  useEffect(() => onScreen(screen.kind === 'center' ? screen.id : null), [onScreen, screen]);
  useEffect(() => () => onScreen(null), [onScreen]);
  useEffect(() => {
    // Back and Forward move between the screens this page showed.
    const onPop = () => setScreen(screenOf(window.location.hash, isAdmin));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [isAdmin]);

  function show(next: Screen) {
    centerScroll.leave();
    // Tell the delivery at once: a command routed in the same click must wait for this center.
    delivery.screenChanged(next.kind === 'center' ? next.id : null);
    handOver.screenChanged(next.kind === 'center' ? next.id : null);
    documentHandOver.screenChanged(next.kind === 'center' ? next.id : null);
    onScreen(next.kind === 'center' ? next.id : null);
    setScreen(next);
    pushScreen(next);
  }

  function open(id: CenterId, via: Via) {
    // The fetch starts in the click itself, before React renders the frame.
    preload(id);
    show({ kind: 'center', id });
    bus.publish('center/opened', { centerId: id, via });
  }

  openFor.current = (id) => open(id, 'command');

  // A view another screen sent the user to was closed ("Back to THINK"): that screen again, as it was left.
  useBusEvent('workspace/return-requested', ({ payload }) => {
    if (payload.to === 'dashboard') show(DASHBOARD);
    else open(payload.to, 'command');
  });

  function route(id: CenterId, text: string) {
    if (!sameScreen(screen, { kind: 'center', id })) open(id, 'command');
    delivery.deliver(id, text);
  }

  function onAction(action: AssistantAction) {
    if (action.kind === 'open-center') open(action.centerId, 'command');
    else route(action.centerId, action.text);
  }

  function signOut() {
    clearScreen();
    void session.signOut();
  }

  const commands = Object.fromEntries(Object.entries(centers).map(([id, entry]) => [id, entry.commands]));
  const place = screen.kind === 'center' ? screen.id : null;
  const screenName =
    screen.kind === 'center'
      ? CENTER_CATALOG[screen.id].title
      : screen.kind === 'administration'
        ? 'Administration'
        : screen.kind === 'team'
          ? 'Team'
          : 'Dashboard';

  return (
    <Shell gap="none" ref={root}>
      <SkipLink />
      <Header>
        <span>STAFF WORKSPACE</span>
        <CommandBar commands={commands} onRoute={route} />
      </Header>
      <Screens gap="none">
        {screen.kind === 'dashboard' ? (
          <Dashboard
            user={user}
            centers={centers}
            onOpen={(id) => open(id, 'dashboard')}
            onPreload={preload}
            onAdministration={isAdmin ? () => show({ kind: 'administration' }) : undefined}
            onTeam={() => show({ kind: 'team' })}
            onAccount={openAccount}
            onSignOut={signOut}
            invitations={<ReceivedInvitations quiet />}
          />
        ) : null}
        {screen.kind === 'center' ? (
          <CenterFrame
            centerId={screen.id}
            user={user}
            onOpen={(id) => open(id, 'sidebar')}
            onPreload={preload}
            onDashboard={() => show(DASHBOARD)}
            onPreferences={session.savePreferences}
            onAccount={openAccount}
            onSignOut={signOut}
          />
        ) : null}
        <Suspense fallback={<ScreenLoading role="status">Loading...</ScreenLoading>}>
          {screen.kind === 'team' ? <TeamScreen user={user} onDashboard={() => show(DASHBOARD)} /> : null}
          {screen.kind === 'administration' ? (
            <Administration currentUserId={user.id} onDashboard={() => show(DASHBOARD)} />
          ) : null}
        </Suspense>
      </Screens>
      <Suspense fallback={null}>
        {accountOpen ? <AccountDialog user={user} onClose={() => setAccountOpen(false)} /> : null}
      </Suspense>
      <AssistantPanel
        place={place}
        screenName={screenName}
        userId={user.id}
        simplified={isSimplified(user.preferences.cognitiveState)}
        onAction={onAction}
      />
    </Shell>
  );
}
