export { alignText, foldText, normalizeText, oneLine } from './text/normalize';
export { STOP_WORDS, isStopWord } from './text/stop-words';
export { stem } from './text/stem';
export { contentTerms, termKey, wordTokens, type WordToken } from './text/tokenize';
export {
  analyzeText,
  type AnalyzedText,
  type TextEntity,
  type TextSentence,
  type TextToken,
} from './text/nlp';
export {
  paragraphRanges,
  segmentText,
  type Paragraph,
  type Sentence,
  type SegmentedText,
} from './text/segment';
export {
  recogniseIntent,
  type IntentResult,
  type IntentScore,
  type RecogniseOptions,
} from './intent/recognise-intent';
export { INTENTS, INTENT_CENTER, type IntentId } from './intent/intent-cues';
export { lowerWords } from './text/tokenize';
export { cosineSimilarity, dot, type Embedder } from './embed/embedder';
export {
  DEFAULT_EMBEDDING_DIMENSION,
  HashingEmbedder,
  type HashingEmbedderOptions,
} from './embed/hashing-embedder';
export { MILITARY_ACRONYMS, MILITARY_SYNONYMS, type AcronymEntry } from './search/acronyms';
export { expandQuery, type ExpandedQuery, type QueryExpansionStep } from './search/query-expansion';
export { reciprocalRankFusion, type FusedResult, type FusionOptions } from './search/rrf';
export { buildSnippet, type HighlightRange, type Snippet, type SnippetOptions } from './search/snippet';
export { Bm25Index, type Bm25Hit, type Bm25Options, type Bm25QueryTerm } from './search/bm25';
export {
  questionTerms,
  rankPassages,
  textPassages,
  type RankedPassage,
  type TextPassage,
} from './search/passage-ranking';
export {
  LIBRARY_LIST_MAX,
  LIST_CONTENT_CHARS,
  SEARCH_MAX_RESULTS,
  SEARCH_RESULTS_SHOWN,
  SEARCH_SIMILARITY_THRESHOLD,
  SEARCH_SNIPPET_CHARS,
  SHARE_TITLE_FALLBACK_CHARS,
  THINK_RESULT_CHARS,
  truncateText,
} from './search/constants';
export {
  ANALYSIS_TYPES,
  ANALYSIS_TYPE_IDS,
  isAnalysisTypeId,
  type AnalysisTypeId,
  type AnalysisTypeInfo,
} from './analysis/analysis-types';
export {
  analyzeDocuments,
  highestClassification,
  BUILTIN_ANALYST_ID,
  NO_DOCUMENTS_HINT,
  NO_DOCUMENTS_MESSAGE,
  NO_TEXT_HINT,
  NO_TEXT_MESSAGE,
  type AnalyzeOptions,
} from './analysis/analyze';
export { renderAnalysis } from './analysis/render';
export { buildGroundedPrompt, type GroundedPrompt, type GroundedPromptOptions } from './analysis/prompt';
export { PMESII_PT } from './analysis/pmesii';
export { IMPACT_LABELS, LIKELIHOOD_LABELS, riskLevel, scoreRisk } from './analysis/sections/risk';
export { formatDate, parseDate, type ParsedDate } from './analysis/dates';
export type {
  AnalysedDocument,
  AnalysisCounts,
  AnalysisInput,
  AnalysisResult,
  AnalysisSection,
  AssumptionFinding,
  AssumptionRating,
  BlindSpot,
  BlindSpotKind,
  Citation,
  CognitiveWarning,
  CognitiveWarningKind,
  EntityFinding,
  EntityType,
  Evidence,
  ImpactLevel,
  Pattern,
  PmesiiCoverage,
  PmesiiVariable,
  RelevantPassage,
  RiskLevel,
  RiskMatrix,
  SectionGroup,
  SectionItem,
  SourceDocument,
  SourcePage,
} from './analysis/types';
