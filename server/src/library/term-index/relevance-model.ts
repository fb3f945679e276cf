import type { IndexData, IndexHit, WeightedLexeme } from './index-types';

/**
 * Relevance model of the first-ranked documents (RM3's P(w|R); Lavrenko and Croft): each document's term
 * distribution (tf / length) weighted by its share of the scores, the `count` heaviest kept, normalised to
 * sum 1. Numbers and one-letter terms are left out.
 */
export function relevanceModel(data: IndexData, hits: readonly IndexHit[], count: number): WeightedLexeme[] {
  const total = hits.reduce((sum, h) => sum + h.score, 0);
  if (total <= 0) return [];
  const model = new Map<number, number>();
  for (const hit of hits) {
    const slot = data.slotOf.get(hit.id);
    if (slot === undefined) continue;
    const terms = data.forwardTerms[slot]!;
    const tfs = data.forwardTfs[slot]!;
    const share = hit.score / total / Math.max(1, data.lengths[slot]!);
    for (let i = 0; i < terms.length; i += 1) {
      const term = terms[i]!;
      model.set(term, (model.get(term) ?? 0) + share * tfs[i]!);
    }
  }
  const usable = [...model].filter(([term]) => {
    const lexeme = data.terms[term]!;
    return lexeme.length > 1 && !/^[0-9.,/-]+$/.test(lexeme);
  });
  const top = usable
    .sort((a, b) => b[1] - a[1] || data.terms[a[0]]!.localeCompare(data.terms[b[0]]!))
    .slice(0, count);
  const sum = top.reduce((s, [, w]) => s + w, 0);
  return sum > 0 ? top.map(([term, w]) => ({ lexeme: data.terms[term]!, weight: w / sum })) : [];
}
