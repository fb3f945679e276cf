import { isStopWord } from './stop-words';
import { stem } from './stem';

/** A word of a text and where it sits (`end` exclusive). */
export interface WordToken {
  /** The word as written. */
  readonly text: string;
  /** Lower case. */
  readonly lower: string;
  readonly start: number;
  readonly end: number;
}

// Letters and digits, with inner apostrophes ("don't"); hyphens, dots and slashes split words so that
// "F-35", "U.S." and "and/or" become their parts (bigrams keep them together where it matters).
const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}]+)*/gu;

/**
 * Fast regular-expression word tokenizer with offsets. Used where the full language pipeline would
 * be too heavy (embeddings, snippets, query terms); sentence work goes through `analyzeText`.
 */
export function wordTokens(text: string): WordToken[] {
  const out: WordToken[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    out.push({ text: match[0], lower: match[0].toLowerCase(), start, end: start + match[0].length });
  }
  return out;
}

/** Just the words of a text, in lower case: the cheapest form, for hot loops. */
export function lowerWords(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/**
 * The search key of a word: lower case and stemmed ("assumes" and "assumed" meet at "assum").
 * Numbers and very short words are kept as they are.
 */
export function termKey(word: string): string {
  return stem(word.toLowerCase());
}

/** Content terms of a text: stemmed words that are not stop words, in order, repeats kept. */
export function contentTerms(text: string): string[] {
  const terms: string[] = [];
  for (const token of wordTokens(text)) {
    if (!isStopWord(token.lower)) terms.push(termKey(token.lower));
  }
  return terms;
}
