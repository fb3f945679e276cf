import { BM25_K1 } from '../term-index/index-types';

/**
 * The similarity a search result shows, in 0..1, and what the search threshold applies to (a
 * result is shown only above 0.1).
 *
 * - Keyword similarity: read from the BM25 score that ranks the document, so that results listed best
 *   first show their figures highest first. r is the score per unit of the query's idf weight (1 for a
 *   document of average length holding each query term once; at most k1 + 1, a document that holds every
 *   term as often as BM25 counts), saturated as r / (r + 1) and scaled so that the highest score the query's
 *   words can give shows 100%: a document of average length holding every term once shows 73%, one holding
 *   a fifth of the query's weight once about 24%. It rises with the score and with nothing else.
 * - Vector similarity: the cosine of the query and document (or best passage) vectors, measured from the
 *   embedder's chance level: max(0, (cos - floor) / (1 - floor)). Unrelated text reaches a cosine of about
 *   the floor (0.1 with the built-in embedder), so it scores about 0, and near-identical text about 1.
 * - A result's similarity is the larger of the two: each says on its own how well the document answers.
 *
 * Keywords alone (the default, SEARCH_VECTOR_FUSION never) list the results in the order of their keyword
 * similarity. With vector fusion the order is weighted reciprocal rank fusion of the two rankings (keyword
 * 1, vector 0.25), which needs no common scale.
 */
export function keywordSimilarity(scorePerWeight: number): number {
  const r = Math.max(0, scorePerWeight);
  if (!Number.isFinite(r)) return r > 0 ? 1 : 0;
  const best = (BM25_K1 + 1) / (BM25_K1 + 2);
  return Math.min(1, r / (r + 1) / best);
}

export function vectorSimilarity(cosine: number, floor: number): number {
  if (!Number.isFinite(cosine)) return 0;
  return Math.min(1, Math.max(0, (cosine - floor) / (1 - floor)));
}
