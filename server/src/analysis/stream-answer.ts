import {
  ANALYSIS_MESSAGE_KINDS,
  decodeSavedAnalysis,
  withheldSourcesNotice,
  type AnalysisResponseDto,
  type ConversationDto,
} from '@csw/contracts';
import { buildGroundedPrompt } from '@csw/engine';
import type { ServiceContext } from '../service-context';
import { listMessages } from '../data/conversations-repository';
import type { SignedInActor } from '../platform/actor';
import { invalid, notFound } from '../platform/errors';
import type { OpenEventStream } from '../platform/event-stream';
import { modelCatalogue, configuredVoice } from '../platform/models/model-catalogue';
import { checkStillReadable, streamModelTurn } from '../platform/models/model-turn';
import { messagesForReader } from '../platform/recorded-sources';

/** Where a saved analysis's model answer streams from. */
export const analysisStreamPath = (conversationId: string) =>
  `/api/analysis/${encodeURIComponent(conversationId)}/stream`;

/**
 * Streams an external model's answer to a saved analysis as server-sent events: `result` (the engine's
 * result, first), `token` for each piece of text, then `done` or `error`. The model is given only the
 * engine's cited passages (buildGroundedPrompt), and only while the user may still read every analysed
 * document. The finished answer is saved in the conversation; a second request replays it instead of
 * asking the model again.
 */
export async function streamModelAnswer(
  ctx: ServiceContext,
  actor: SignedInActor,
  openStream: OpenEventStream,
  conversation: ConversationDto,
): Promise<void> {
  // Saved results follow access: a replay withholds what the reader can no longer read, and says so.
  const seen =
    conversation.centerType === 'THINK'
      ? await messagesForReader(ctx.db, actor.user.id, await listMessages(ctx.db, conversation.id, 1000))
      : null;
  const saved = seen ? decodeSavedAnalysis(seen.messages) : null;
  if (!seen || !saved) throw notFound('This conversation holds no analysis.');
  const settings = ctx.config.models;
  const listed = modelCatalogue(settings).models.find((m) => m.id === saved.modelId);
  if (!listed || listed.kind === 'builtin') {
    throw invalid(
      'This analysis was made by the built-in analyst: there is no model answer to stream.',
      'NO_MODEL_ANSWER',
    );
  }
  const opening: AnalysisResponseDto = {
    conversationId: conversation.id,
    result: saved.result,
    model: { id: listed.id, name: listed.name },
    streamPath: analysisStreamPath(conversation.id),
    mediaAttachments: saved.mediaAttachments,
    notices:
      seen.withheldSources > 0
        ? [...saved.notices, withheldSourcesNotice(seen.withheldSources)]
        : saved.notices,
  };

  if (saved.answer) {
    const stream = openStream();
    stream.send('result', opening);
    stream.send('token', { text: saved.answer.content });
    stream.send('done', { answer: saved.answer.content, messageId: saved.answer.id });
    stream.end();
    return;
  }

  const voice = configuredVoice(settings, listed.id)!;
  // Files attached to the analysis are kept with it, not in the library: only library documents are checked.
  const attached = new Set(saved.attachments.map((a) => a.id));
  await checkStillReadable(
    ctx.db,
    actor.user.id,
    saved.result.documents.map((d) => d.id).filter((id) => !attached.has(id)),
    'A document of this analysis is no longer available to you. Run the analysis again.',
  );

  const prompt = buildGroundedPrompt(saved.result);
  const stream = openStream();
  stream.send('result', opening);
  await streamModelTurn({
    db: ctx.db,
    actor,
    stream,
    voice,
    messages: prompt.messages,
    timeoutMs: settings.timeoutMs,
    conversationId: conversation.id,
    words: {
      empty: 'an empty answer',
      late: 'its answer',
      failed: 'could not answer',
      log: 'A model answer failed',
    },
    saved: (answer) => ({
      content: answer,
      metadata: { kind: ANALYSIS_MESSAGE_KINDS.answer, modelId: listed.id, sources: prompt.sources },
    }),
    done: (answer, messageId) => ({ answer, messageId }),
  });
}
