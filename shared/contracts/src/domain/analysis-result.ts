// Plain types of THINK's analysis result (no zod): what the engine produces, the API sends and saves,
// and the screen shows. The schema that checks it is analysisResultSchema (api/analysis.ts). A citation
// is the platform's one citation shape (api/citation.ts; only its type is imported here).
import type { Citation } from '../api/citation';
import type { AnalysisTypeId } from './analysis';
import type { Classification } from './documents';

/** A character range of a text (`end` exclusive). */
export interface CharacterRange {
  readonly start: number;
  readonly end: number;
}

export interface RelevantPassage {
  readonly rank: number;
  /** Fused reciprocal-rank score (relative, for ordering only). */
  readonly score: number;
  /** Question terms (stemmed) found in the passage. */
  readonly matchedTerms: readonly string[];
  /** Where the words of the question are in `citation.quote` (character ranges, `end` exclusive). */
  readonly highlights: readonly CharacterRange[];
  readonly citation: Citation;
}

/** A theme that recurs across documents. */
export interface Pattern {
  readonly label: string;
  readonly kind: 'phrase' | 'entity';
  readonly documentCount: number;
  readonly mentions: number;
  readonly citations: readonly Citation[];
}

export type EntityType = 'unit' | 'person' | 'place' | 'organization' | 'date' | 'equipment';

export interface EntityFinding {
  readonly name: string;
  readonly type: EntityType;
  readonly mentions: number;
  readonly documentCount: number;
  readonly citations: readonly Citation[];
}

export type AssumptionRating = 'supported' | 'caveated' | 'unsupported';
export type ImpactLevel = 'high' | 'medium' | 'low';

export interface Evidence {
  readonly stance: 'supports' | 'contradicts';
  /** Why the stance was given (for example two different figures). */
  readonly reason: string;
  readonly citation: Citation;
}

/** One row of the Key Assumptions Check. */
export interface AssumptionFinding {
  /** The assumption in the document's words. */
  readonly statement: string;
  /** The words that mark it as an assumption ("assumes", "provided that" ...). */
  readonly cue: string;
  readonly whyItMustHold: string;
  readonly rating: AssumptionRating;
  readonly ratingReason: string;
  readonly impactLevel: ImpactLevel;
  readonly impactIfWrong: string;
  readonly citation: Citation;
  readonly evidence: readonly Evidence[];
}

export type BlindSpotKind = 'pmesii' | 'question' | 'single-source' | 'stale';

export interface BlindSpot {
  readonly kind: BlindSpotKind;
  readonly title: string;
  readonly detail: string;
  readonly citations: readonly Citation[];
}

export type PmesiiVariable =
  | 'political'
  | 'military'
  | 'economic'
  | 'social'
  | 'information'
  | 'infrastructure'
  | 'physical-environment'
  | 'time';

export interface PmesiiCoverage {
  readonly variable: PmesiiVariable;
  readonly label: string;
  readonly documentCount: number;
  readonly mentions: number;
  /** The lexicon terms found, most frequent first. */
  readonly terms: readonly string[];
  readonly citations: readonly Citation[];
}

export type RiskLevel = 'LOW' | 'MEDIUM' | 'HIGH' | 'CRITICAL';

/** A finding of an analysis-type section. */
export interface SectionItem {
  readonly text: string;
  /** A short status word for the item: met, gap, supported, CRITICAL ... */
  readonly status?: string;
  readonly citations: readonly Citation[];
}

export interface SectionGroup {
  readonly title: string;
  readonly items: readonly SectionItem[];
  /** What the group means when it has no item. */
  readonly emptyText: string;
}

/** Likelihood (rows, 1-5) by impact (columns, 1-5): how many risks fall in each cell. */
export interface RiskMatrix {
  readonly likelihoodLabels: readonly string[];
  readonly impactLabels: readonly string[];
  readonly cells: readonly (readonly number[])[];
  readonly overall: RiskLevel | null;
}

export interface AnalysisSection {
  readonly type: AnalysisTypeId;
  readonly title: string;
  readonly summary: string;
  readonly groups: readonly SectionGroup[];
  readonly matrix?: RiskMatrix;
}

export type CognitiveWarningKind =
  'single-source' | 'leading-question' | 'no-counter-evidence' | 'aggregation';

export interface CognitiveWarning {
  readonly kind: CognitiveWarningKind;
  readonly message: string;
}

export interface AnalysedDocument {
  readonly id: string;
  readonly title: string;
  readonly classification: Classification;
  readonly createdAt: string;
  readonly pages: number;
  readonly words: number;
}

export interface AnalysisCounts {
  readonly documents: number;
  readonly patterns: number;
  readonly blindSpots: number;
  readonly assumptions: number;
  readonly entities: number;
  readonly passages: number;
  readonly words: number;
}

export interface AnalysisResult {
  /** ok, or why there was nothing to analyse. */
  readonly status: 'ok' | 'no-documents' | 'no-text';
  /** For a status other than ok: the message and hint to show. */
  readonly message?: string;
  readonly hint?: string;
  readonly question: string;
  readonly analysisType: AnalysisTypeId;
  readonly analysisTypeName: string;
  /** Highest classification of the sources: the marking of this result. */
  readonly classification: Classification;
  readonly documents: readonly AnalysedDocument[];
  readonly counts: AnalysisCounts;
  /** The most relevant content, cut to the THINK result length. */
  readonly mostRelevant: string;
  readonly passages: readonly RelevantPassage[];
  /** The most prominent patterns; `counts.patterns` is how many were found in all. */
  readonly patterns: readonly Pattern[];
  readonly entities: readonly EntityFinding[];
  readonly assumptions: readonly AssumptionFinding[];
  readonly blindSpots: readonly BlindSpot[];
  readonly pmesii: readonly PmesiiCoverage[];
  readonly section: AnalysisSection;
  readonly cognitiveWarnings: readonly CognitiveWarning[];
  /** The cognitive warning as one text for the results panel. */
  readonly cognitiveWarning: string;
  /** Who produced it: the rule-based analyst and the embedder used. */
  readonly engine: { readonly analyst: string; readonly embedder: string };
  /** Plain-text rendering of the whole analysis (sections and bullets). */
  readonly text: string;
}
