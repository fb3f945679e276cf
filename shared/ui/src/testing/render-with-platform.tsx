import { render, type RenderOptions } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { BusProvider, createIsolatedBus, type EventBus } from '@csw/event-bus';
import { PlatformThemeProvider } from '../theme/theme-provider';

/**
 * Renders UI the way the shell provides it (theme and bus), with a private bus for the test. `wrapper`
 * adds the test's own providers inside them (for example a test API client, FakeApiProvider of
 * @csw/storage/testing).
 */
export function renderWithPlatform(
  ui: ReactElement,
  {
    bus = createIsolatedBus(),
    wrapper: Inner,
    ...options
  }: { bus?: EventBus; wrapper?: ComponentType<{ children: ReactNode }> } & Omit<
    RenderOptions,
    'wrapper'
  > = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformThemeProvider>
      <BusProvider bus={bus}>{Inner ? <Inner>{children}</Inner> : children}</BusProvider>
    </PlatformThemeProvider>
  );
  return { bus, ...render(ui, { wrapper, ...options }) };
}
