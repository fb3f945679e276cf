import { createContext, useContext, type ReactNode } from 'react';
import { platformApi, type ApiClient } from '@csw/storage';

const ApiContext = createContext<ApiClient | null>(null);

/** Provides the API client to the shell (the page's client; tests pass a double). */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The API client provided above, or the page's client. */
export function useApi(): ApiClient {
  return useContext(ApiContext) ?? platformApi();
}
