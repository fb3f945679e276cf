import { IngestionError } from './errors';
import { DEFAULT_INGESTION_LIMITS } from './limits';

/**
 * Refuses more than `limit` bytes with 413. Takes a buffer or a running byte count, so that an upload
 * route can call it on every chunk while streaming and stop reading as soon as the limit is passed.
 */
export function checkSize(
  bytes: Buffer | Uint8Array | number,
  limit: number = DEFAULT_INGESTION_LIMITS.maxBytes,
): void {
  const size = typeof bytes === 'number' ? bytes : bytes.byteLength;
  if (size > limit) throw IngestionError.tooLarge(limit);
}
