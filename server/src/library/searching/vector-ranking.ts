import type { Db } from '../../db/database';
import { nearestInMeaning, type VectorQuery } from '../../data/vector-search-repository';

export interface VectorHit {
  id: string;
  cosine: number;
  /** The passage nearest in meaning, for long documents (null: the whole document was nearest). */
  passage: { start: number; end: number; page: number | null } | null;
}

/**
 * The vector ranking: nearest documents and nearest passages (see nearestInMeaning); a document's cosine is
 * its best one, and its nearest passage is kept for the snippet.
 */
export async function vectorHits(db: Db, query: VectorQuery): Promise<VectorHit[]> {
  const { documents, passages } = await nearestInMeaning(db, query);
  const best = new Map<string, VectorHit>();
  for (const { id, cosine } of documents) best.set(id, { id, cosine, passage: null });
  for (const { id, cosine, start, end, page } of passages) {
    const passage = { start, end, page };
    const hit = best.get(id);
    if (!hit) best.set(id, { id, cosine, passage });
    else {
      // The document's similarity is its best score; the best passage is kept for the snippet either way.
      hit.passage ??= passage;
      hit.cosine = Math.max(hit.cosine, cosine);
    }
  }
  return [...best.values()].sort((a, b) => b.cosine - a.cosine);
}
