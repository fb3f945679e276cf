import { PERSONAS, type CouncilMessage, type PersonaAnalysis, type PersonaId } from '@csw/contracts';
import { buildPersonaPrompt } from '@csw/engine';
import type { EventStream } from '../platform/event-stream';
import type { Log } from '../platform/log';
import type { ModelVoice } from '../platform/models/model-catalogue';
import { streamModelWords } from '../platform/models/model-turn';

/** What a configured model is given to speak for one advisor. */
export interface AdvisorVoiceInput {
  personaId: PersonaId;
  question: string;
  analysis: PersonaAnalysis;
  /** What the advisors before this one said (the user's question has no persona and is left out). */
  earlier: readonly Pick<CouncilMessage, 'personaId' | 'message'>[];
}

/** A configured model's words for one advisor, streamed to the client as `token` events. */
export async function modelVoice(
  stream: EventStream,
  voice: ModelVoice,
  timeoutMs: number,
  input: AdvisorVoiceInput,
): Promise<string> {
  const prompt = buildPersonaPrompt({
    personaId: input.personaId,
    question: input.question,
    analysis: input.analysis,
    earlier: input.earlier
      .filter((m) => m.personaId)
      .map((m) => ({ name: PERSONAS[m.personaId!].name, message: m.message })),
  });
  return streamModelWords(stream, voice, prompt.messages, {
    signal: AbortSignal.timeout(timeoutMs),
    token: (text) => ({ personaId: input.personaId, text }),
  });
}

/** Where a model speaks for the advisors: the stream, the model and its time limit, the request's log. */
export interface AdvisorSpeaker {
  stream: EventStream;
  voice: ModelVoice;
  timeoutMs: number;
  log: Log;
}

/**
 * The model's words for one advisor, or null when it could not speak. Then, unless the client has gone,
 * the failure is logged as `fallback.logMessage` and a `notice` tells the user what stands instead
 * (`fallback.instead`): the advisor's built-in method.
 */
export async function voiceOrNotice(
  { stream, voice, timeoutMs, log }: AdvisorSpeaker,
  input: AdvisorVoiceInput,
  fallback: { logMessage: string; instead: string },
): Promise<string | null> {
  try {
    return await modelVoice(stream, voice, timeoutMs, input);
  } catch (error) {
    if (stream.signal.aborted) return null;
    // A model's failure (ModelCallError) or anything else: its message says what went wrong.
    const reason = (error as Error).message;
    log.warn({ err: error, modelId: voice.id }, fallback.logMessage);
    stream.send('notice', {
      personaId: input.personaId,
      message: `${voice.name} could not speak for ${PERSONAS[input.personaId].name} (${reason}); ${fallback.instead}.`,
    });
    return null;
  }
}
