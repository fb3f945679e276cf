import { CENTER_IDS, type PlatformConfig } from '@csw/contracts';

/** The config file the shell fetches before it boots: where each center's manifest lives. */
export function buildPlatformConfig(environment: string, centerUrls: Record<string, string>): PlatformConfig {
  const centers = Object.fromEntries(
    CENTER_IDS.map((id) => {
      const base = centerUrls[id];
      if (!base) throw new Error(`No URL is configured for the ${id} center.`);
      return [id, { manifestUrl: `${base}/mf-manifest.json` }];
    }),
  ) as PlatformConfig['centers'];
  return { environment, centers };
}
