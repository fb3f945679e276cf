import type { IndexData } from './index-types';

/**
 * Edits allowed between a typed stem and a library term: none up to three letters, one up to seven, two
 * beyond. Stricter than Lucene's AUTO on words (stems are shorter, and two edits of a six-letter stem turn
 * "hacker" into "tanker"); with the first letter kept (similarTerms), as spelling mistakes rarely change it.
 */
export function allowedEdits(term: string): number {
  return term.length <= 3 ? 0 : term.length <= 7 ? 1 : 2;
}

/**
 * The optimal-string-alignment distance (insertions, deletions, substitutions and swaps of neighbours) of
 * two strings, or `max + 1` as soon as it must exceed `max` (most dictionary terms are rejected after a row
 * or two).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let before = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[n]!;
}

/**
 * Terms of the documents the user may read that start with the same letter and lie within a few edits of
 * `lexeme` (allowedEdits), closest first, then most frequent: what a typo was meant to be. Scans the
 * dictionary, skipping terms whose length or first letter rules them out; callers ask only for the words
 * of a query that no readable document holds.
 */
export function similarTerms(
  data: IndexData,
  documentFrequency: (term: string) => number,
  lexeme: string,
  limit: number,
): { term: string; distance: number }[] {
  const max = allowedEdits(lexeme);
  if (max === 0) return [];
  const found: { term: string; distance: number; df: number }[] = [];
  const first = lexeme[0];
  for (const term of data.terms) {
    if (term[0] !== first || Math.abs(term.length - lexeme.length) > max || term === lexeme) continue;
    const distance = editDistance(lexeme, term, max);
    if (distance > max) continue;
    const df = documentFrequency(term);
    if (df > 0) found.push({ term, distance, df });
  }
  return found
    .sort((a, b) => a.distance - b.distance || b.df - a.df || a.term.localeCompare(b.term))
    .slice(0, limit)
    .map(({ term, distance }) => ({ term, distance }));
}
