import { Suspense, useEffect, useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import type { CenterDefinition, CenterId } from '@csw/contracts';
import { BusProvider, type EventBus } from '@csw/event-bus';
import { ApiProvider, ClearanceProvider, pageApiClient, type ApiClient } from '@csw/storage';
import { ClassificationBanner, Muted, PlatformThemeProvider, Stack, bannerMarking } from '@csw/ui';
import { IdleSessionGuard } from '../features/auth/idle-session-guard';
import { loadCenter, preloadCenter } from '../federation/center-registry';
import type { Clock } from '../lib/idle-session';
import { watchRequests } from '../lib/request-watch';
import {
  createScreenClassification,
  useScreenClassification,
  type ScreenClassification,
} from '../lib/screen-classification';
import { SessionProvider, useSession } from '../lib/session';
import { LoginScreen } from './lazy-screens';
import { Workspace } from './workspace';

const Page = styled(Stack)`
  height: 100vh;
`;

/** Between the two banners; the banners keep their height, only this part scrolls. */
const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
`;

const Waiting = styled(Muted)`
  padding: ${({ theme }) => theme.space.xl};
`;

export interface AppProps {
  bus: EventBus;
  api?: ApiClient;
  loadDefinition?: (id: CenterId) => Promise<CenterDefinition<ReactNode>>;
  preload?: (id: CenterId) => void;
  /** The clock of the idle-session warning (tests pass a manual one). */
  clock?: Clock;
}

function SessionGate({
  loadDefinition,
  preload,
  classification,
}: {
  loadDefinition: (id: CenterId) => Promise<CenterDefinition<ReactNode>>;
  preload: (id: CenterId) => void;
  classification: ScreenClassification;
}) {
  const { state } = useSession();
  if (state.status === 'loading') return <Waiting role="status">Restoring your session...</Waiting>;
  if (state.status === 'signed-out')
    return (
      <Suspense fallback={<Waiting role="status">Loading the sign-in form...</Waiting>}>
        <LoginScreen notice={state.notice} />
      </Suspense>
    );
  // The user's clearance reaches the centers' forms through context: they offer only the markings it allows.
  return (
    <ClearanceProvider clearance={state.user.clearance}>
      <Workspace
        key={state.user.id}
        user={state.user}
        loadDefinition={loadDefinition}
        preload={preload}
        onScreen={classification.screenChanged}
      />
    </ClearanceProvider>
  );
}

/**
 * The shell: the classification banners around everything, marked with the highest classification the
 * page shows (the centers and the dashboard say what they show through 'classification/displayed'), then
 * the login screen for anyone not signed in, or the workspace. The session is restored from the server on
 * load.
 */
export function App({
  bus,
  api = pageApiClient(),
  loadDefinition = (id) => loadCenter(id),
  preload = preloadCenter,
  clock,
}: AppProps) {
  // Every request of the shell and the centers goes through this client, so the idle warning knows when
  // the server last saw the user.
  const [watch] = useState(() => watchRequests(api));
  const [classification] = useState(() => createScreenClassification(bus));
  useEffect(() => () => classification.dispose(), [classification]);
  const marking = bannerMarking(useScreenClassification(classification));
  return (
    <PlatformThemeProvider>
      <BusProvider bus={bus}>
        <ApiProvider client={watch.client}>
          <SessionProvider>
            <IdleSessionGuard watch={watch} clock={clock} />
            <Page gap="none">
              <ClassificationBanner position="top" marking={marking} />
              <Body>
                <SessionGate
                  loadDefinition={loadDefinition}
                  preload={preload}
                  classification={classification}
                />
              </Body>
              <ClassificationBanner position="bottom" marking={marking} />
            </Page>
          </SessionProvider>
        </ApiProvider>
      </BusProvider>
    </PlatformThemeProvider>
  );
}
