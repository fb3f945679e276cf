import { z } from 'zod';

/** The archive's own table of contents, `manifest.json`, the last entry of the archive. */
export const dataExportManifestSchema = z.object({
  format: z.literal(1),
  user: z.object({ id: z.string(), username: z.string() }),
  createdAt: z.string(),
  /**
   * How many of each kind the archive holds: documents, originalFiles, analyses, conversations, ...; and
   * withheldSources: the sources whose words its conversations withhold (the user can no longer read them).
   */
  counts: z.record(z.string(), z.number().int().nonnegative()),
  /** Every other file of the archive, in order. */
  files: z.array(z.string()),
});
export type DataExportManifest = z.infer<typeof dataExportManifestSchema>;

/** The request body of an export: nothing to choose, everything the user owns is in it. */
export const dataExportBodySchema = z.object({}).strict();
