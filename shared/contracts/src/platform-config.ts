import { z } from 'zod';
import { CENTER_IDS } from './centers';

/**
 * The per-environment file the shell fetches before it boots: which manifest serves each center.
 * Built once, configured per environment: no center URL is compiled into the shell.
 */
export const platformConfigSchema = z.object({
  environment: z.string().min(1),
  centers: z.object(
    Object.fromEntries(
      CENTER_IDS.map((id) => [id, z.object({ manifestUrl: z.url({ protocol: /^https?$/ }) })]),
    ) as Record<(typeof CENTER_IDS)[number], z.ZodObject<{ manifestUrl: z.ZodURL }>>,
  ),
});

export type PlatformConfig = z.infer<typeof platformConfigSchema>;

export const PLATFORM_CONFIG_PATH = '/platform-config.json';
