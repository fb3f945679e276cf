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
}

export interface AnalysisInput {
  readonly question: string;
  readonly analysisType: AnalysisTypeId;
  readonly documents: readonly SourceDocument[];
}
