import { CENTER_IDS, type CenterId } from './centers';

/**
 * The per-environment file the shell fetches before it boots: which manifest serves each center.
 * Built once, configured per environment: no center URL is compiled into the shell. Validated by hand
 * (not with the schema library) because it is on the shell's first-render path.
 */
export interface PlatformConfig {
  environment: string;
  centers: Record<CenterId, { manifestUrl: string }>;
}

export const PLATFORM_CONFIG_PATH = '/platform-config.json';

export type PlatformConfigCheck = { ok: true; config: PlatformConfig } | { ok: false; problem: string };

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Checks an untrusted value against the config's shape; names the first problem found. */
export function checkPlatformConfig(value: unknown): PlatformConfigCheck {
  if (typeof value !== 'object' || value === null) return { ok: false, problem: 'root: expected an object' };
  const { environment, centers } = value as Record<string, unknown>;
  if (typeof environment !== 'string' || !environment)
    return { ok: false, problem: 'environment: expected a name' };
  if (typeof centers !== 'object' || centers === null)
    return { ok: false, problem: 'centers: expected an object' };
  const checked = {} as PlatformConfig['centers'];
  for (const id of CENTER_IDS) {
    const entry = (centers as Record<string, unknown>)[id] as { manifestUrl?: unknown } | undefined;
    if (!entry || !isHttpUrl(entry.manifestUrl)) {
      return { ok: false, problem: `centers.${id}.manifestUrl: expected an http(s) URL` };
    }
    checked[id] = { manifestUrl: entry.manifestUrl };
  }
  return { ok: true, config: { environment, centers: checked } };
}
