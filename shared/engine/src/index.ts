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
export { normalizeForFingerprint, fingerprintWords } from './text/fingerprint/fingerprint-text';
export { SHINGLE_WORDS, shingleHashes, textShingleHashes } from './text/fingerprint/shingle-hashes';
export { winnow, type Fingerprint } from './text/fingerprint/winnow';
export { textFingerprints } from './text/fingerprint/text-fingerprints';
export { currentLexicon, type Lexicon } from './meaning/lexicon';
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
  documentTerms,
  encodeDocumentTerms,
  forEachStoredTerm,
  indexTerms,
  termCounts,
  type DocumentTerms,
} from './search/index-terms';
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
// Every type of a THINK analysis (analysis/types.ts re-exports the ones the contracts own).
export type * from './analysis/types';
// EXECUTE planning: mission analysis, back-planned timeline, board metrics, reports, the daily schedule.
export {
  analyseMission,
  type MissionAnalysisInput,
  type MissionAnalysisOptions,
} from './planning/analyse-mission';
export { backPlan, type TimelineOptions } from './planning/timeline';
export {
  orchestrateMission,
  planTasks,
  STAFF_OWNER,
  SUBORDINATES_OWNER,
  type OrchestrateOptions,
} from './planning/orchestrate';
export {
  blockedLabel,
  checkBlockedBy,
  checkWipLimits,
  computeMetrics,
  moveTimestamps,
  openBlockers,
  type BoardTask,
  type MetricsOptions,
} from './planning/board';
export {
  buildMissionBrief,
  buildStatusReport,
  type BriefInput,
  type ReportOptions,
  type StatusInput,
} from './planning/reports';
export { isRunDue, nextRunAt, parseClockTime } from './planning/schedule';
export {
  findTimes,
  formatDtg,
  formatDuration,
  type FoundTime,
  type TimeOptions,
  type TimeQualifier,
} from './planning/mission-time';
export { TASK_VERBS, taskVerbOf, type TaskCategory, type TaskVerb } from './planning/task-verbs';
// Staff formats as data: one registry of formats and one reader of staff documents (formats/README in the engine README).
export * from './formats';
// CREATE drafting: templates, grounded drafts, the writing checker and its validators.
export {
  matchTemplate,
  formatName,
  formatSections,
  formatSectionSpecs,
  formatMatchTerms,
  draftDate,
} from './drafting/templates';
export { generateDraft, intentSubject, type GenerateDraftInput } from './drafting/generate';
export { draftQuery, DRAFT_CANDIDATE_PASSAGES, namesNoSubject } from './drafting/intent-subject';
export { passagesForDraft, sectionPassages, sectionQuery } from './drafting/section-passages';
export { readPassage, type PassageKind, type PassageReading } from './drafting/passage-kinds';
export { checkWriting, clarityIndex, isLongWord, wordSyllables, type CheckOptions } from './drafting/checker';
export { checkerNote } from './drafting/note';
export { validateStructure, type ValidatedStructure } from './drafting/validate';
export { validateMemoLayout, type MemoLayoutReport } from './drafting/memo-layout';
export { followedFormat } from './drafting/structure';
export type { StructureIssue, StructurePart, StructureReport } from './drafting/structure';
export {
  proseUnits,
  type ParagraphUnit,
  type ProseUnits,
  type SentenceUnit,
  type WordUnit,
} from './drafting/prose';
export { findPassive, type PassiveMatch } from './drafting/passive';
export { addBluf, mainPoint } from './drafting/add-bluf';
export { addEvidence, paragraphAt, sectionAt, type AddEvidenceInput } from './drafting/add-evidence';
export {
  appendSource,
  evidenceDocuments,
  passagesFromDocuments,
  sourceLine,
  SOURCES_HEADING,
  type DraftPassage,
} from './drafting/sources';
export { isImperative, toneProfile, type ToneProfile } from './drafting/tone';
export { buildDraftPrompt, type DraftPrompt } from './drafting/prompt';
// ADVISE: the six personas as analytic methods, the strategic analysis, the war council and ACH.
export {
  analyseScenario,
  MODE_LEAD,
  personaOrder,
  type StrategicAnalysisInput,
} from './advice/strategic-analysis';
export {
  councilQuestion,
  councilReplies,
  councilReply,
  councilTurn,
  type CouncilInput,
} from './advice/council';
export { analyseCompetingHypotheses, type AchInput } from './advice/ach';
export { PersonaMethods } from './advice/personas';
export { buildAdviceContext, type AdviceContext } from './advice/context';
export { buildConsensus } from './advice/consensus';
export { evidenceConfidence, verdictOf } from './advice/helpers';
export { alternativeFutures, UnknownDriverError, type FuturesInput } from './advice/futures';
export { buildPersonaPrompt, PERSONA_INSTRUCTIONS, type PersonaPromptInput } from './advice/prompt';
