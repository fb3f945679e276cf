import { z } from 'zod';
import {
  ADVISE_MESSAGE_KINDS,
  councilMessageSchema,
  PERSONA_IDS,
  PERSONAS,
  type ConversationDto,
  type CouncilMessage,
  type CouncilResponse,
  type PersonaAnalysis,
  type PersonaId,
} from '@csw/contracts';
import {
  buildAdviceContext,
  buildPersonaPrompt,
  councilQuestion,
  councilReply,
  PersonaMethods,
} from '@csw/engine';
import { insertMessage, listMessages } from '../data/conversations-repository';
import { loadAnalysisSources } from '../analysis/analysis-sources';
import type { SignedInActor } from '../platform/actor';
import { notFound } from '../platform/errors';
import type { EventStream, OpenEventStream } from '../platform/event-stream';
import { ModelCallError } from '../platform/models/chat-completions';
import type { ModelVoice } from '../platform/models/model-catalogue';
import { streamModelWords } from '../platform/models/model-turn';
import { MAX_ADVICE_CHARS } from './advice-sources';
import { advisorsInOrder, consultationTitle, type AdviceService } from './advice-service';

export interface CouncilRequest {
  question: string;
  advisorIds: PersonaId[];
  documentIds?: string[];
  conversationId?: string;
  modelId?: string;
}

const questionMeta = z.object({
  kind: z.literal(ADVISE_MESSAGE_KINDS.councilQuestion),
  message: councilMessageSchema,
  advisorIds: z.array(z.enum(PERSONA_IDS)),
  documentIds: z.array(z.string()).default([]),
  modelId: z.string().optional(),
});

/**
 * Puts a question to the council: the documents are retrieved (or named) now, through the visibility
 * rule, and saved with the question, the advisors and the model, so that the stream answers exactly
 * this turn. Returns where the replies stream from.
 */
export async function askCouncil(
  service: AdviceService,
  actor: SignedInActor,
  body: CouncilRequest,
): Promise<CouncilResponse> {
  const voice = service.voiceOf(body.modelId);
  const existing = body.conversationId ? await service.ownConsultation(actor, body.conversationId) : null;
  const documents = await service.sources(actor, [body.question], body.documentIds);
  const advisorIds = advisorsInOrder(body.advisorIds);
  const documentIds = documents.map((d) => d.id);
  let turn = 0;
  if (existing) {
    const before = await listMessages(service.db, existing.id, 10_000);
    turn = before.filter((m) => m.metadata.kind === ADVISE_MESSAGE_KINDS.councilQuestion).length;
  }
  const question = councilQuestion(body.question, () => new Date(), turn);
  const conversationId = await service.saveConsultation(
    actor,
    { existing, title: consultationTitle('Council', question.message) },
    'council',
    [
      {
        role: 'user',
        content: question.message,
        metadata: {
          kind: ADVISE_MESSAGE_KINDS.councilQuestion,
          message: question,
          advisorIds,
          documentIds,
          ...(voice ? { modelId: voice.id } : {}),
        },
      },
    ],
    { advisorIds, documentIds, turn, ...(voice ? { modelId: voice.id } : {}) },
  );
  return {
    conversationId,
    question,
    streamPath: `/api/advice/council/${encodeURIComponent(conversationId)}/stream`,
  };
}

// Lets the event just written leave before the next advisor's method runs (the methods are synchronous).
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A configured model's words for one advisor, streamed to the client as `token` events. */
export async function modelVoice(
  stream: EventStream,
  voice: ModelVoice,
  timeoutMs: number,
  input: {
    personaId: PersonaId;
    question: string;
    analysis: PersonaAnalysis;
    /** What the advisors before this one said (the user's question has no persona and is left out). */
    earlier: readonly Pick<CouncilMessage, 'personaId' | 'message'>[];
  },
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

/**
 * The replies to a council's latest question as server-sent events: one `message` per checked advisor in
 * the checklist's order, each sent as soon as its method (or the configured model speaking for it,
 * streamed as `token` events) has answered, then `done`. Each reply is saved as it comes; asked again,
 * the saved replies are replayed and only the missing ones computed. The documents are read again
 * through the visibility rule: one the user may no longer read is left out.
 */
export async function streamCouncil(
  service: AdviceService,
  actor: SignedInActor,
  openStream: OpenEventStream,
  conversation: ConversationDto,
): Promise<void> {
  const db = service.db;
  const messages = await listMessages(db, conversation.id, 10_000);
  const asked = messages.findLast((m) => m.metadata.kind === ADVISE_MESSAGE_KINDS.councilQuestion);
  const parsed = asked ? questionMeta.safeParse(asked.metadata) : null;
  if (!parsed?.success) throw notFound('This conversation holds no council question.');
  const { message: question, advisorIds, documentIds, modelId } = parsed.data;
  const prefix = question.id.replace(/question$/, '');
  const saved = new Map<string, CouncilMessage>();
  for (const m of messages) {
    const r = councilMessageSchema.safeParse(m.metadata.message);
    if (m.metadata.kind === ADVISE_MESSAGE_KINDS.councilReply && r.success && r.data.id.startsWith(prefix))
      saved.set(r.data.personaId ?? '', r.data);
  }
  const voice = modelId ? service.voiceOf(modelId) : null;
  const { documents } = await loadAnalysisSources(db, actor.user.id, documentIds, MAX_ADVICE_CHARS);

  const stream = openStream();
  const now = () => new Date();
  const methods = new PersonaMethods(buildAdviceContext([question.message], documents));
  const earlier: PersonaAnalysis[] = [];
  const said: CouncilMessage[] = [];
  try {
    for (const id of advisorIds) {
      if (stream.signal.aborted) return;
      await flush();
      const mine = methods.analyse(id);
      let message = saved.get(id);
      if (!message) {
        message = councilReply(mine, earlier, { id: `${prefix}${id}`, timestamp: now().toISOString() });
        if (voice) {
          try {
            const text = await modelVoice(stream, voice, service.models.timeoutMs, {
              personaId: id,
              question: question.message,
              analysis: mine,
              earlier: said,
            });
            message = { ...message, message: text, timestamp: now().toISOString() };
          } catch (error) {
            if (stream.signal.aborted) return;
            const reason = error instanceof ModelCallError ? error.message : (error as Error).message;
            actor.log.warn({ err: error, modelId: voice.id }, 'A council voice failed');
            stream.send('notice', {
              personaId: id,
              message: `${voice.name} could not speak for ${PERSONAS[id].name} (${reason}); the built-in method answered.`,
            });
          }
        }
        await insertMessage(db, conversation.id, {
          role: 'assistant',
          content: message.message,
          metadata: {
            kind: ADVISE_MESSAGE_KINDS.councilReply,
            message,
            ...(voice ? { modelId: voice.id } : {}),
          },
        });
      }
      stream.send('message', message);
      earlier.push(mine);
      said.push(message);
    }
    stream.send('done', { conversationId: conversation.id });
  } catch (error) {
    if (stream.signal.aborted) return;
    actor.log.error({ err: error }, 'The council failed');
    stream.send('error', { message: 'The council could not finish. Ask again.' });
  } finally {
    stream.end();
  }
}
