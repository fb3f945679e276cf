import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { BusProvider, createIsolatedBus, type EventBus } from '@csw/event-bus';
import { PlatformThemeProvider } from '../theme/theme-provider';

/** Renders UI the way the shell provides it (theme and bus), with a private bus for the test. */
export function renderWithPlatform(
  ui: ReactElement,
  { bus = createIsolatedBus(), ...options }: { bus?: EventBus } & RenderOptions = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformThemeProvider>
      <BusProvider bus={bus}>{children}</BusProvider>
    </PlatformThemeProvider>
  );
  return { bus, ...render(ui, { wrapper, ...options }) };
}
