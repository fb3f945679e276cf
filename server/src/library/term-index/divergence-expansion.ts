import {
  READABLE,
  type IndexData,
  type IndexHit,
  type SearchScope,
  type WeightedLexeme,
} from './index-types';

/** How the expansion reads the first ranking: Terrier's defaults for query expansion (Amati 2003). */
export interface ExpansionSample {
  /** First-ranked documents read (Terrier: 3). */
  documents: number;
  /** Terms kept (Terrier: 10). */
  terms: number;
  /** A term must occur in at least this many of them. */
  minDocuments: number;
}

/**
 * Bo1 ("Bose-Einstein 1", Amati's divergence from randomness) expansion terms of the first-ranked documents:
 * a term weighs tfx·log2((1 + Pn) / Pn) + log2(1 + Pn), where tfx is its frequency in the sample and Pn its
 * mean frequency per document of the scope. Unlike RM3's model (each document's tf / length), a term that is
 * common everywhere ("algorithm" in a computing library) weighs little however often the sample uses it.
 * Weights are divided by the heaviest one (1 for the best term). Numbers and one-letter terms are left out.
 */
export function divergenceExpansion(
  data: IndexData,
  scope: SearchScope,
  hits: readonly IndexHit[],
  sample: ExpansionSample,
): WeightedLexeme[] {
  const inSample = new Map<number, { tf: number; docs: number }>();
  for (const hit of hits.slice(0, sample.documents)) {
    const slot = data.slotOf.get(hit.id);
    if (slot === undefined) continue;
    const terms = data.forwardTerms[slot]!;
    const tfs = data.forwardTfs[slot]!;
    for (let i = 0; i < terms.length; i += 1) {
      const known = inSample.get(terms[i]!);
      if (known) {
        known.tf += tfs[i]!;
        known.docs += 1;
      } else inSample.set(terms[i]!, { tf: tfs[i]!, docs: 1 });
    }
  }
  const n = Math.max(1, scope.figures.documents);
  const weighted: Array<[number, number]> = [];
  for (const [term, { tf, docs }] of inSample) {
    if (docs < sample.minDocuments) continue;
    const lexeme = data.terms[term]!;
    if (lexeme.length <= 1 || /^[0-9.,/-]+$/.test(lexeme)) continue;
    const pn = collectionFrequency(scope, term, data) / n;
    if (!(pn > 0)) continue;
    weighted.push([term, tf * Math.log2((1 + pn) / pn) + Math.log2(1 + pn)]);
  }
  const top = weighted
    .sort((a, b) => b[1] - a[1] || data.terms[a[0]]!.localeCompare(data.terms[b[0]]!))
    .slice(0, sample.terms);
  const heaviest = top[0]?.[1] ?? 0;
  return heaviest > 0 ? top.map(([term, w]) => ({ lexeme: data.terms[term]!, weight: w / heaviest })) : [];
}

/** Occurrences of a term in the documents of the scope (what the user may read), counted once per scope. */
function collectionFrequency(scope: SearchScope, term: number, data: IndexData): number {
  return scope.remember(`cf:${term}`, () => {
    const postings = data.postings[term]!;
    const { mask } = scope;
    let total = 0;
    for (let i = 0; i < postings.size; i += 1)
      if ((mask[postings.docs[i]!]! & READABLE) !== 0) total += postings.tfs[i]!;
    return total;
  });
}
