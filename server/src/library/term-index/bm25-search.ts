import {
  BM25_B,
  BM25_K1,
  CANDIDATE,
  holds,
  type IndexData,
  type IndexRanking,
  type ScoredSearch,
  type SearchScope,
} from './index-types';
import { topK } from './postings';
import { PROXIMITY_DEPTH, proximityScore, type ProximityQuery } from './proximity';

/**
 * Okapi BM25 (k1 1.2, b 0.75) of the candidates of the scope for the weighted terms, term at a time over
 * their postings only, and the best `limit` with their coverage and matched groups.
 */
export function bm25Search(
  data: IndexData,
  scratch: { acc: Float64Array; touched: Int32Array },
  scope: SearchScope,
  search: ScoredSearch,
): IndexRanking {
  const { mask, figures } = scope;
  const merged = new Map<number, number>();
  const missing: string[] = [];
  for (const t of search.terms) {
    if (!(t.weight > 0)) continue;
    const id = data.termIds.get(t.lexeme);
    if (id === undefined) missing.push(t.lexeme);
    else merged.set(id, (merged.get(id) ?? 0) + t.weight);
  }
  if (merged.size === 0 || figures.documents === 0)
    return { hits: [], missing: search.terms.filter((t) => t.weight > 0).map((t) => t.lexeme) };
  // Accumulators of the whole index, zero between searches (only the touched slots are reset).
  const { acc, touched } = scratch;
  let count = 0;
  const idfs = new Map<number, number>();
  const { lengths } = data;
  const avg = figures.meanLength;
  const n = figures.documents;
  for (const [term, weight] of merged) {
    const p = data.postings[term]!;
    const df = scope.documentFrequency(term, p);
    if (df === 0) {
      missing.push(data.terms[term]!);
      continue;
    }
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    idfs.set(term, idf);
    const w = weight * idf * (BM25_K1 + 1);
    const docs = p.docs;
    const tfs = p.tfs;
    for (let i = 0; i < p.size; i += 1) {
      const slot = docs[i]!;
      if ((mask[slot]! & CANDIDATE) === 0) continue;
      const tf = tfs[i]!;
      const norm = BM25_K1 * (1 - BM25_B + (BM25_B * lengths[slot]!) / avg);
      if (acc[slot] === 0) touched[count++] = slot;
      acc[slot] += (w * tf) / (tf + norm);
    }
  }
  const required = search.requireAny
    ?.map((lexeme) => data.termIds.get(lexeme))
    .filter((id): id is number => id !== undefined);
  const accept = required
    ? (slot: number) => required.some((term) => holds(data.forwardTerms[slot]!, term))
    : () => true;
  const proximity = proximityQuery(data, search, idfs);
  let best = topK(
    touched,
    count,
    acc,
    proximity ? Math.max(search.limit, PROXIMITY_DEPTH) : search.limit,
    accept,
  );
  let scores = best.map((slot) => acc[slot]!);
  for (let i = 0; i < count; i += 1) acc[touched[i]!] = 0;
  if (proximity) {
    // BM25TP: the first PROXIMITY_DEPTH documents again, with their query words' nearness added.
    const rescored = best
      .map((slot, i) => ({ slot, score: scores[i]! + proximityScore(data, slot, proximity, avg) }))
      .sort((a, b) => b.score - a.score || a.slot - b.slot)
      .slice(0, search.limit);
    best = rescored.map((r) => r.slot);
    scores = rescored.map((r) => r.score);
  }

  let totalWeight = 0;
  for (const [term, weight] of merged) totalWeight += (idfs.get(term) ?? 0) * weight;
  const groups = (search.groups ?? []).map((g) =>
    g.map((lexeme) => data.termIds.get(lexeme)).filter((id): id is number => id !== undefined),
  );
  const hits = best.map((slot, i) => {
    const terms = data.forwardTerms[slot]!;
    let held = 0;
    for (const [term, weight] of merged) if (holds(terms, term)) held += (idfs.get(term) ?? 0) * weight;
    return {
      id: data.ids[slot]!,
      score: scores[i]!,
      coverage: totalWeight > 0 ? held / totalWeight : 0,
      matchedGroups: groups.filter((g) => g.some((term) => holds(terms, term))).length,
      idfWeight: totalWeight,
    };
  });
  return { hits, missing };
}

/** The proximity component's query (its terms that the scope holds, weighed by query weight x idf), or null. */
function proximityQuery(
  data: IndexData,
  search: ScoredSearch,
  idfs: ReadonlyMap<number, number>,
): ProximityQuery | null {
  if (!search.proximity || !data.sequences) return null;
  const weights = new Map<number, number>();
  for (const t of search.proximity) {
    const id = data.termIds.get(t.lexeme);
    const idf = id === undefined ? undefined : idfs.get(id);
    if (id !== undefined && idf !== undefined && t.weight > 0)
      weights.set(id, (weights.get(id) ?? 0) + t.weight * idf);
  }
  if (weights.size < 2) return null;
  return { terms: Int32Array.from(weights.keys()), weights: Float64Array.from(weights.values()) };
}
