import {
  ADVISE_MESSAGE_KINDS,
  PERSONAS,
  decodeSavedAdvice,
  savedAnalysisRequestMetaSchema,
  type ConversationDto,
  type PersonaId,
} from '@csw/contracts';
import { insertMessage, listMessages } from '../data/conversations-repository';
import type { Actor } from '../platform/actor';
import { invalid, notFound } from '../platform/errors';
import type { OpenEventStream } from '../platform/event-stream';
import { ModelCallError } from '../platform/models/chat-completions';
import type { AdviceService } from './advice-service';
import { modelVoice } from './council-stream';

/**
 * A configured model speaking for the personas of a saved strategic analysis, as server-sent events: for
 * each persona in the card order, its words as `token` events while they arrive, then `voice` with the
 * whole text (saved as it comes), then `done`. The model is given the persona's method and its cited
 * findings, and what the personas before it said. Asked again, the saved words are replayed and only the
 * missing ones asked for. When the model cannot speak for a persona, a `notice` says so and the card keeps
 * the built-in method's findings.
 */
export async function streamAnalysisVoices(
  service: AdviceService,
  actor: Actor,
  openStream: OpenEventStream,
  conversation: ConversationDto,
): Promise<void> {
  const db = service.db;
  const messages = await listMessages(db, conversation.id, 10_000);
  const saved = decodeSavedAdvice(messages);
  if (!saved || saved.kind !== 'analysis') throw notFound('This conversation holds no strategic analysis.');
  const asked = messages.findLast((m) => m.metadata.kind === ADVISE_MESSAGE_KINDS.analysisRequest);
  const parsed = asked ? savedAnalysisRequestMetaSchema.safeParse(asked.metadata) : null;
  const modelId = parsed?.success ? parsed.data.modelId : undefined;
  const voice = modelId ? service.voiceOf(modelId) : null;
  if (!voice) throw invalid('No configured model speaks for this analysis.', 'NO_VOICE');

  const stream = openStream();
  const said: { personaId: PersonaId; message: string }[] = [];
  try {
    for (const id of saved.result.order) {
      const persona = saved.result.personas[id];
      if (!persona) continue;
      if (stream.signal.aborted) return;
      let text = saved.voices[id];
      if (!text) {
        try {
          text = await modelVoice(stream, voice, service.models.timeoutMs, {
            personaId: id,
            question: saved.scenario,
            analysis: persona,
            earlier: said,
          });
        } catch (error) {
          if (stream.signal.aborted) return;
          const reason = error instanceof ModelCallError ? error.message : (error as Error).message;
          actor.log.warn({ err: error, modelId: voice.id }, 'An analysis voice failed');
          stream.send('notice', {
            personaId: id,
            message: `${voice.name} could not speak for ${PERSONAS[id].name} (${reason}); the built-in method's findings stand.`,
          });
          continue;
        }
        await insertMessage(db, conversation.id, {
          role: 'assistant',
          content: text,
          metadata: { kind: ADVISE_MESSAGE_KINDS.analysisVoice, personaId: id, modelId: voice.id },
        });
      }
      stream.send('voice', { personaId: id, text });
      said.push({ personaId: id, message: text });
    }
    stream.send('done', { conversationId: conversation.id });
  } catch (error) {
    if (stream.signal.aborted) return;
    actor.log.error({ err: error }, 'The analysis voices failed');
    stream.send('error', {
      message: 'The model could not finish speaking for the advisors. Open the analysis again.',
    });
  } finally {
    stream.end();
  }
}
