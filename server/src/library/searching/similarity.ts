/**
 * The similarity a search result shows, in 0..1, and what the search threshold applies to (a
 * result is shown only above 0.1).
 *
 * - Keyword similarity: the share of the query's weight the document holds (each term weighs its inverse
 *   document frequency times its weight in the query, expansions and feedback terms included), scaled by how
 *   well it ranks: coverage x (0.5 + 0.5 x r / (r + 1)), where r is the document's BM25 score per unit of
 *   query weight. A document holding every term scores between 0.5 and 1.
 * - Vector similarity: the cosine of the query and document (or best passage) vectors, measured from the
 *   embedder's chance level: max(0, (cos - floor) / (1 - floor)). Unrelated text reaches a cosine of about
 *   the floor (0.1 with the built-in embedder), so it scores about 0, and near-identical text about 1.
 * - A result's similarity is the larger of the two: each says on its own how well the document answers.
 *
 * The order of the results is weighted reciprocal rank fusion of the two rankings (keyword 1, vector 0.25),
 * which needs no common scale; the similarity decides only what passes the threshold and what the user is
 * shown.
 */
export function keywordSimilarity(coverage: number, rank: number): number {
  const c = Math.min(1, Math.max(0, coverage));
  const r = Math.max(0, rank);
  return c * (0.5 + 0.5 * (r / (r + 1)));
}

export function vectorSimilarity(cosine: number, floor: number): number {
  if (!Number.isFinite(cosine)) return 0;
  return Math.min(1, Math.max(0, (cosine - floor) / (1 - floor)));
}
