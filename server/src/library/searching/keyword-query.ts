import { expandQuery, foldText, lowerWords, type ExpandedQuery } from '@csw/engine';

/**
 * One word of the query (or a phrase the expansion treats as one) and its alternatives: a document matches
 * the group when it holds the word or any of its expansions (POL | petroleum, oils and lubricants).
 */
export interface KeywordGroup {
  /** The query's own tokens (PostgreSQL's parser splits them as it split the documents). */
  tokens: string[];
  /** Expansions and synonyms: any one of them also matches the group. */
  alternatives: string[];
  words: Set<string>;
}

export interface KeywordPlan {
  expanded: ExpandedQuery;
  groups: KeywordGroup[];
}

/**
 * The keyword ranking reads the first this many distinct words of a query (a pasted paragraph included); the
 * vector ranking reads the whole query.
 */
export const MAX_KEYWORD_GROUPS = 64;

const wordsOf = (text: string) => lowerWords(foldText(text));

/**
 * Plans the keyword side of a search. The query's whitespace tokens become groups (the strict query needs
 * every group, the any-word fallback one of them); the engine's expansions (acronyms both ways, synonyms)
 * are attached to the groups they came from, a multi-word expansion source ("petroleum oils lubricants")
 * merging its words into one group. Nothing of the query is ever parsed as query syntax: each text goes to
 * to_tsvector as a bound value (keyword-ranking.ts).
 */
export function planKeywordQuery(query: string): KeywordPlan {
  const expanded = expandQuery(query);
  const seen = new Set<string>();
  let groups: KeywordGroup[] = [];
  for (const token of expanded.original.split(' ')) {
    const words = wordsOf(token);
    const key = words.join(' ');
    if (words.length === 0 || seen.has(key)) continue;
    seen.add(key);
    groups.push({ tokens: [token], alternatives: [], words: new Set(words) });
  }
  for (const step of expanded.steps) {
    const from = new Set(wordsOf(step.from));
    const sources = groups.filter((g) => [...g.words].every((w) => from.has(w)));
    if (sources.length === 0) continue;
    const [target, ...merged] = sources;
    for (const other of merged) {
      target!.tokens.push(...other.tokens);
      target!.alternatives.push(...other.alternatives);
      for (const w of other.words) target!.words.add(w);
    }
    groups = groups.filter((g) => !merged.includes(g));
    if (!target!.alternatives.includes(step.to)) target!.alternatives.push(step.to);
  }
  return { expanded, groups: groups.slice(0, MAX_KEYWORD_GROUPS) };
}
