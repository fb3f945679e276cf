import { expandQuery } from '../search/query-expansion';
import { ANALYSIS_TYPES, type AnalysisTypeId } from './analysis-types';
import { analyzeText } from '../text/nlp';
import { stem } from '../text/stem';
import { contentTerms } from '../text/tokenize';
import { relatedInOtherDocuments } from './corroboration';
import type { AnalysisContext } from './context';
import { cite } from './corpus';
import { PMESII_PT } from './pmesii';
import { maximalPhrases } from './phrases';
import type { BlindSpot, PmesiiCoverage } from './types';

// Words of a question that ask rather than name a topic.
const QUESTION_WORDS = new Set(
  'document documents analysis analyse analyze source sources information question answer thing things way ways factor factors aspect aspects issue issues primary main key major overall current describe described identify assess assessment explain summary summarise summarize pattern patterns'
    .split(' ')
    .map(stem),
);

// A sentence about the document itself ("This estimate sets out ...") is not a claim about the world.
const META_SENTENCE =
  /^\s*(?:this|the|our) (?:estimate|report|document|memo|memorandum|annex|appendix|paper|brief|briefing|assessment|study|plan|guide|manual|order|section)\b[^.]*\b(?:sets out|describes|provides|outlines|summari[sz]es|presents|covers|explains|is intended|aims)\b/i;

/** A document older than the newest one by more than this is flagged as dated. */
export const STALE_AFTER_DAYS = 365;
const DAY = 86_400_000;

// The words of a type's prefilled question frame the analysis ("risks", "shortfalls"): they say
// what to look for, not what the documents should be about.
const frames = new Map<AnalysisTypeId, Set<string>>();

function isFrameWord(term: string, type: AnalysisTypeId): boolean {
  let frame = frames.get(type);
  if (!frame) {
    frame = new Set([...QUESTION_WORDS, ...contentTerms(ANALYSIS_TYPES[type].question)]);
    frames.set(type, frame);
  }
  return frame.has(term);
}

/** A topic of the question: a noun phrase and its stemmed content words. */
export interface QuestionPart {
  readonly surface: string;
  readonly terms: readonly string[];
}

/**
 * The topics a question asks about: its noun phrases without repeats, leaving out the words that
 * only frame the question and those of the analysis type's own prefilled question.
 */
export function questionParts(question: string, type: AnalysisTypeId): QuestionPart[] {
  const parts: QuestionPart[] = [];
  const seen = new Set<string>();
  for (const phrase of maximalPhrases(analyzeText(question).tokens)) {
    const terms = contentTerms(phrase.surface).filter((t) => !isFrameWord(t, type));
    const key = terms.join(' ');
    if (terms.length === 0 || seen.has(key)) continue;
    seen.add(key);
    parts.push({ surface: phrase.surface, terms });
  }
  return parts;
}

/**
 * Whether some sentence speaks to a part of the question: it holds the head noun (the last word)
 * and at least half of the words, of the phrase itself or of one of its acronym expansions
 * ("SATCOM" or "satellite communications").
 */
export function isPartCovered(ctx: AnalysisContext, part: QuestionPart): boolean {
  const alternatives = [part.terms, ...expandQuery(part.surface).steps.map((s) => contentTerms(s.to))];
  return alternatives.some((alt) => {
    if (alt.length === 0) return false;
    const needed = Math.max(1, Math.ceil(alt.length / 2));
    // Only the sentences that hold the head noun can cover the part.
    return (ctx.sentencesByTerm.get(alt[alt.length - 1]!) ?? []).some((i) => {
      const terms = ctx.corpus.sentences[i]!.terms;
      return alt.filter((t) => terms.includes(t)).length >= needed;
    });
  });
}

/**
 * Blind spots: PMESII-PT variables no document covers, parts of the question no document answers,
 * relevant claims (the ranked passages, given as sentence indexes) that rest on one source, and
 * documents much older than the rest.
 */
export function findBlindSpots(
  ctx: AnalysisContext,
  coverage: readonly PmesiiCoverage[],
  passageSentences: readonly number[],
): BlindSpot[] {
  const spots: BlindSpot[] = [];
  const { corpus } = ctx;

  for (const c of coverage) {
    if (c.documentCount > 0) continue;
    const stems = new Set<string>();
    const words = PMESII_PT.find((v) => v.variable === c.variable)!
      .words.filter((w) => !stems.has(stem(w)) && stems.add(stem(w)))
      .slice(0, 6)
      .join(', ');
    spots.push({
      kind: 'pmesii',
      title: `${c.label} variable not covered`,
      detail: `No selected document addresses the ${c.label.toLowerCase()} variable of PMESII-PT (for example ${words}).`,
      citations: [],
    });
  }

  for (const part of questionParts(ctx.question, ctx.analysisType)) {
    if (isPartCovered(ctx, part)) continue;
    spots.push({
      kind: 'question',
      title: `Question not answered: ${part.surface}`,
      detail: `The question asks about "${part.surface}", but no selected document mentions it.`,
      citations: [],
    });
  }

  if (corpus.documents.length === 1) {
    spots.push({
      kind: 'single-source',
      title: 'Everything rests on one document',
      detail: `Only ${corpus.documents[0]!.source.title} was analysed: no finding can be corroborated.`,
      citations: [],
    });
  } else {
    for (const index of passageSentences) {
      const sentence = corpus.sentences[index]!;
      if (META_SENTENCE.test(sentence.text)) continue;
      if (relatedInOtherDocuments(ctx, sentence.terms, sentence.doc, 1).length > 0) continue;
      const c = cite(corpus, sentence);
      spots.push({
        kind: 'single-source',
        title: 'Claim rests on a single source',
        detail: `No other selected document corroborates: "${c.quote}" (${c.title}, p. ${c.page}).`,
        citations: [c],
      });
    }
  }

  const dated = corpus.documents.filter((d) => Number.isFinite(d.createdAt));
  if (dated.length >= 2) {
    const newest = Math.max(...dated.map((d) => d.createdAt));
    for (const d of dated) {
      const days = Math.floor((newest - d.createdAt) / DAY);
      if (days <= STALE_AFTER_DAYS) continue;
      const first =
        corpus.sentences.slice(d.sentenceStart, d.sentenceEnd).find((s) => s.tokens.length >= 5) ??
        corpus.sentences[d.sentenceStart];
      spots.push({
        kind: 'stale',
        title: `Older information: ${d.source.title}`,
        detail: `${d.source.title} (${d.source.createdAt.slice(0, 10)}) is ${Math.round(days / 30.44)} months older than the newest selected document; its facts may be out of date.`,
        citations: first ? [cite(corpus, first)] : [],
      });
    }
  }
  return spots;
}
