import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ANALYSIS_MESSAGE_KINDS,
  decodeSavedAnalysis,
  type AnalysisResponseDto,
  type ConversationDto,
} from '@csw/contracts';
import { buildGroundedPrompt } from '@csw/engine';
import type { ServiceContext } from '../service-context';
import { auditRequest } from '../audit/request-audit';
import type { AuthUser } from '../auth/auth-user';
import { badRequest, notFound } from '../http/http-error';
import { insertMessage, listMessages } from '../data/conversations-repository';
import { readableIds } from './analysis-sources';
import { openEventStream } from './event-stream';
import { ModelCallError, streamChatCompletion } from './models/chat-completions';
import { modelCatalogue, resolveModel, UnknownModelError } from './models/model-catalogue';

/**
 * Streams an external model's answer to a saved analysis as server-sent events: `result` (the engine's
 * result, first), `token` for each piece of text, then `done` or `error`. The model is given only the
 * engine's cited passages (buildGroundedPrompt), and only while the user may still read every analysed
 * document. The finished answer is saved in the conversation; a second request replays it instead of
 * asking the model again.
 */
export async function streamModelAnswer(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  conversation: ConversationDto,
): Promise<void> {
  const saved =
    conversation.centerType === 'THINK'
      ? decodeSavedAnalysis(await listMessages(ctx.db, conversation.id, 1000))
      : null;
  if (!saved) throw notFound('This conversation holds no analysis.');
  const settings = ctx.config.models;
  const listed = modelCatalogue(settings).models.find((m) => m.id === saved.modelId);
  if (!listed || listed.kind === 'builtin') {
    throw badRequest(
      'This analysis was made by the built-in analyst: there is no model answer to stream.',
      'NO_MODEL_ANSWER',
    );
  }
  const opening: AnalysisResponseDto = {
    conversationId: conversation.id,
    result: saved.result,
    model: { id: listed.id, name: listed.name },
    streamPath: request.url,
    mediaAttachments: saved.mediaAttachments,
    notices: saved.notices,
  };

  if (saved.answer) {
    const stream = openEventStream(reply);
    stream.send('result', opening);
    stream.send('token', { text: saved.answer.content });
    stream.send('done', { answer: saved.answer.content, messageId: saved.answer.id });
    stream.end();
    return;
  }

  let endpoint;
  try {
    endpoint = resolveModel(settings, listed.id).endpoint!;
  } catch (error) {
    if (error instanceof UnknownModelError) throw badRequest(error.message, 'MODEL_UNAVAILABLE');
    throw error;
  }
  // Files attached to the analysis are kept with it, not in the library: only library documents are checked.
  const attached = new Set(saved.attachments.map((a) => a.id));
  const analysed = saved.result.documents.map((d) => d.id).filter((id) => !attached.has(id));
  const readable = await readableIds(ctx.db, user.id, analysed);
  if (analysed.some((id) => !readable.has(id))) {
    throw notFound('A document of this analysis is no longer available to you. Run the analysis again.');
  }

  const prompt = buildGroundedPrompt(saved.result);
  const stream = openEventStream(reply);
  stream.send('result', opening);
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  let answer = '';
  try {
    for await (const text of streamChatCompletion(endpoint, prompt.messages, {
      name: listed.name,
      signal: AbortSignal.any([stream.signal, timeout]),
    })) {
      answer += text;
      stream.send('token', { text });
    }
    if (!answer.trim()) throw new ModelCallError(`${listed.name} sent an empty answer.`);
    const message = await ctx.db.transaction(async (tx) => {
      const added = await insertMessage(tx, conversation.id, {
        role: 'assistant',
        content: answer,
        metadata: { kind: ANALYSIS_MESSAGE_KINDS.answer, modelId: listed.id, sources: prompt.sources },
      });
      await auditRequest(tx, request, {
        action: 'MESSAGE_ADD',
        details: { conversationId: conversation.id, role: 'assistant', modelId: listed.id },
      });
      return added;
    });
    stream.send('done', { answer, messageId: message.id });
  } catch (error) {
    if (stream.signal.aborted) return; // The user went away: nobody to tell, nothing to save.
    const message =
      error instanceof ModelCallError
        ? error.message
        : timeout.aborted
          ? `${listed.name} did not finish its answer within ${Math.round(settings.timeoutMs / 1000)} seconds.`
          : `${listed.name} could not answer: ${(error as Error).message}`;
    request.log.warn({ err: error, modelId: listed.id }, 'A model answer failed');
    stream.send('error', { message });
  } finally {
    stream.end();
  }
}
