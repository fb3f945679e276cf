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
  const latest = <T>(schema: z.ZodType<T>, kind: string): T | null => {
    const found = messages.findLast((m) => m.metadata.kind === kind);
    const parsed = found ? schema.safeParse(found.metadata) : null;
    return parsed?.success ? parsed.data : null;
  };
  const analysisResult = latest(analysisResultMeta, ADVISE_MESSAGE_KINDS.analysisResult);
  if (analysisResult) {
    const request = latest(savedAnalysisRequestMetaSchema, ADVISE_MESSAGE_KINDS.analysisRequest);
    return {
      kind: 'analysis',
      scenario: request?.scenario ?? analysisResult.result.scenario,
      mode: request?.mode ?? analysisResult.result.mode,
      result: analysisResult.result,
      voices: { ...analysisResult.voices, ...savedVoices(messages) },
    };
  }
  const council = messages
    .filter(
      (m) =>
        m.metadata.kind === ADVISE_MESSAGE_KINDS.councilQuestion ||
        m.metadata.kind === ADVISE_MESSAGE_KINDS.councilReply,
    )
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
  const ach = latest(achResultMeta, ADVISE_MESSAGE_KINDS.achResult);
  if (ach) {
    const request = latest(achRequestMeta, ADVISE_MESSAGE_KINDS.achRequest);
    return {
      kind: 'ach',
      hypotheses: request?.hypotheses ?? ach.result.hypotheses.map((h) => h.text),
      overrides: request?.overrides ?? [],
      result: ach.result,
    };
  }
  const futures = latest(futuresResultMeta, ADVISE_MESSAGE_KINDS.futuresResult);
  if (futures) {
    const request = latest(futuresRequestMeta, ADVISE_MESSAGE_KINDS.futuresRequest);
    return {
      kind: 'futures',
      focus: request?.focus ?? futures.result.focus,
      uncertainties: request?.uncertainties ?? null,
      result: futures.result,
    };
  }
  return null;
}
