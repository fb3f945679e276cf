import { useState } from 'react';
import styled from '@emotion/styled';
import type { CenterId } from '@csw/contracts';
import { BusProvider, type EventBus } from '@csw/event-bus';
import { ClassificationBanner, PlatformThemeProvider } from '@csw/ui';
import { Dashboard } from '../features/dashboard/dashboard';
import { CenterFrame } from '../features/center-frame/center-frame';
import { AssistantPanel } from '../features/assistant/assistant-panel';

const Page = styled.div`
  height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
`;

/** The shell: banners, then the dashboard or the frame around the selected center, and the assistant. */
export function App({ bus }: { bus: EventBus }) {
  const [centerId, setCenterId] = useState<CenterId | null>(null);

  function open(id: CenterId, via: 'dashboard' | 'sidebar' | 'command') {
    setCenterId(id);
    bus.publish('center/opened', { centerId: id, via });
  }

  return (
    <PlatformThemeProvider>
      <BusProvider bus={bus}>
        <Page>
          <ClassificationBanner position="top" />
          <Body>
            {centerId === null ? (
              <Dashboard onOpen={(id) => open(id, 'dashboard')} />
            ) : (
              <CenterFrame centerId={centerId} onOpen={(id) => open(id, 'sidebar')} onDashboard={() => setCenterId(null)} />
            )}
          </Body>
          <ClassificationBanner position="bottom" />
          <AssistantPanel currentCenter={centerId} />
        </Page>
      </BusProvider>
    </PlatformThemeProvider>
  );
}
