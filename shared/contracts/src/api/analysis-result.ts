import { z } from 'zod';
import { ANALYSIS_TYPE_IDS } from '../domain/analysis';
import type { AnalysisResult } from '../domain/analysis-result';
import { CLASSIFICATION_LEVELS } from '../domain/documents';
import { citationSchema } from './citation';

/**
 * The schema of THINK's analysis result (domain/analysis-result.ts): what POST /api/analysis answers, the
 * stream's `result` event carries and a saved analysis keeps. Every field is listed: an object schema
 * drops keys it does not name, so a field added to the type must be added here too (the type annotation
 * below makes the compiler say so).
 */
const classification = z.enum(CLASSIFICATION_LEVELS);
const analysisType = z.enum(ANALYSIS_TYPE_IDS);
const count = z.number().int().min(0);

const citations = z.array(citationSchema);

const passageSchema = z.object({
  rank: z.number().int(),
  score: z.number(),
  matchedTerms: z.array(z.string()),
  highlights: z.array(z.object({ start: z.number().int(), end: z.number().int() })),
  citation: citationSchema,
});

const patternSchema = z.object({
  label: z.string(),
  kind: z.enum(['phrase', 'entity']),
  documentCount: count,
  mentions: count,
  citations,
});

const entitySchema = z.object({
  name: z.string(),
  type: z.enum(['unit', 'person', 'place', 'organization', 'date', 'equipment']),
  mentions: count,
  documentCount: count,
  citations,
});

const evidenceSchema = z.object({
  stance: z.enum(['supports', 'contradicts']),
  reason: z.string(),
  citation: citationSchema,
});

const assumptionSchema = z.object({
  statement: z.string(),
  cue: z.string(),
  whyItMustHold: z.string(),
  rating: z.enum(['supported', 'caveated', 'unsupported']),
  ratingReason: z.string(),
  impactLevel: z.enum(['high', 'medium', 'low']),
  impactIfWrong: z.string(),
  citation: citationSchema,
  evidence: z.array(evidenceSchema),
});

const blindSpotSchema = z.object({
  kind: z.enum(['pmesii', 'question', 'single-source', 'stale']),
  title: z.string(),
  detail: z.string(),
  citations,
});

const pmesiiSchema = z.object({
  variable: z.enum([
    'political',
    'military',
    'economic',
    'social',
    'information',
    'infrastructure',
    'physical-environment',
    'time',
  ]),
  label: z.string(),
  documentCount: count,
  mentions: count,
  terms: z.array(z.string()),
  citations,
});

const riskLevel = z.enum(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']);

const sectionSchema = z.object({
  type: analysisType,
  title: z.string(),
  summary: z.string(),
  groups: z.array(
    z.object({
      title: z.string(),
      items: z.array(z.object({ text: z.string(), status: z.string().optional(), citations })),
      emptyText: z.string(),
    }),
  ),
  matrix: z
    .object({
      likelihoodLabels: z.array(z.string()),
      impactLabels: z.array(z.string()),
      cells: z.array(z.array(z.number())),
      overall: riskLevel.nullable(),
    })
    .optional(),
});

export const analysisResultSchema: z.ZodType<AnalysisResult> = z.object({
  status: z.enum(['ok', 'no-documents', 'no-text']),
  message: z.string().optional(),
  hint: z.string().optional(),
  question: z.string(),
  analysisType,
  analysisTypeName: z.string(),
  classification,
  documents: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      classification,
      createdAt: z.string(),
      pages: count,
      words: count,
    }),
  ),
  counts: z.object({
    documents: count,
    patterns: count,
    blindSpots: count,
    assumptions: count,
    entities: count,
    passages: count,
    words: count,
  }),
  mostRelevant: z.string(),
  passages: z.array(passageSchema),
  patterns: z.array(patternSchema),
  entities: z.array(entitySchema),
  assumptions: z.array(assumptionSchema),
  blindSpots: z.array(blindSpotSchema),
  pmesii: z.array(pmesiiSchema),
  section: sectionSchema,
  cognitiveWarnings: z.array(
    z.object({
      kind: z.enum(['single-source', 'leading-question', 'no-counter-evidence', 'aggregation']),
      message: z.string(),
    }),
  ),
  cognitiveWarning: z.string(),
  engine: z.object({ analyst: z.string(), embedder: z.string() }),
  text: z.string(),
});
