import styled from '@emotion/styled';
import { createRoot } from 'react-dom/client';
import type { CenterDefinition } from '@csw/contracts';
import { BusProvider, getPlatformBus } from '@csw/event-bus';
import { PlatformThemeProvider } from '../theme/theme-provider';
import { ClassificationBanner } from '../components/classification-banner';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space.lg};
`;

/**
 * Renders one center on its own page, without the shell: for developing a center in isolation and for
 * measuring its first render standalone. It gets the same theme, banners and a page bus of its own.
 */
export function mountStandalone(center: CenterDefinition, element = document.getElementById('root')): void {
  if (!element) throw new Error('mountStandalone needs a #root element');
  const bus = getPlatformBus(center.id);
  const { Component } = center;
  createRoot(element).render(
    <PlatformThemeProvider>
      <BusProvider bus={bus}>
        <Page>
          <ClassificationBanner position="top" />
          <Main>
            <Component user={null} cognitiveState="Fresh" simplified={false} teamMode={false} />
          </Main>
          <ClassificationBanner position="bottom" />
        </Page>
      </BusProvider>
    </PlatformThemeProvider>,
  );
}
