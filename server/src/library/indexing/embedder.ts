import { HashingEmbedder, type Embedder } from '@csw/engine';
import { OpenAiCompatibleEmbedder } from './embeddings-client';
import type { LibrarySettings } from '../../settings/library-settings';

/**
 * The embedder of the library and the cosine its unrelated texts typically reach (see
 * searching/similarity.ts).
 */
export interface LibraryEmbedder {
  embedder: Embedder;
  similarityFloor: number;
}

/**
 * The built-in embedder's chance level: the median cosine between a query of the labelled set
 * (bench/search/queries.json) and a seeded document not relevant to it was 0.092; its 90th percentile 0.19.
 */
export const BUILTIN_SIMILARITY_FLOOR = 0.1;

/** The built-in hashing embedder, or the configured OpenAI-compatible endpoint. */
export async function createEmbedder(
  settings: LibrarySettings,
  fetchImpl: typeof fetch = fetch,
): Promise<LibraryEmbedder> {
  if (!settings.embeddings) {
    return {
      embedder: new HashingEmbedder(),
      similarityFloor: settings.similarityFloor ?? BUILTIN_SIMILARITY_FLOOR,
    };
  }
  return {
    embedder: await OpenAiCompatibleEmbedder.connect(settings.embeddings, fetchImpl),
    similarityFloor: settings.similarityFloor ?? 0,
  };
}
