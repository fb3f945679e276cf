import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConversationDto, DraftCitation } from '@csw/contracts';
import { appendSource, buildDraftPrompt, checkWriting } from '@csw/engine';
import type { ServiceContext } from '../service-context';
import { auditRequest } from '../audit/request-audit';
import type { AuthUser } from '../auth/auth-user';
import { badRequest, notFound } from '../http/http-error';
import { insertMessage, listMessages } from '../data/conversations-repository';
import { readableIds } from '../analysis/analysis-sources';
import { openEventStream } from '../analysis/event-stream';
import { ModelCallError, streamChatCompletion } from '../analysis/models/chat-completions';
import { modelCatalogue, resolveModel, UnknownModelError } from '../analysis/models/model-catalogue';
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
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  conversation: ConversationDto,
): Promise<void> {
  const messages =
    conversation.centerType === 'CREATE' ? await listMessages(ctx.db, conversation.id, 50) : [];
  const asked = messages.find((m) => m.metadata.kind === DRAFT_MESSAGE_KINDS.request);
  if (!asked) throw notFound('This conversation holds no draft.');
  const meta = asked.metadata as unknown as DraftRequestMetadata;
  const answered = messages.find((m) => m.metadata.kind === DRAFT_MESSAGE_KINDS.answer);

  const settings = ctx.config.models;
  const listed = modelCatalogue(settings).models.find((m) => m.id === meta.modelId);
  let endpoint;
  try {
    endpoint = listed ? resolveModel(settings, listed.id).endpoint : null;
  } catch (error) {
    if (!(error instanceof UnknownModelError)) throw error;
  }
  if (!answered && (!listed || !endpoint)) {
    throw badRequest('The model of this draft is no longer available on this server.', 'MODEL_UNAVAILABLE');
  }
  const cited = meta.citations.map((c) => c.documentId);
  const readable = await readableIds(ctx.db, user.id, cited);
  if (cited.some((id) => !readable.has(id))) {
    throw notFound('A document this draft cites is no longer available to you. Generate the draft again.');
  }

  const stream = openEventStream(reply);
  if (answered) {
    stream.send('token', { text: answered.content });
    stream.send('done', {
      text: answered.content,
      check: checkWriting(answered.content, { format: meta.format }),
    });
    stream.end();
    return;
  }

  const name = listed!.name;
  const prompt = buildDraftPrompt(meta);
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  let answer = '';
  try {
    for await (const text of streamChatCompletion(endpoint!, prompt.messages, {
      name,
      signal: AbortSignal.any([stream.signal, timeout]),
    })) {
      answer += text;
      stream.send('token', { text });
    }
    if (!answer.trim()) throw new ModelCallError(`${name} sent an empty draft.`);
    const text = withSources(answer, meta.citations);
    await ctx.db.transaction(async (tx) => {
      await insertMessage(tx, conversation.id, {
        role: 'assistant',
        content: text,
        metadata: { kind: DRAFT_MESSAGE_KINDS.answer, modelId: meta.modelId },
      });
      await auditRequest(tx, request, {
        action: 'MESSAGE_ADD',
        details: { conversationId: conversation.id, role: 'assistant', modelId: meta.modelId },
      });
    });
    stream.send('done', { text, check: checkWriting(text, { format: meta.format }) });
  } catch (error) {
    if (stream.signal.aborted) return; // The user went away: nobody to tell, nothing to save.
    const message =
      error instanceof ModelCallError
        ? error.message
        : timeout.aborted
          ? `${name} did not finish the draft within ${Math.round(settings.timeoutMs / 1000)} seconds.`
          : `${name} could not write the draft: ${(error as Error).message}`;
    request.log.warn({ err: error, modelId: meta.modelId }, 'A model draft failed');
    stream.send('error', { message });
  } finally {
    stream.end();
  }
}
