import { z } from 'zod';
import {
  ACH_RATINGS,
  ADVISE_LIMITS,
  ADVISE_MODES,
  ADVISOR_VERDICTS,
  COUNCIL_MESSAGE_TYPES,
  DEFAULT_ADVISE_MODE,
  DEFAULT_ADVISOR_IDS,
  DIME_INSTRUMENTS,
  EMPTY_HYPOTHESIS_MESSAGE,
  EMPTY_QUESTION_MESSAGE,
  EMPTY_SCENARIO_MESSAGE,
  HYPOTHESES_COUNT_MESSAGE,
  NO_ADVISOR_MESSAGE,
  NO_PERSONA_MESSAGE,
  PERSONA_IDS,
  RISK_LEVELS,
} from '../domain/advice';
import { CLASSIFICATION_LEVELS } from '../domain/documents';
import { citationSchema, type Citation } from './citation';
import { forgivingEnum, idSchema, textSpanSchema } from './common';

/**
 * ADVISE: strategic analysis, war council and scenario planning. Each request names the documents to
 * consult (none: the server retrieves the most relevant ones the user may read); every result is
 * computed by the engine over documents the user may read, and is saved as an advise conversation.
 *
 * POST /api/advice/analysis     strategicAnalysisBodySchema -> strategicAnalysisResponseSchema; audits CONSULTATION
 * POST /api/advice/council      councilBodySchema -> councilResponseSchema (the question saved); audits CONSULTATION
 * GET  /api/advice/council/:id/stream  text/event-stream: one `message` event (councilMessageSchema) per advisor
 *                               of the latest question as soon as it is ready (`token` events while a configured
 *                               model speaks for it), then `done`; a finished turn is replayed
 * POST /api/advice/ach          achBodySchema -> achResponseSchema; audits CONSULTATION
 * POST /api/advice/futures      futuresBodySchema -> futuresResponseSchema; audits CONSULTATION
 */

/** A citation of ADVISE: the platform's one citation shape (api/citation.ts). */
export type AdviceCitation = Citation;

/** A claim and the passages it rests on. */
export const adviceFindingSchema = z.object({
  text: z.string(),
  citations: z.array(citationSchema),
});
export type AdviceFinding = z.infer<typeof adviceFindingSchema>;

export const adviceEvidenceSchema = z.object({
  stance: z.enum(['supports', 'contradicts']),
  reason: z.string(),
  citation: citationSchema,
});
export type AdviceEvidence = z.infer<typeof adviceEvidenceSchema>;

/** A stretch of the user's own text (scenario, question), by character offsets (`end` exclusive). */
export const adviceSpanSchema = z.object({ text: z.string(), ...textSpanSchema.shape });
export type AdviceSpan = z.infer<typeof adviceSpanSchema>;

/** How a number was computed: the counts that went in and the sentence that explains it. */
export const confidenceBasisSchema = z.object({
  supporting: z.number().int(),
  contradicting: z.number().int(),
  explanation: z.string(),
});
export type ConfidenceBasis = z.infer<typeof confidenceBasisSchema>;

export const scenarioAssumptionSchema = z.object({
  statement: z.string(),
  /** Stated with an assumption cue ("we assume"), or a premise the scenario takes as given. */
  explicit: z.boolean(),
  cue: z.string(),
  span: adviceSpanSchema,
  rating: z.enum(['supported', 'caveated', 'unsupported']),
  ratingReason: z.string(),
  impactLevel: z.enum(['high', 'medium', 'low']),
  evidence: z.array(adviceEvidenceSchema),
});
export type ScenarioAssumption = z.infer<typeof scenarioAssumptionSchema>;

export const opportunitySchema = z.object({
  variable: z.string(),
  variableLabel: z.string(),
  instrument: z.enum(DIME_INSTRUMENTS).nullable(),
  text: z.string(),
  citation: citationSchema,
});
export type Opportunity = z.infer<typeof opportunitySchema>;

export const precedentSchema = z.object({
  text: z.string(),
  outcome: z.enum(['success', 'failure', 'mixed']),
  /** The year the passage names, when it names one. */
  year: z.string().nullable(),
  lesson: z.string(),
  citation: citationSchema,
});
export type Precedent = z.infer<typeof precedentSchema>;

export const failureModeSchema = z.object({
  cause: z.string(),
  source: z.enum(['assumption', 'library', 'scenario']),
  likelihood: z.number().int().min(1).max(5),
  severity: z.number().int().min(1).max(5),
  score: z.number().int(),
  level: z.enum(RISK_LEVELS),
  reason: z.string(),
  citations: z.array(citationSchema),
});
export type FailureMode = z.infer<typeof failureModeSchema>;

export const riskMatrixSchema = z.object({
  likelihoodLabels: z.array(z.string()),
  severityLabels: z.array(z.string()),
  /** cells[likelihood - 1][severity - 1]: how many failure modes fall there. */
  cells: z.array(z.array(z.number().int())),
  overall: z.enum(RISK_LEVELS),
});
export type AdviceRiskMatrix = z.infer<typeof riskMatrixSchema>;

export const whatIfSchema = z.object({
  changedAssumption: z.string(),
  whatIf: z.string(),
  consequence: z.string(),
  alternative: z.string(),
  citations: z.array(citationSchema),
});
export type WhatIf = z.infer<typeof whatIfSchema>;

export const intentCheckSchema = z.object({
  element: z.enum(['decision', 'end state', 'accepted risk', 'timing', 'purpose']),
  present: z.boolean(),
  span: adviceSpanSchema.nullable(),
  note: z.string(),
});
export type IntentCheck = z.infer<typeof intentCheckSchema>;

/** What each method found, besides its prose, risks and recommendations. */
export const personaDetailsSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('key-assumptions-check'),
    assumptions: z.array(scenarioAssumptionSchema),
    devilsAdvocacy: z.array(adviceFindingSchema),
  }),
  z.object({
    method: z.literal('opportunities'),
    opportunities: z.array(opportunitySchema),
    uncovered: z.array(z.string()),
  }),
  z.object({ method: z.literal('precedents'), precedents: z.array(precedentSchema) }),
  z.object({
    method: z.literal('premortem'),
    failureModes: z.array(failureModeSchema),
    matrix: riskMatrixSchema,
  }),
  z.object({ method: z.literal('what-if'), whatIfs: z.array(whatIfSchema) }),
  z.object({ method: z.literal('intent-critique'), checks: z.array(intentCheckSchema) }),
]);
export type PersonaDetails = z.infer<typeof personaDetailsSchema>;

export const personaAnalysisSchema = z.object({
  personaId: z.enum(PERSONA_IDS),
  name: z.string(),
  method: z.string(),
  analysis: z.string(),
  confidence: z.number().int().min(0).max(100),
  confidenceBasis: confidenceBasisSchema,
  verdict: z.enum(ADVISOR_VERDICTS),
  risks: z.array(adviceFindingSchema),
  recommendations: z.array(adviceFindingSchema),
  details: personaDetailsSchema,
});
export type PersonaAnalysis = z.infer<typeof personaAnalysisSchema>;

export const disagreementSchema = z.object({
  topic: z.string(),
  positions: z.array(
    z.object({ personaId: z.enum(PERSONA_IDS), verdict: z.enum(ADVISOR_VERDICTS), reason: z.string() }),
  ),
});
export type Disagreement = z.infer<typeof disagreementSchema>;

export const consensusSchema = z.object({
  summary: z.string(),
  agreement: z.array(
    z.object({
      text: z.string(),
      personaIds: z.array(z.enum(PERSONA_IDS)),
      citations: z.array(citationSchema),
    }),
  ),
  disagreement: z.array(disagreementSchema),
});
export type Consensus = z.infer<typeof consensusSchema>;

export const consultedDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  classification: z.enum(CLASSIFICATION_LEVELS),
});

export const QUESTION_FACTOR_KINDS = ['time', 'restriction', 'threat', 'shortfall'] as const;

/**
 * A factor the question names ("given the MEDEVAC timelines", "at night", "the fuel shortfall"), weighed
 * with the passages of the user's documents that speak of it: against the course of action, for it, both,
 * or not evidenced (no document speaks of it).
 */
export const questionFactorSchema = z.object({
  /** The factor as the question words it. */
  text: z.string(),
  kind: z.enum(QUESTION_FACTOR_KINDS),
  bearing: z.enum(['against', 'for', 'mixed', 'not-evidenced']),
  /** The factor weighed in one sentence, with the figures compared where there are any. */
  finding: z.string(),
  citations: z.array(citationSchema),
});
export type QuestionFactor = z.infer<typeof questionFactorSchema>;

export const strategicAnalysisSchema = z.object({
  scenario: z.string(),
  mode: z.enum(ADVISE_MODES),
  /** The advisor whose findings lead (the mode's own when it is on), and the order of the cards. */
  lead: z.enum(PERSONA_IDS),
  /** The advisors that were on, and only those, in the mode's order. */
  order: z.array(z.enum(PERSONA_IDS)),
  summary: z.string(),
  personas: z.partialRecord(z.enum(PERSONA_IDS), personaAnalysisSchema),
  confidence: z.number().int().min(0).max(100),
  confidenceBasis: confidenceBasisSchema,
  evidence: z.object({
    supporting: z.array(adviceEvidenceSchema),
    contradicting: z.array(adviceEvidenceSchema),
  }),
  risks: z.array(adviceFindingSchema),
  recommendations: z.array(adviceFindingSchema),
  consensus: consensusSchema,
  alternatives: z.array(adviceFindingSchema),
  riskLevel: z.enum(RISK_LEVELS),
  riskExplanation: z.string(),
  riskMatrix: riskMatrixSchema,
  recommendedCourseOfAction: z.string(),
  /** The factors the question names, each weighed (absent in analyses saved before they were read). */
  factors: z.array(questionFactorSchema).optional(),
  /** The highest marking of the documents cited. */
  classification: z.enum(CLASSIFICATION_LEVELS),
  documents: z.array(consultedDocumentSchema),
  notices: z.array(z.string()),
});
export type StrategicAnalysis = z.infer<typeof strategicAnalysisSchema>;

const scenarioSchema = z.string().trim().min(1, EMPTY_SCENARIO_MESSAGE).max(ADVISE_LIMITS.maxScenarioChars);
const documentIdsSchema = z.array(idSchema).max(ADVISE_LIMITS.maxDocuments).optional();

/** Advisor ids as a person may type them: known ids in any letter case, at most one of each kind. */
const advisorIdsSchema = (emptyMessage: string) =>
  z
    .array(forgivingEnum(PERSONA_IDS))
    .min(1, emptyMessage)
    .max(PERSONA_IDS.length)
    .default([...DEFAULT_ADVISOR_IDS]);

export const strategicAnalysisBodySchema = z.object({
  scenario: scenarioSchema,
  mode: forgivingEnum(ADVISE_MODES).default(DEFAULT_ADVISE_MODE),
  /** The advisors switched on: only these run (the seed's three when left out). */
  personaIds: advisorIdsSchema(NO_PERSONA_MESSAGE),
  documentIds: documentIdsSchema,
  modelId: idSchema.optional(),
});
export type StrategicAnalysisBody = z.input<typeof strategicAnalysisBodySchema>;

export const strategicAnalysisResponseSchema = z.object({
  conversationId: z.string().nullable(),
  result: strategicAnalysisSchema,
  /**
   * When a configured model speaks for the personas: where its words stream from (GET, server-sent
   * events: `token` {personaId, text} as they arrive, `voice` {personaId, text} once a persona is done,
   * `notice` {personaId, message} when the model could not speak for one, then `done` or `error`).
   */
  voicesPath: z.string().optional(),
});
export type StrategicAnalysisResponse = z.infer<typeof strategicAnalysisResponseSchema>;

export const councilMessageSchema = z.object({
  id: z.string(),
  /** Null for the user's question. */
  personaId: z.enum(PERSONA_IDS).nullable(),
  message: z.string(),
  /** ISO 8601, UTC. */
  timestamp: z.string(),
  type: z.enum(COUNCIL_MESSAGE_TYPES),
  verdict: z.enum(ADVISOR_VERDICTS).nullable(),
  confidence: z.number().int().min(0).max(100).nullable(),
  /** The earlier advisor this one answers, if any. */
  respondsTo: z.enum(PERSONA_IDS).nullable(),
  citations: z.array(citationSchema),
});
export type CouncilMessage = z.infer<typeof councilMessageSchema>;

export const councilBodySchema = z.object({
  question: z.string().trim().min(1, EMPTY_QUESTION_MESSAGE).max(ADVISE_LIMITS.maxQuestionChars),
  advisorIds: advisorIdsSchema(NO_ADVISOR_MESSAGE),
  documentIds: documentIdsSchema,
  /** Continue a saved council. */
  conversationId: idSchema.optional(),
  modelId: idSchema.optional(),
});
export type CouncilBody = z.input<typeof councilBodySchema>;

export const councilResponseSchema = z.object({
  conversationId: z.string(),
  question: councilMessageSchema,
  /** Where the advisors' replies stream from (GET, server-sent events). */
  streamPath: z.string(),
});
export type CouncilResponse = z.infer<typeof councilResponseSchema>;

export const achOverrideSchema = z.object({
  evidenceId: z.string().min(1).max(200),
  hypothesis: z
    .number()
    .int()
    .min(0)
    .max(ADVISE_LIMITS.maxHypotheses - 1),
  rating: z.enum(ACH_RATINGS),
});
export type AchOverride = z.infer<typeof achOverrideSchema>;

export const achBodySchema = z.object({
  hypotheses: z
    .array(z.string().trim().min(1, EMPTY_HYPOTHESIS_MESSAGE).max(ADVISE_LIMITS.maxHypothesisChars))
    .min(ADVISE_LIMITS.minHypotheses, HYPOTHESES_COUNT_MESSAGE)
    .max(ADVISE_LIMITS.maxHypotheses, HYPOTHESES_COUNT_MESSAGE),
  overrides: z.array(achOverrideSchema).max(200).default([]),
  documentIds: documentIdsSchema,
  conversationId: idSchema.optional(),
});
export type AchBody = z.input<typeof achBodySchema>;

export const achCellSchema = z.object({
  rating: z.enum(ACH_RATINGS),
  computed: z.enum(ACH_RATINGS),
  overridden: z.boolean(),
  reason: z.string(),
});
export type AchCell = z.infer<typeof achCellSchema>;

export const achEvidenceSchema = z.object({
  /** Stable across runs: document, page and offset of the quote (overrides refer to it). */
  id: z.string(),
  citation: citationSchema,
  cells: z.array(achCellSchema),
  /** How much the ratings of this evidence differ across hypotheses (0: it tells them apart not at all). */
  diagnosticity: z.number(),
});
export type AchEvidence = z.infer<typeof achEvidenceSchema>;

export const achHypothesisSchema = z.object({
  index: z.number().int(),
  text: z.string(),
  /** Weighted count of inconsistent evidence (II counts 2, I counts 1): lower is better. */
  inconsistency: z.number(),
  consistent: z.number().int(),
  inconsistent: z.number().int(),
  rank: z.number().int(),
});
export type AchHypothesis = z.infer<typeof achHypothesisSchema>;

export const achResultSchema = z.object({
  hypotheses: z.array(achHypothesisSchema),
  evidence: z.array(achEvidenceSchema),
  /** Hypothesis indexes, least inconsistent first. */
  ranking: z.array(z.number().int()),
  /** Evidence ids, most diagnostic first (only evidence that tells hypotheses apart). */
  mostDiagnostic: z.array(z.string()),
  summary: z.string(),
  classification: z.enum(CLASSIFICATION_LEVELS),
  notices: z.array(z.string()),
});
export type AchResult = z.infer<typeof achResultSchema>;

export const achResponseSchema = z.object({ conversationId: z.string().nullable(), result: achResultSchema });

export const driverSchema = z.object({
  label: z.string(),
  variable: z.string().nullable(),
  mentions: z.number().int(),
  documentCount: z.number().int(),
  /** Mentions in a sentence that states uncertainty or dependence. */
  uncertainMentions: z.number().int(),
  citations: z.array(citationSchema),
});
export type Driver = z.infer<typeof driverSchema>;

export const uncertaintyPoleSchema = z.object({ label: z.string(), citations: z.array(citationSchema) });

export const keyUncertaintySchema = z.object({
  driver: z.string(),
  why: z.string(),
  poles: z.tuple([uncertaintyPoleSchema, uncertaintyPoleSchema]),
});
export type KeyUncertainty = z.infer<typeof keyUncertaintySchema>;

export const futureSchema = z.object({
  name: z.string(),
  /** Pole index (0 or 1) of each of the two uncertainties. */
  poles: z.tuple([z.number().int(), z.number().int()]),
  narrative: z.string(),
  signposts: z.array(adviceFindingSchema),
});
export type Future = z.infer<typeof futureSchema>;

export const futuresResultSchema = z.object({
  focus: z.string(),
  drivers: z.array(driverSchema),
  uncertainties: z.array(keyUncertaintySchema),
  futures: z.array(futureSchema),
  summary: z.string(),
  classification: z.enum(CLASSIFICATION_LEVELS),
  notices: z.array(z.string()),
});
export type FuturesResult = z.infer<typeof futuresResultSchema>;

export const futuresBodySchema = z.object({
  focus: scenarioSchema,
  /** Driver labels the user picked instead of the two computed ones. */
  uncertainties: z.array(z.string().min(1).max(200)).length(2).optional(),
  documentIds: documentIdsSchema,
  conversationId: idSchema.optional(),
});
export type FuturesBody = z.input<typeof futuresBodySchema>;

export const futuresResponseSchema = z.object({
  conversationId: z.string().nullable(),
  result: futuresResultSchema,
});
