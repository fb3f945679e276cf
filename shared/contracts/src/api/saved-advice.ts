import { z } from 'zod';
import { ADVISE_MESSAGE_KINDS, ADVISE_MODES, PERSONA_IDS } from '../domain/advice';
import type { AdviseMode, PersonaId } from '../domain/advice';
import {
  achOverrideSchema,
  achResultSchema,
  councilMessageSchema,
  futuresResultSchema,
  strategicAnalysisSchema,
  type AchOverride,
  type AchResult,
  type CouncilMessage,
  type FuturesResult,
  type StrategicAnalysis,
} from './advice';
import type { MessageDto } from './people';

/**
 * A saved ADVISE consultation is an advise conversation whose messages carry, in their metadata under
 * `kind` (ADVISE_MESSAGE_KINDS), the request and the engine's result, or, for a council, the question
 * and each advisor's message. The server writes them; ADVISE reopens them with decodeSavedAdvice.
 */
export const savedAnalysisRequestMetaSchema = z.object({
  kind: z.literal(ADVISE_MESSAGE_KINDS.analysisRequest),
  scenario: z.string(),
  mode: z.enum(ADVISE_MODES),
  /** The advisors that were on (left out by analyses saved before the choice existed: all six ran). */
  personaIds: z.array(z.enum(PERSONA_IDS)).optional(),
  documentIds: z.array(z.string()).default([]),
  modelId: z.string().optional(),
});
const analysisResultMeta = z.object({
  kind: z.literal(ADVISE_MESSAGE_KINDS.analysisResult),
  result: strategicAnalysisSchema,
  /** A configured model's words for the personas, when one spoke for them. */
  voices: z.record(z.string(), z.string()).default({}),
});
const analysisVoiceMeta = z.object({
  kind: z.literal(ADVISE_MESSAGE_KINDS.analysisVoice),
  personaId: z.enum(PERSONA_IDS),
});
const councilMeta = z.object({
  kind: z.enum([ADVISE_MESSAGE_KINDS.councilQuestion, ADVISE_MESSAGE_KINDS.councilReply]),
  message: councilMessageSchema,
  advisorIds: z.array(z.enum(PERSONA_IDS)).optional(),
});
const achRequestMeta = z.object({
  kind: z.literal(ADVISE_MESSAGE_KINDS.achRequest),
  hypotheses: z.array(z.string()),
  overrides: z.array(achOverrideSchema).default([]),
});
const achResultMeta = z.object({ kind: z.literal(ADVISE_MESSAGE_KINDS.achResult), result: achResultSchema });
const futuresRequestMeta = z.object({
  kind: z.literal(ADVISE_MESSAGE_KINDS.futuresRequest),
  focus: z.string(),
  uncertainties: z.array(z.string()).optional(),
});
const futuresResultMeta = z.object({
  kind: z.literal(ADVISE_MESSAGE_KINDS.futuresResult),
  result: futuresResultSchema,
});

/** The schema of one kind of saved message: its `kind` field says which messages it reads. */
type SavedMessageMeta<T> = z.ZodType<T> & { shape: { kind: z.ZodType } };

/** A saved consultation, decoded (the latest request and result of its kind). */
export type SavedAdvice =
  | {
      kind: 'analysis';
      scenario: string;
      mode: AdviseMode;
      result: StrategicAnalysis;
      voices: Record<string, string>;
    }
  | { kind: 'council'; advisorIds: PersonaId[]; messages: CouncilMessage[] }
  | { kind: 'ach'; hypotheses: string[]; overrides: AchOverride[]; result: AchResult }
  | { kind: 'futures'; focus: string; uncertainties: string[] | null; result: FuturesResult };

/** The words a configured model said for each persona of a strategic analysis, saved one message each. */
function savedVoices(messages: readonly MessageDto[]): Record<string, string> {
  const voices: Record<string, string> = {};
  for (const m of messages) {
    const parsed = analysisVoiceMeta.safeParse(m.metadata);
    if (parsed.success) voices[parsed.data.personaId] = m.content;
  }
  return voices;
}

/**
 * Reads a saved consultation from its conversation's messages (oldest first). Null when they hold no
 * ADVISE consultation, or its messages do not match the format.
 */
export function decodeSavedAdvice(messages: readonly MessageDto[]): SavedAdvice | null {
  // Each schema names its message kind in its `kind` field, so the kind is not repeated at the call.
  const latest = <T>(meta: SavedMessageMeta<T>): T | null => {
    const found = messages.findLast((m) => meta.shape.kind.safeParse(m.metadata.kind).success);
    const parsed = found ? meta.safeParse(found.metadata) : null;
    return parsed?.success ? parsed.data : null;
  };
  /**
   * A consultation saved as a request and a result: decoded from the latest result and the latest request,
   * null when none was saved (the result then gives what it can). Null when there is no result.
   */
  const requestAndResult = <Q, R>(
    requestMeta: SavedMessageMeta<Q>,
    resultMeta: SavedMessageMeta<R>,
    decode: (request: Q | null, result: R) => SavedAdvice,
  ): SavedAdvice | null => {
    const result = latest(resultMeta);
    return result ? decode(latest(requestMeta), result) : null;
  };
  const analysis = requestAndResult(
    savedAnalysisRequestMetaSchema,
    analysisResultMeta,
    (request, { result, voices }) => ({
      kind: 'analysis',
      scenario: request?.scenario ?? result.scenario,
      mode: request?.mode ?? result.mode,
      result,
      voices: { ...voices, ...savedVoices(messages) },
    }),
  );
  if (analysis) return analysis;
  // Every question and reply of a council, in order (the schema reads only those two kinds).
  const council = messages
    .map((m) => councilMeta.safeParse(m.metadata))
    .filter((p) => p.success)
    .map((p) => p.data);
  if (council.length > 0) {
    const asked = council.findLast((c) => c.advisorIds);
    return {
      kind: 'council',
      advisorIds: asked?.advisorIds ?? [],
      messages: council.map((c) => c.message),
    };
  }
  return (
    requestAndResult(achRequestMeta, achResultMeta, (request, { result }) => ({
      kind: 'ach',
      hypotheses: request?.hypotheses ?? result.hypotheses.map((h) => h.text),
      overrides: request?.overrides ?? [],
      result,
    })) ??
    requestAndResult(futuresRequestMeta, futuresResultMeta, (request, { result }) => ({
      kind: 'futures',
      focus: request?.focus ?? result.focus,
      uncertainties: request?.uncertainties ?? null,
      result,
    }))
  );
}
