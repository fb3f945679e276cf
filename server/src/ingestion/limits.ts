/** The bounds of one extraction. Every field can be configured; the defaults suit a 2-core API server. */
export interface IngestionLimits {
  /** Largest upload accepted, in bytes. */
  maxBytes: number;
  /** Wall-clock time the parser may take before it is killed. */
  timeoutMs: number;
  /** Heap of the parsing thread (V8 old generation), in MB: a file that needs more is refused. */
  maxOldGenerationSizeMb: number;
  /**
   * Growth of the process's resident memory one parse may cause, in MB. The heap limit does not cover
   * array buffers, where a PDF's decompressed streams live: a small PDF can inflate to gigabytes.
   */
  maxMemoryGrowthMb: number;
  /** Total uncompressed size a .docx may declare, in bytes. */
  maxDocxUncompressedBytes: number;
  /** Entries a .docx archive may hold. */
  maxDocxEntries: number;
  /**
   * Highest uncompressed/compressed ratio of one archive entry larger than 1 MB. Word's XML compresses
   * about 5-20x; deflate cannot exceed ~1030x, which is what zip bombs use.
   */
  maxDocxCompressionRatio: number;
}

export const MB = 1024 * 1024;

export const DEFAULT_INGESTION_LIMITS: Readonly<IngestionLimits> = Object.freeze({
  maxBytes: 20 * MB,
  timeoutMs: 20_000,
  maxOldGenerationSizeMb: 256,
  maxMemoryGrowthMb: 512,
  maxDocxUncompressedBytes: 50 * MB,
  maxDocxEntries: 2000,
  maxDocxCompressionRatio: 200,
});

export function resolveLimits(limits: Partial<IngestionLimits> = {}): IngestionLimits {
  const merged = { ...DEFAULT_INGESTION_LIMITS };
  for (const [key, value] of Object.entries(limits) as [keyof IngestionLimits, number | undefined][]) {
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value <= 0)
      throw new RangeError(`Ingestion limit ${key} must be a positive number.`);
    merged[key] = value;
  }
  return merged;
}

/** "20 MB", "1.5 MB", "800 KB": for messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
