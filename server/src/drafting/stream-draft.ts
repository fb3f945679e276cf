import type { ConversationDto, DraftCitation } from '@csw/contracts';
import { appendSource, buildDraftPrompt, checkWriting } from '@csw/engine';
import type { ServiceContext } from '../service-context';
import { listMessages } from '../data/conversations-repository';
import type { SignedInActor } from '../platform/actor';
import { invalid, notFound } from '../platform/errors';
import type { OpenEventStream } from '../platform/event-stream';
import { configuredVoice, UnknownModelError, type ModelVoice } from '../platform/models/model-catalogue';
import { checkStillReadable, streamModelTurn } from '../platform/models/model-turn';
import { DRAFT_MESSAGE_KINDS, type DraftRequestMetadata } from './generate-draft';

/** The model's text with the source list of the citations it was given (the markers it uses point there). */
export function withSources(answer: string, citations: readonly DraftCitation[]): string {
  let text = answer.replace(/\s+$/, '');
  for (const c of citations) text = appendSource(text, c);
  return `${text.replace(/\s+$/, '')}\n`;
}

/**
 * Streams a configured model's draft as server-sent events: `token` for each piece of text, then `done`
 * (the whole text with its source list, and the writing checker's result on it) or `error`. The model is
 * given only the passages the built-in draft cited (buildDraftPrompt), and only while the user may still
 * read every cited document. The finished draft is saved in the conversation and replayed when asked again.
 */
export async function streamDraft(
  ctx: ServiceContext,
  actor: SignedInActor,
  openStream: OpenEventStream,
  conversation: ConversationDto,
): Promise<void> {
  const messages =
    conversation.centerType === 'CREATE' ? await listMessages(ctx.db, conversation.id, 50) : [];
  const asked = messages.find((m) => m.metadata.kind === DRAFT_MESSAGE_KINDS.request);
  if (!asked) throw notFound('This conversation holds no draft.');
  const meta = asked.metadata as unknown as DraftRequestMetadata;
  const answered = messages.find((m) => m.metadata.kind === DRAFT_MESSAGE_KINDS.answer);

  const settings = ctx.config.models;
  let voice: ModelVoice | null = null;
  try {
    voice = configuredVoice(settings, meta.modelId);
  } catch (error) {
    if (!(error instanceof UnknownModelError)) throw error;
  }
  if (!answered && !voice) {
    throw invalid('The model of this draft is no longer available on this server.', 'MODEL_UNAVAILABLE');
  }
  await checkStillReadable(
    ctx.db,
    actor.user.id,
    meta.citations.map((c) => c.documentId),
    'A document this draft cites is no longer available to you. Generate the draft again.',
  );

  const stream = openStream();
  if (answered) {
    stream.send('token', { text: answered.content });
    stream.send('done', {
      text: answered.content,
      check: checkWriting(answered.content, { format: meta.format }),
    });
    stream.end();
    return;
  }

  await streamModelTurn({
    db: ctx.db,
    actor,
    stream,
    voice: voice!,
    messages: buildDraftPrompt(meta).messages,
    timeoutMs: settings.timeoutMs,
    conversationId: conversation.id,
    words: {
      empty: 'an empty draft',
      late: 'the draft',
      failed: 'could not write the draft',
      log: 'A model draft failed',
    },
    saved: (answer) => ({
      content: withSources(answer, meta.citations),
      metadata: { kind: DRAFT_MESSAGE_KINDS.answer, modelId: meta.modelId },
    }),
    done: (text) => ({ text, check: checkWriting(text, { format: meta.format }) }),
  });
}
