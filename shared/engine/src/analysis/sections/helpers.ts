import type { AnalysisContext } from '../context';
import { cite, isHeading, type CorpusSentence } from '../corpus';
import type { SectionGroup, SectionItem } from '../types';

/** Items shown per group of a section. */
export const MAX_ITEMS = 8;

/** Sentence indexes ordered by relevance to the question, then reading order. */
export function byRelevance(ctx: AnalysisContext, indexes: Iterable<number>): number[] {
  return [...indexes].sort((a, b) => ctx.questionScores[b]! - ctx.questionScores[a]! || a - b);
}

/** Indexes of the sentences (not questions, not headings) that pass the test. */
export function sentencesWhere(ctx: AnalysisContext, test: (sentence: CorpusSentence) => boolean): number[] {
  const out: number[] = [];
  for (const s of ctx.corpus.sentences) {
    if (s.tokens.length < 4 || s.text.trim().endsWith('?') || isHeading(s)) continue;
    if (test(s)) out.push(s.index);
  }
  return out;
}

/** The sentences (as `sentencesWhere`) that pass the test, the most relevant first: at most `max`. */
export function mostRelevantWhere(
  ctx: AnalysisContext,
  test: (sentence: CorpusSentence) => boolean,
  max: number = MAX_ITEMS,
): number[] {
  return byRelevance(ctx, sentencesWhere(ctx, test)).slice(0, max);
}

/** An item quoting a sentence, with an optional text of its own and more citations. */
export function quoteItem(
  ctx: AnalysisContext,
  sentence: number,
  extra: { text?: string; status?: string; also?: readonly number[] } = {},
): SectionItem {
  const s = ctx.corpus.sentences[sentence]!;
  const citation = cite(ctx.corpus, s);
  const citations = [citation, ...(extra.also ?? []).map((i) => cite(ctx.corpus, ctx.corpus.sentences[i]!))];
  return { text: extra.text ?? citation.quote, ...(extra.status ? { status: extra.status } : {}), citations };
}

export function group(title: string, items: readonly SectionItem[], emptyText: string): SectionGroup {
  return { title, items, emptyText };
}

/** "1 document" / "3 documents". */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Number of distinct documents of a list of sentence indexes. */
export function documentCount(ctx: AnalysisContext, sentences: readonly number[]): number {
  return new Set(sentences.map((i) => ctx.corpus.sentences[i]!.doc)).size;
}

/**
 * The words of a rule as a review shows them: its number first when the sentence does not open on it
 * ("F-4 The company will transmit ..."), and every sentence of a rule of several.
 */
export function ruleWords(
  ctx: AnalysisContext,
  requirement: { readonly sentence: number; readonly rule?: string },
  parts: readonly number[] = [requirement.sentence],
): string {
  const text = parts.map((i) => quoteItem(ctx, i).text).join(' ');
  const rule = requirement.rule;
  return rule && !text.trimStart().startsWith(rule) && !/^\(?[\w.-]{1,8}[.)]\s/.test(text.trimStart())
    ? `${rule} ${text}`
    : text;
}
