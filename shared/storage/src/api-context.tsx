import { createContext, useContext, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from './api-client';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * Provides the API client to everything below. The shell mounts it once at the root with the page's
 * client, so the centers it renders share it (this package is a federation singleton); a standalone page
 * mounts its own; tests pass a double.
 */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The API client provided above this component. */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside an ApiProvider');
  return client;
}

let pageClient: ApiClient | undefined;

/** The page's API client: the API on the page's own origin, made once on first use. */
export function pageApiClient(): ApiClient {
  pageClient ??= createApiClient();
  return pageClient;
}

/** Provides the page's API client (pageApiClient): for a page that has no shell above it. */
export function PageApiProvider({ children }: { children: ReactNode }) {
  return <ApiProvider client={pageApiClient()}>{children}</ApiProvider>;
}
