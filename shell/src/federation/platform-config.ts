import { PLATFORM_CONFIG_PATH, checkPlatformConfig, type PlatformConfig } from '@csw/contracts';

/**
 * Fetches the per-environment config (center id -> manifest URL) and validates it. Nothing about where
 * the centers live is compiled into the shell: this file is the only source.
 */
export async function loadPlatformConfig(
  fetchImpl: typeof fetch = (i, init) => fetch(i, init),
): Promise<PlatformConfig> {
  let response: Response;
  try {
    response = await fetchImpl(PLATFORM_CONFIG_PATH, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new Error('The platform configuration could not be loaded: the server did not answer.');
  }
  if (!response.ok) {
    throw new Error(
      `The platform configuration could not be loaded (HTTP error! status: ${response.status}).`,
    );
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new Error('The platform configuration is not valid JSON.');
  }
  const checked = checkPlatformConfig(json);
  if (!checked.ok) throw new Error(`The platform configuration is invalid: ${checked.problem}.`);
  return checked.config;
}
