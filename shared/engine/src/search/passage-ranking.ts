import { segmentText } from '../text/segment';
import { contentTerms } from '../text/tokenize';
import { Bm25Index, type Bm25QueryTerm } from './bm25';
import { expandQuery } from './query-expansion';

/** A passage of a text: a sentence or a paragraph, with its character range (`end` exclusive). */
export interface TextPassage {
  readonly kind: 'sentence' | 'paragraph';
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Sentences and paragraphs of a text, in reading order (paragraphs first within each block). */
export function textPassages(text: string): TextPassage[] {
  const { paragraphs, sentences } = segmentText(text);
  const out: TextPassage[] = [];
  for (const p of paragraphs) {
    // A one-sentence paragraph would be the same passage twice.
    if (p.sentenceEnd - p.sentenceStart > 1) {
      out.push({ kind: 'paragraph', start: p.start, end: p.end, text: text.slice(p.start, p.end) });
    }
    for (const s of sentences.slice(p.sentenceStart, p.sentenceEnd)) {
      out.push({ kind: 'sentence', start: s.start, end: s.end, text: s.text });
    }
  }
  return out;
}

/**
 * Query terms for BM25: the words typed at full weight; an expansion (acronym meaning, synonym)
 * shares the weight of one word among its own words, so that "SSA" also finds "space situational
 * awareness" without counting three times.
 */
export function questionTerms(question: string): Bm25QueryTerm[] {
  const expanded = expandQuery(question);
  const weights = new Map<string, number>();
  for (const term of contentTerms(question)) weights.set(term, 1);
  for (const step of expanded.steps) {
    const terms = [...new Set(contentTerms(step.to))];
    for (const term of terms) {
      weights.set(term, Math.max(weights.get(term) ?? 0, 1 / terms.length));
    }
  }
  return [...weights].map(([term, weight]) => (weight === 1 ? term : { term, weight }));
}

export interface RankedPassage<T> {
  readonly passage: T;
  readonly score: number;
}

/**
 * Ranks passages against a question with BM25 (expanded query); passages that share no term are
 * left out. Ties keep the input order.
 */
export function rankPassages<T extends { readonly text: string }>(
  passages: readonly T[],
  question: string,
  limit = 10,
): RankedPassage<T>[] {
  const index = new Bm25Index(passages.map((p) => contentTerms(p.text)));
  return index
    .search(questionTerms(question), limit)
    .map((hit) => ({ passage: passages[hit.index]!, score: hit.score }));
}
