import { z } from 'zod';
import {
  ADVISE_MESSAGE_KINDS,
  councilMessageSchema,
  PERSONA_IDS,
  type ConversationDto,
  type CouncilMessage,
  type CouncilResponse,
  type PersonaAnalysis,
  type PersonaId,
} from '@csw/contracts';
import { buildAdviceContext, councilQuestion, councilTurn, PersonaMethods } from '@csw/engine';
import { insertMessage } from '../data/conversations-repository';
import { recordSources } from '../platform/recorded-sources';
import { loadAnalysisSources } from '../analysis/analysis-sources';
import type { SignedInActor } from '../platform/actor';
import { notFound } from '../platform/errors';
import type { OpenEventStream } from '../platform/event-stream';
import { MAX_ADVICE_CHARS } from './advice-sources';
import { advisorsInOrder, consultationTitle, type AdviceService } from './advice-service';
import { voiceOrNotice } from './advisor-voice';
import { streamTurn } from './turn-stream';

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
    const before = await service.messagesOf(actor.user.id, existing.id);
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
  const messages = await service.messagesOf(actor.user.id, conversation.id);
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
  const { documents } = await loadAnalysisSources(service.db, actor.user.id, documentIds, MAX_ADVICE_CHARS);

  const stream = openStream();
  const speaker = voice ? { stream, voice, timeoutMs: service.models.timeoutMs, log: actor.log } : null;
  const now = () => new Date();
  const methods = new PersonaMethods(buildAdviceContext([question.message], documents));
  // The question's factors weighed once, and no advisor repeating what an earlier one said.
  const reply = councilTurn(methods.ac, question.message);
  const earlier: PersonaAnalysis[] = [];
  const said: CouncilMessage[] = [];
  const failure = { logMessage: 'The council failed', message: 'The council could not finish. Ask again.' };
  await streamTurn(stream, actor.log, conversation.id, failure, async () => {
    for (const id of advisorIds) {
      if (stream.signal.aborted) return;
      await flush();
      const mine = methods.analyse(id);
      let message = saved.get(id);
      if (!message) {
        message = reply(mine, earlier, { id: `${prefix}${id}`, timestamp: now().toISOString() });
        if (speaker) {
          const input = { personaId: id, question: question.message, analysis: mine, earlier: said };
          const text = await voiceOrNotice(speaker, input, {
            logMessage: 'A council voice failed',
            instead: 'the built-in method answered',
          });
          if (text !== null) message = { ...message, message: text, timestamp: now().toISOString() };
          else if (stream.signal.aborted) return;
        }
        await insertMessage(
          service.db,
          conversation.id,
          recordSources({
            role: 'assistant',
            content: message.message,
            metadata: {
              kind: ADVISE_MESSAGE_KINDS.councilReply,
              message,
              ...(voice ? { modelId: voice.id } : {}),
            },
          }),
        );
      }
      stream.send('message', message);
      earlier.push(mine);
      said.push(message);
    }
  });
}
