import { HashingEmbedder } from '../embed/hashing-embedder';
import { buildContext, type AnalysisContext } from '../analysis/context';
import { buildCorpus, cite, type CorpusSentence } from '../analysis/corpus';
import { SegmentCache } from '../analysis/segment-cache';
import { segmentText } from '../text/segment';
import type { Citation, SourceDocument } from '../analysis/types';

/**
 * Everything a method needs, computed once per consultation: one corpus whose first documents are the
 * user's own texts (the scenario, or the hypotheses) followed by the library documents, so that the
 * analysis modules compare the user's claims with the library exactly as they compare two documents.
 * The user's texts are never cited: only library sentences become citations.
 */
export interface AdviceContext {
  readonly ctx: AnalysisContext;
  /** How many documents at the start of the corpus are the user's own texts. */
  readonly userTexts: number;
  /** Library sentences that share a word with the user's text, most relevant first. */
  readonly relevant: readonly number[];
}

/** The id of the pseudo-documents that carry the user's texts (never cited). */
export const USER_TEXT_ID = '__user-text__';

let embedder: HashingEmbedder | undefined;
const libraryReadings = new SegmentCache();

// Beyond this many, further sentences only repeat what the methods already have.
const MAX_RELEVANT = 400;

/**
 * Builds the context: `texts` are the user's texts (scenario first), `documents` the library
 * documents the user may read. `query` is what relevance is measured against (the scenario).
 */
export function buildAdviceContext(
  texts: readonly string[],
  documents: readonly SourceDocument[],
  query: string = texts.join('\n\n'),
): AdviceContext {
  const own: SourceDocument[] = texts.map((text, i) => ({
    id: `${USER_TEXT_ID}${i}`,
    title: i === 0 ? 'Scenario' : `Text ${i + 1}`,
    classification: 'UNCLASS',
    createdAt: '1970-01-01T00:00:00.000Z',
    text,
  }));
  // The user's texts are new each time; the library's documents come back, so their readings are kept.
  const corpus = buildCorpus([...own, ...documents], (text, doc) =>
    doc < own.length ? segmentText(text) : libraryReadings.segment(text),
  );
  const ctx = buildContext(corpus, query, 'custom', (embedder ??= new HashingEmbedder()));
  const relevant: number[] = [];
  for (const s of corpus.sentences) {
    if (s.doc >= texts.length && ctx.questionScores[s.index]! > 0 && isStatement(s)) relevant.push(s.index);
  }
  relevant.sort((a, b) => ctx.questionScores[b]! - ctx.questionScores[a]! || a - b);
  return { ctx, userTexts: texts.length, relevant: relevant.slice(0, MAX_RELEVANT) };
}

/** A sentence worth quoting: not a heading, not a question. */
export function isStatement(s: CorpusSentence): boolean {
  return s.tokens.length >= 5 && !s.text.trim().endsWith('?');
}

/** Whether a corpus sentence belongs to the library (not to the user's texts). */
export function isLibrary(ac: AdviceContext, sentence: number): boolean {
  return ac.ctx.corpus.sentences[sentence]!.doc >= ac.userTexts;
}

/** The sentences of the user's text number `i` (0: the scenario). */
export function userSentences(ac: AdviceContext, i = 0): CorpusSentence[] {
  const doc = ac.ctx.corpus.documents[i];
  return doc ? ac.ctx.corpus.sentences.slice(doc.sentenceStart, doc.sentenceEnd) : [];
}

/** The citation of a library sentence. */
export function citeSentence(ac: AdviceContext, sentence: number): Citation {
  if (!isLibrary(ac, sentence)) throw new Error('Only library sentences are cited.');
  return cite(ac.ctx.corpus, ac.ctx.corpus.sentences[sentence]!);
}
