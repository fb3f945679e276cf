import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { BusProvider, createIsolatedBus, type EventBus } from '@csw/event-bus';
import { ApiProvider, type ApiClient } from '@csw/storage';
import { createFakeApi } from '@csw/storage/testing';
import { PlatformThemeProvider } from '@csw/ui';
import { SessionProvider } from '../lib/session';

export interface ShellRenderOptions extends RenderOptions {
  bus?: EventBus;
  api?: ApiClient;
  /** Wrap in a SessionProvider (it restores the session through GET /api/auth/me of `api`). */
  withSession?: boolean;
}

/** Renders shell UI with the providers the app gives it: theme, a private bus, a test API. */
export function renderShell(
  ui: ReactElement,
  {
    bus = createIsolatedBus('shell'),
    api = createFakeApi(),
    withSession = false,
    ...options
  }: ShellRenderOptions = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformThemeProvider>
      <BusProvider bus={bus}>
        <ApiProvider client={api}>
          {withSession ? <SessionProvider>{children}</SessionProvider> : children}
        </ApiProvider>
      </BusProvider>
    </PlatformThemeProvider>
  );
  return { bus, api, ...render(ui, { wrapper, ...options }) };
}
