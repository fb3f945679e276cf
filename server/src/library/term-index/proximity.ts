import { BM25_B, BM25_K1, placeOf, type IndexData } from './index-types';

/** Two query words count as near when at most this many positions apart (Rasolofo and Savoy: 5). */
export const PROXIMITY_WINDOW = 5;
/** The first this many documents of the BM25 ranking are scored again with proximity (a rerank). */
export const PROXIMITY_DEPTH = 100;

/** The query as the proximity score reads it: term ids and their weights (query term frequency x idf). */
export interface ProximityQuery {
  terms: Int32Array;
  weights: Float64Array;
}

/**
 * BM25TP's term-proximity score of one document (Rasolofo and Savoy, ECIR 2003): every occurrence of two
 * different query terms at most PROXIMITY_WINDOW words apart adds 1 / distance² to that pair's count, and
 * each pair found adds min(w_i, w_j) · (k1 + 1) · count / (K + count), with BM25's own K for the document's
 * length; the document's score is its BM25 score plus this. 0 where the index holds no positions.
 */
export function proximityScore(
  data: IndexData,
  slot: number,
  query: ProximityQuery,
  meanLength: number,
): number {
  const sequence = data.sequences?.[slot];
  const terms = data.forwardTerms[slot];
  const q = query.terms.length;
  if (!sequence || !terms || q < 2) return 0;
  // Each of the document's terms as the query's term number (-1: not a query term).
  const queryOf = new Int16Array(terms.length).fill(-1);
  let present = 0;
  for (let i = 0; i < q; i += 1) {
    const place = placeOf(terms, query.terms[i]!);
    if (place >= 0) {
      queryOf[place] = i;
      present += 1;
    }
  }
  if (present < 2) return 0;
  const counts = new Float64Array(q * q);
  for (let p = 0; p < sequence.length; p += 1) {
    const i = queryOf[sequence[p]!]!;
    if (i < 0) continue;
    for (let d = 1; d <= PROXIMITY_WINDOW && d <= p; d += 1) {
      const j = queryOf[sequence[p - d]!]!;
      if (j < 0 || j === i) continue;
      counts[i < j ? i * q + j : j * q + i] += 1 / (d * d);
    }
  }
  const norm = BM25_K1 * (1 - BM25_B + (BM25_B * data.lengths[slot]!) / Math.max(1e-9, meanLength));
  let score = 0;
  for (let i = 0; i < q; i += 1)
    for (let j = i + 1; j < q; j += 1) {
      const count = counts[i * q + j]!;
      if (count > 0)
        score += (Math.min(query.weights[i]!, query.weights[j]!) * (BM25_K1 + 1) * count) / (norm + count);
    }
  return score;
}
