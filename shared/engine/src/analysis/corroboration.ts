import { claimOf, judgeOnce, sentenceReading } from '../meaning/corpus-readings';
import { stem } from '../text/stem';
import { CUE_WORDS, OPPOSITION } from './cues';
import type { AnalysisContext } from './context';
import { cite, surfaceTerms } from './corpus';
import { formatValue, valuesDiffer } from './quantities';
import type { Evidence } from './types';

/** A sentence of another document that speaks about the same thing. */
export interface RelatedSentence {
  readonly sentence: number;
  readonly score: number;
  readonly shared: readonly string[];
}

const CUE_STEMS = new Set([...CUE_WORDS].map(stem));

/** The content terms of a claim without the words that only frame it ("assumes", "likely"). */
export function claimTerms(terms: readonly string[]): string[] {
  return [...new Set(terms.filter((t) => !CUE_STEMS.has(t) && !/^\d/.test(t)))];
}

export interface RelatedOptions {
  /** Leave out this document (corroboration must come from elsewhere). */
  readonly excludeDoc?: number;
  /** Leave out this sentence (the claim itself). */
  readonly excludeSentence?: number;
  /** Keep only sentences that pass this test. */
  readonly where?: (sentence: number) => boolean;
  /** At most one sentence per document (default true). */
  readonly onePerDocument?: boolean;
  readonly limit?: number;
}

// Two sentences speak about the same thing when they share half the claim's terms (at least two),
// or five terms and a third of them for long claims.
const MIN_SHARED = 2;
const MIN_SHARE = 0.5;
const MANY_SHARED = 5;
const MIN_SHARE_WHEN_MANY = 1 / 3;

/**
 * Sentences about the same thing as `terms`, ranked by BM25.
 */
export function relatedSentences(
  ctx: AnalysisContext,
  terms: readonly string[],
  options: RelatedOptions = {},
): RelatedSentence[] {
  const distinct = claimTerms(terms);
  if (distinct.length === 0) return [];
  const limit = options.limit ?? 3;
  const scores = ctx.sentenceIndex.scores(distinct);
  // How many of the claim's terms each sentence holds, counted through the term lists: only the
  // sentences that share a word are visited, and none is compared with the claim word by word.
  const counts = new Int32Array(scores.length);
  const touched: number[] = [];
  for (const term of distinct) {
    for (const i of ctx.sentencesByTerm.get(term) ?? []) {
      if (counts[i] === 0) touched.push(i);
      counts[i]! += 1;
    }
  }
  // Ranked below by score and index, so the order they are met in does not matter.
  const candidates: RelatedSentence[] = [];
  for (const i of touched) {
    if (scores[i]! <= 0 || i === options.excludeSentence) continue;
    const sentence = ctx.corpus.sentences[i]!;
    if (sentence.doc === options.excludeDoc || (options.where && !options.where(i))) continue;
    const count = counts[i]!;
    const share = count / distinct.length;
    if (
      count >= MIN_SHARED &&
      (share >= MIN_SHARE || (count >= MANY_SHARED && share >= MIN_SHARE_WHEN_MANY))
    ) {
      const own = sentence.terms;
      candidates.push({ sentence: i, score: scores[i]!, shared: distinct.filter((t) => own.includes(t)) });
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.sentence - b.sentence);
  const seenDocs = new Set<number>();
  const out: RelatedSentence[] = [];
  for (const c of candidates) {
    const doc = ctx.corpus.sentences[c.sentence]!.doc;
    if (options.onePerDocument !== false) {
      if (seenDocs.has(doc)) continue;
      seenDocs.add(doc);
    }
    out.push(c);
    if (out.length >= limit) break;
  }
  return out;
}

/** Sentences of other documents about the same thing: the best one per document. */
export function relatedInOtherDocuments(
  ctx: AnalysisContext,
  terms: readonly string[],
  ownDoc: number,
  limit = 3,
): RelatedSentence[] {
  return relatedSentences(ctx, terms, { excludeDoc: ownDoc, limit });
}

/**
 * Whether a related sentence supports or contradicts a claim: a different figure for the same
 * unit, or opposite polarity (one reports a failure, shortage or negation, the other does not),
 * contradicts; otherwise it supports.
 */
export function stanceOf(
  ctx: AnalysisContext,
  claimSentence: number,
  claimText: string,
  related: RelatedSentence,
): Evidence {
  const sentence = ctx.corpus.sentences[related.sentence]!;
  const citation = cite(ctx.corpus, sentence);
  const mine = (ctx.quantitiesBySentence.get(claimSentence) ?? []).filter((q) =>
    claimText.includes(q.surface),
  );
  const theirs = ctx.quantitiesBySentence.get(related.sentence) ?? [];
  for (const a of mine) {
    for (const b of theirs) {
      // Same unit and at least one word of context in common: the two figures measure one thing.
      if (a.unit !== b.unit || !a.context.some((t) => b.context.includes(t))) continue;
      if (valuesDiffer(a.value, b.value)) {
        return {
          stance: 'contradicts',
          reason: `${citation.title} gives ${b.surface} where this says ${a.surface}`,
          citation,
        };
      }
      return {
        stance: 'supports',
        reason: `${citation.title} gives the same figure (${formatValue(b.value)} ${b.unit})`,
        citation,
      };
    }
  }
  const claimNegative = OPPOSITION.test(claimText);
  const relatedNegative = OPPOSITION.test(sentence.text);
  if (claimNegative !== relatedNegative) {
    const word = (relatedNegative ? OPPOSITION.exec(sentence.text) : OPPOSITION.exec(claimText))?.[0] ?? '';
    return {
      stance: 'contradicts',
      reason: relatedNegative
        ? `${citation.title} reports the opposite ("${word}")`
        : `${citation.title} reports it without the "${word}" this states`,
      citation,
    };
  }
  return {
    stance: 'supports',
    reason: `${citation.title} says the same about ${surfaceTerms(sentence, related.shared).slice(0, 3).join(', ')}`,
    citation,
  };
}

/**
 * The related sentences that bear on a claim, judged by meaning (negation, antonyms, deny and degrade verbs,
 * figures): each supports or contradicts it, with why; those that do not mention what it is about, or say
 * nothing of whether it holds, are left out. The same matcher checks ADVISE's assumptions.
 */
export function judgeRelated(
  ctx: AnalysisContext,
  claimText: string,
  related: readonly RelatedSentence[],
): Evidence[] {
  const claim = claimOf({ statement: claimText });
  const out: Evidence[] = [];
  for (const r of related) {
    const sentence = ctx.corpus.sentences[r.sentence]!;
    const result = judgeOnce(claim, sentenceReading(sentence));
    if (result.stance === 'unrelated') continue;
    const citation = cite(ctx.corpus, sentence);
    out.push({ stance: result.stance, reason: result.reason.replace(/^it\b/, citation.title), citation });
  }
  return out;
}
