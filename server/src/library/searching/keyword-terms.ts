import { indexTerms } from '@csw/engine';
import type { WeightedLexeme } from '../term-index/index-types';
import type { KeywordPlan } from './keyword-query';

/** The keyword side of a query: weighted terms and the groups whose coverage says strict or any-word. */
export interface KeywordTerms {
  terms: WeightedLexeme[];
  /** Lexemes of each typed word's group (the word and its expansions). */
  groups: string[][];
}

/**
 * The weighted terms of a query, analysed as the documents are (engine: indexTerms). A word weighs as
 * often as the query repeats it (Okapi BM25's query term frequency: a pasted paragraph says what matters
 * by repeating it); with `expansion`, an acronym's or synonym's expansion shares one weight between its
 * terms, so that "petroleum, oils and lubricants" counts as much as "POL". Every word of the query counts,
 * however long the query: no candidate cut that a plain BM25 would not make.
 */
export function keywordTerms(plan: KeywordPlan, expansion: boolean): KeywordTerms {
  const weights = new Map<string, number>();
  for (const term of indexTerms(plan.expanded.original)) weights.set(term, (weights.get(term) ?? 0) + 1);
  const typed = new Set(weights.keys());
  const groups = plan.groups.map((group) => {
    const lexemes = new Set(group.tokens.flatMap((token) => indexTerms(token)));
    if (expansion) {
      for (const alternative of group.alternatives) {
        const terms = indexTerms(alternative);
        for (const term of terms) {
          lexemes.add(term);
          if (!typed.has(term)) weights.set(term, Math.max(weights.get(term) ?? 0, 1 / terms.length));
        }
      }
    }
    return [...lexemes];
  });
  return {
    terms: [...weights].map(([lexeme, weight]) => ({ lexeme, weight })),
    groups: groups.filter((g) => g.length > 0),
  };
}
