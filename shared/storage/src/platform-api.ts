import { createApiClient, type ApiClient } from './api-client';

const GLOBAL_KEY = Symbol.for('csw.api-client');
type GlobalWithApi = typeof globalThis & { [GLOBAL_KEY]?: ApiClient };

/**
 * The page's API client. The shell configures it once (`configurePlatformApi`); centers call
 * `platformApi()` and get the same client, so every request carries the same session.
 */
export function platformApi(): ApiClient {
  const global = globalThis as GlobalWithApi;
  global[GLOBAL_KEY] ??= createApiClient();
  return global[GLOBAL_KEY];
}

export function configurePlatformApi(client: ApiClient): void {
  (globalThis as GlobalWithApi)[GLOBAL_KEY] = client;
}
