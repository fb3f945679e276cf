import type { Evidence } from '../analysis/types';
import type { Claim } from '../meaning/claim';
import { claimOf, judgeOnce, sentenceReading, type Checkable } from '../meaning/corpus-readings';
import { mentionsClaim, type StanceResult } from '../meaning/stance';
import { stem } from '../text/stem';
import { citeSentence, isLibrary, isStatement, type AdviceContext } from './context';
import { isClause, type CorpusSentence } from '../analysis/corpus';

// The passages judged for one assumption: the best-scoring ones that share its words. Beyond these, further
// passages only repeat what the first already say, and judging them would cost time.
const CANDIDATES = 40;

const coreCache = new WeakMap<Claim, Set<string>>();

/** The corpus terms that name what a claim is about: its core words, their synonyms. */
function coreTerms(claim: Claim): Set<string> {
  const cached = coreCache.get(claim);
  if (cached) return cached;
  const terms = new Set<string>();
  coreCache.set(claim, terms);
  for (const t of claim.core) {
    for (const s of t.stems) terms.add(s);
    for (const w of t.words) terms.add(stem(w));
  }
  return terms;
}

/** Whether a sentence may mention the claim at all: it holds one of its core terms (a cheap test first). */
function mayMention(terms: ReadonlySet<string>, sentence: CorpusSentence): boolean {
  return sentence.terms.some((t) => terms.has(t));
}

// A title block ("Operating through GPS jamming and spoofing / Navigation Warfare Cell") is no passage: a
// passage is a clause that ends as a sentence does, or runs long enough to be one.
const SENTENCE_END = /[.!?;:]["\u201d)]?\s*$/;
const LONG_SENTENCE = 15;

/** Whether a library sentence can be quoted as evidence. */
export function isPassage(s: CorpusSentence): boolean {
  return (
    isStatement(s) && isClause(s) && (SENTENCE_END.test(s.text.trim()) || s.tokens.length >= LONG_SENTENCE)
  );
}

/** "Intelligence Brief ... says ..." from the matcher's "it says ...". */
export function reasonWithSource(title: string, result: StanceResult): string {
  return result.reason.replace(/^it\b/, title);
}

export interface JudgedPassage {
  readonly sentence: number;
  readonly score: number;
  readonly result: StanceResult;
}

/**
 * The library passages that bear on an assumption, judged by meaning: retrieved by its words (and their
 * synonyms), kept only when they mention what it is about, and each marked as supporting or contradicting
 * it, with why. Best-scoring first.
 */
export function judgedPassages(ac: AdviceContext, assumption: Checkable): JudgedPassage[] {
  const claim = claimOf(assumption);
  const core = coreTerms(claim);
  // Ranked by what the claim is about first (its core words), then by its other words.
  const about = ac.ctx.sentenceIndex.scores([...core]);
  const rest = ac.ctx.sentenceIndex.scores([
    ...claim.context,
    ...(claim.predicate ? [claim.predicate.stem] : []),
  ]);
  const candidates: number[] = [];
  for (let i = 0; i < about.length; i += 1) {
    if (about[i]! > 0 && isLibrary(ac, i)) candidates.push(i);
  }
  const score = (i: number) => about[i]! * 2 + rest[i]!;
  candidates.sort((a, b) => score(b) - score(a) || a - b);
  const out: JudgedPassage[] = [];
  for (const i of candidates.slice(0, CANDIDATES)) {
    const s = ac.ctx.corpus.sentences[i]!;
    if (!isPassage(s)) continue;
    const result = judgeOnce(claim, sentenceReading(s));
    if (result.stance !== 'unrelated') out.push({ sentence: i, score: score(i), result });
  }
  // What the words say (negation, deny verbs, figures) outweighs passages that only repeat the claim's words.
  return out.sort(
    (a, b) =>
      Number(a.result.by === 'same-words') - Number(b.result.by === 'same-words') || b.score - a.score,
  );
}

/**
 * The evidence for and against an assumption: at most `limit` passages, one per document, with the corpus
 * sentence each one quotes.
 */
export function assumptionEvidence(
  ac: AdviceContext,
  assumption: Checkable,
  limit = 3,
): { evidence: Evidence[]; sentences: number[] } {
  // One passage per document, best first; where a document both supports and contradicts, the contradiction
  // is the one a red team needs to see.
  const byDoc = new Map<number, JudgedPassage>();
  for (const p of judgedPassages(ac, assumption)) {
    const doc = ac.ctx.corpus.sentences[p.sentence]!.doc;
    const kept = byDoc.get(doc);
    if (!kept || (kept.result.stance !== 'contradicts' && p.result.stance === 'contradicts'))
      byDoc.set(doc, p);
  }
  const evidence: Evidence[] = [];
  const sentences: number[] = [];
  for (const p of byDoc.values()) {
    const citation = citeSentence(ac, p.sentence);
    evidence.push({
      stance: p.result.stance === 'contradicts' ? 'contradicts' : 'supports',
      reason: reasonWithSource(citation.title, p.result),
      citation,
    });
    sentences.push(p.sentence);
    if (evidence.length >= limit) break;
  }
  return { evidence, sentences };
}

/** Whether a library sentence speaks of what any of the assumptions is about. */
export function aboutAny(ac: AdviceContext, sentence: number, assumptions: readonly Checkable[]): boolean {
  const s = ac.ctx.corpus.sentences[sentence]!;
  return assumptions.some((a) => {
    const claim = claimOf(a);
    return mayMention(coreTerms(claim), s) && mentionsClaim(claim, sentenceReading(s));
  });
}

/** How a library sentence bears on the assumptions: the first that it supports or contradicts. */
export function bearingOn(
  ac: AdviceContext,
  sentence: number,
  assumptions: readonly Checkable[],
): { statement: string; result: StanceResult } | undefined {
  const s = ac.ctx.corpus.sentences[sentence]!;
  for (const a of assumptions) {
    const claim = claimOf(a);
    if (!mayMention(coreTerms(claim), s)) continue;
    const result = judgeOnce(claim, sentenceReading(s));
    if (result.stance !== 'unrelated') return { statement: a.statement, result };
  }
  return undefined;
}
