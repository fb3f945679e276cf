import { PLATFORM_CONFIG_PATH, platformConfigSchema, type PlatformConfig } from '@csw/contracts';

/**
 * Fetches the per-environment config (center id -> manifest URL) and validates it. Nothing about where
 * the centers live is compiled into the shell: this file is the only source.
 */
export async function loadPlatformConfig(fetchImpl: typeof fetch = (i, init) => fetch(i, init)): Promise<PlatformConfig> {
  let response: Response;
  try {
    response = await fetchImpl(PLATFORM_CONFIG_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch {
    throw new Error('The platform configuration could not be loaded: the server did not answer.');
  }
  if (!response.ok) {
    throw new Error(`The platform configuration could not be loaded (HTTP error! status: ${response.status}).`);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new Error('The platform configuration is not valid JSON.');
  }
  const parsed = platformConfigSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`The platform configuration is invalid: ${first?.path.join('.') || 'root'}: ${first?.message ?? 'unknown problem'}.`);
  }
  return parsed.data;
}
