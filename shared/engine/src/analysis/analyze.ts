import {
  BUILTIN_ANALYST_ID,
  NO_DOCUMENTS_HINT,
  NO_DOCUMENTS_MESSAGE,
  type Classification,
} from '@csw/contracts';
import type { Embedder } from '../embed/embedder';
import { HashingEmbedder } from '../embed/hashing-embedder';
import { THINK_RESULT_CHARS, truncateText } from '../search/constants';
import { normalizeText } from '../text/normalize';
import { ANALYSIS_TYPES, isAnalysisTypeId } from './analysis-types';
import { keyAssumptionsCheck } from './assumptions';
import { findBlindSpots } from './blind-spots';
import { cognitiveWarnings, cognitiveWarningText } from './cognitive-warning';
import { buildContext } from './context';
import { dateContradictions, numberContradictions } from './contradictions';
import { buildCorpus } from './corpus';
import { summariseEntities } from './entities/extract';
import { rankRelevantPassages } from './passages';
import { pmesiiCoverage } from './pmesii';
import { renderAnalysis } from './render';
import { buildSection } from './sections';
import { findThemes } from './themes';
import type { AnalysisInput, AnalysisResult, SourceDocument } from './types';

// The built-in analyst's id and the no-documents answer are shared with THINK's screen.
export { BUILTIN_ANALYST_ID, NO_DOCUMENTS_HINT, NO_DOCUMENTS_MESSAGE };
export const NO_TEXT_MESSAGE = 'The selected documents contain no readable text.';
export const NO_TEXT_HINT =
  'Choose documents with text content, or upload a text, PDF or Word file that is not a scanned image.';
const FALLBACK_QUESTION = 'What are the key findings of these documents?';

/** Entities listed in a result (the count covers them all). */
const MAX_ENTITIES = 30;
/** Patterns listed in a result: the most distinctive; the count is of those listed. */
const MAX_PATTERNS = 30;

// Higher number, higher marking. A Record over the contract's type: a new level fails to compile here.
const CLASSIFICATION_RANK: Readonly<Record<Classification, number>> = { UNCLASS: 0, SECRET: 1 };

/** The highest classification of a set of documents (UNCLASS when there is none). */
export function highestClassification(
  documents: readonly Pick<SourceDocument, 'classification'>[],
): Classification {
  return documents.reduce<Classification>(
    (top, d) => (CLASSIFICATION_RANK[d.classification] > CLASSIFICATION_RANK[top] ? d.classification : top),
    'UNCLASS',
  );
}

export interface AnalyzeOptions {
  /** Embedder for passage ranking; the built-in hashing embedder by default. */
  readonly embedder?: Embedder;
}

let builtinEmbedder: HashingEmbedder | undefined;

function emptyResult(
  input: AnalysisInput,
  question: string,
  status: 'no-documents' | 'no-text',
  embedder: Embedder,
): AnalysisResult {
  const type = ANALYSIS_TYPES[input.analysisType];
  const [message, hint] =
    status === 'no-documents' ? [NO_DOCUMENTS_MESSAGE, NO_DOCUMENTS_HINT] : [NO_TEXT_MESSAGE, NO_TEXT_HINT];
  const base: Omit<AnalysisResult, 'text'> = {
    status,
    message,
    hint,
    question,
    analysisType: input.analysisType,
    analysisTypeName: type.name,
    classification: highestClassification(input.documents),
    documents: input.documents.map((d) => ({
      id: d.id,
      title: d.title,
      classification: d.classification,
      createdAt: d.createdAt,
      pages: d.pages?.length ?? 1,
      words: 0,
    })),
    counts: {
      documents: input.documents.length,
      patterns: 0,
      blindSpots: 0,
      assumptions: 0,
      entities: 0,
      passages: 0,
      words: 0,
    },
    mostRelevant: '',
    passages: [],
    patterns: [],
    entities: [],
    assumptions: [],
    blindSpots: [],
    pmesii: [],
    section: { type: input.analysisType, title: type.name, summary: message, groups: [] },
    cognitiveWarnings: [],
    cognitiveWarning: '',
    engine: { analyst: BUILTIN_ANALYST_ID, embedder: embedder.id },
  };
  return { ...base, text: renderAnalysis(base) };
}

/**
 * Analyses documents against a question, as the chosen analysis type: ranked and cited passages,
 * recurring patterns, entities, a Key Assumptions Check, blind spots (PMESII-PT, unanswered parts
 * of the question, single-source claims, dated documents), the type's own section and the cognitive
 * warning. Deterministic: the same input gives the same result. Works offline.
 * @throws when the analysis type is not one of the eleven.
 */
export async function analyzeDocuments(
  input: AnalysisInput,
  options: AnalyzeOptions = {},
): Promise<AnalysisResult> {
  if (!isAnalysisTypeId(input.analysisType)) {
    throw new Error(`Unknown analysis type "${String(input.analysisType)}".`);
  }
  const embedder = options.embedder ?? (builtinEmbedder ??= new HashingEmbedder());
  const type = ANALYSIS_TYPES[input.analysisType];
  const question = normalizeText(input.question ?? '') || type.question || FALLBACK_QUESTION;
  if (input.documents.length === 0) return emptyResult(input, question, 'no-documents', embedder);

  const corpus = buildCorpus(input.documents);
  if (corpus.sentences.length === 0) return emptyResult(input, question, 'no-text', embedder);

  const ctx = buildContext(corpus, question, input.analysisType, embedder);
  const ranked = await rankRelevantPassages(ctx);
  const passages = ranked.map((r) => r.passage);
  const themes = findThemes(corpus, ctx.entities, MAX_PATTERNS, input.background);
  const entities = summariseEntities(corpus, ctx.entities);
  const kac = keyAssumptionsCheck(ctx);
  const coverage = pmesiiCoverage(corpus);
  const blindSpots = findBlindSpots(
    ctx,
    coverage,
    ranked.map((r) => r.sentence),
  );
  const numbers = numberContradictions(ctx);
  const dates = dateContradictions(ctx);
  const section = buildSection(input.analysisType, ctx, {
    themes,
    coverage,
    numberContradictions: numbers,
    dateContradictions: dates,
  });
  const warnings = cognitiveWarnings(ctx, {
    passages,
    assumptions: kac.items,
    contradictions: numbers.length + dates.length,
  });

  const base: Omit<AnalysisResult, 'text'> = {
    status: 'ok',
    question,
    analysisType: input.analysisType,
    analysisTypeName: type.name,
    classification: highestClassification(input.documents),
    documents: corpus.documents.map((d) => ({
      id: d.source.id,
      title: d.source.title,
      classification: d.classification,
      createdAt: d.source.createdAt,
      pages: d.pages,
      words: d.words,
    })),
    counts: {
      documents: corpus.documents.length,
      patterns: themes.patterns.length,
      blindSpots: blindSpots.length,
      assumptions: kac.items.length,
      entities: entities.length,
      passages: passages.length,
      words: corpus.words,
    },
    mostRelevant: truncateText(passages.map((p) => p.citation.quote).join(' '), THINK_RESULT_CHARS),
    passages,
    patterns: themes.patterns,
    entities: entities.slice(0, MAX_ENTITIES),
    assumptions: kac.items,
    blindSpots,
    pmesii: coverage,
    section,
    cognitiveWarnings: warnings,
    cognitiveWarning: cognitiveWarningText(warnings),
    engine: { analyst: BUILTIN_ANALYST_ID, embedder: embedder.id },
  };
  return { ...base, text: renderAnalysis(base) };
}
