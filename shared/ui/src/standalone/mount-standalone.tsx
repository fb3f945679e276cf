import styled from '@emotion/styled';
import { Fragment, type ComponentType, type ReactNode } from 'react';
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

export interface StandaloneOptions {
  /** Providers around the center, inside the theme and the bus. */
  wrapper?: ComponentType<{ children: ReactNode }>;
  element?: HTMLElement | null;
}

/**
 * Renders one center on its own page, without the shell: for developing a center in isolation and for
 * measuring its first render standalone. It gets the same theme, banners and a page bus of its own;
 * `wrapper` adds the providers the shell would give it beyond those (its API client: PageApiProvider of
 * @csw/storage).
 */
export function mountStandalone(
  center: CenterDefinition<ReactNode>,
  { wrapper: Wrapper = Fragment, element = document.getElementById('root') }: StandaloneOptions = {},
): void {
  if (!element) throw new Error('mountStandalone needs a #root element');
  const bus = getPlatformBus(center.id);
  const { Component } = center;
  createRoot(element).render(
    <PlatformThemeProvider>
      <BusProvider bus={bus}>
        <Wrapper>
          <Page>
            <ClassificationBanner position="top" />
            <Main>
              <Component user={null} cognitiveState="Fresh" simplified={false} teamMode={false} />
            </Main>
            <ClassificationBanner position="bottom" />
          </Page>
        </Wrapper>
      </BusProvider>
    </PlatformThemeProvider>,
  );
}
