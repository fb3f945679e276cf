import type { Classification } from '@csw/contracts';
import type { AnalysisTypeId } from './analysis-types';

/**
 * The result's shape crosses the network, so @csw/contracts owns it; the engine and its callers keep
 * importing the names from here.
 */
export type {
  AnalysedDocument,
  AnalysisCounts,
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
} from '@csw/contracts';

/** A page of a source document (numbered from 1). */
export interface SourcePage {
  readonly page: number;
  readonly text: string;
}

/** A document given to the analysis: pages when the extractor knows them, otherwise plain text. */
export interface SourceDocument {
  readonly id: string;
  readonly title: string;
  readonly classification: Classification;
  /** ISO 8601 timestamp. */
  readonly createdAt: string;
  readonly documentType?: string;
  readonly pages?: readonly SourcePage[];
  readonly text?: string;
  /**
   * Written by the product (a saved draft, a report): not evidence for the product's own writing unless the
   * user chose it as a source.
   */
  readonly generated?: boolean;
}

/**
 * How many documents of the library hold each word: what the themes of the selected documents are
 * measured against, so that a pattern is distinctive for them and not a word the whole library uses.
 * Keys are words in lower case as written; the library's own stemming decides what counts as the same
 * word. Plain data, so that it crosses a thread boundary.
 */
export interface LibraryBackground {
  /** Documents in the library (those the user may read). */
  readonly documents: number;
  readonly documentFrequencies: Readonly<Record<string, number>>;
}

export interface AnalysisInput {
  readonly question: string;
  readonly analysisType: AnalysisTypeId;
  readonly documents: readonly SourceDocument[];
  /** The library's document frequencies; without it, themes are ranked by recurrence alone. */
  readonly background?: LibraryBackground;
}
