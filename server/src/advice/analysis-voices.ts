import {
  ADVISE_MESSAGE_KINDS,
  decodeSavedAdvice,
  savedAnalysisRequestMetaSchema,
  type ConversationDto,
  type PersonaId,
} from '@csw/contracts';
import { insertMessage } from '../data/conversations-repository';
import { recordSources } from '../platform/recorded-sources';
import type { SignedInActor } from '../platform/actor';
import { invalid, notFound } from '../platform/errors';
import type { OpenEventStream } from '../platform/event-stream';
import type { AdviceService } from './advice-service';
import { voiceOrNotice } from './advisor-voice';
import { streamTurn } from './turn-stream';

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
  actor: SignedInActor,
  openStream: OpenEventStream,
  conversation: ConversationDto,
): Promise<void> {
  const messages = await service.messagesOf(actor.user.id, conversation.id);
  const saved = decodeSavedAdvice(messages);
  if (!saved || saved.kind !== 'analysis') throw notFound('This conversation holds no strategic analysis.');
  const asked = messages.findLast((m) => m.metadata.kind === ADVISE_MESSAGE_KINDS.analysisRequest);
  const parsed = asked ? savedAnalysisRequestMetaSchema.safeParse(asked.metadata) : null;
  const modelId = parsed?.success ? parsed.data.modelId : undefined;
  const voice = modelId ? service.voiceOf(modelId) : null;
  if (!voice) throw invalid('No configured model speaks for this analysis.', 'NO_VOICE');

  const stream = openStream();
  const speaker = { stream, voice, timeoutMs: service.models.timeoutMs, log: actor.log };
  const said: { personaId: PersonaId; message: string }[] = [];
  const failure = {
    logMessage: 'The analysis voices failed',
    message: 'The model could not finish speaking for the advisors. Open the analysis again.',
  };
  await streamTurn(stream, actor.log, conversation.id, failure, async () => {
    for (const id of saved.result.order) {
      const persona = saved.result.personas[id];
      if (!persona) continue;
      if (stream.signal.aborted) return;
      let text = saved.voices[id];
      if (!text) {
        const input = { personaId: id, question: saved.scenario, analysis: persona, earlier: said };
        const spoken = await voiceOrNotice(speaker, input, {
          logMessage: 'An analysis voice failed',
          instead: "the built-in method's findings stand",
        });
        if (spoken === null) {
          if (stream.signal.aborted) return;
          continue;
        }
        text = spoken;
        await insertMessage(
          service.db,
          conversation.id,
          recordSources({
            role: 'assistant',
            content: text,
            metadata: { kind: ADVISE_MESSAGE_KINDS.analysisVoice, personaId: id, modelId: voice.id },
          }),
        );
      }
      stream.send('voice', { personaId: id, text });
      said.push({ personaId: id, message: text });
    }
  });
}
