import { z } from 'zod';
import {
  conversationListQuerySchema,
  conversationSchema,
  conversationWithMessagesSchema,
  createConversationBodySchema,
  createMessageBodySchema,
  messageSchema,
  okSchema,
  renameConversationBodySchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { auditedChange, auditedRemoval } from '../../http/audited-change';
import { SIGNED_IN } from '../../authorization/access-rule';
import { resourceOf, userOf } from '../../http/guard';
import { apiRoutes, objectRule } from '../../http/route';
import {
  deleteConversation,
  insertConversation,
  insertMessage,
  listMessages,
  listOwnConversations,
  renameConversation,
} from '../../data/conversations-repository';
import { messagesForReader, recordSources } from '../../platform/recorded-sources';

/** A conversation shows at most this many of its latest messages. */
const MESSAGES_SHOWN = 1000;

/** Saved conversations of the centers (ADVISE council, THINK follow-ups ...), private to their owner. */
export function conversationRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'conversations');
  const change = objectRule('conversation', 'change');
  const bodyLimit = ctx.config.limits.documentBodyLimit;

  route.post(
    '/conversations',
    { access: SIGNED_IN, body: createConversationBodySchema, created: conversationSchema },
    async (request, reply) => {
      const conversation = await auditedChange(
        ctx.db,
        request,
        (tx) => insertConversation(tx, userOf(request).id, request.body.centerType, request.body.title),
        (created) => ({
          action: 'CONVERSATION_CREATE',
          details: { conversationId: created.id, centerType: created.centerType },
        }),
      );
      return reply.code(201).send(conversation);
    },
  );

  route.get(
    '/conversations',
    { access: SIGNED_IN, query: conversationListQuerySchema, ok: z.array(conversationSchema) },
    async (request) => listOwnConversations(ctx.db, userOf(request).id, request.query),
  );

  route.get(
    '/conversations/:id',
    { access: objectRule('conversation', 'read'), ok: conversationWithMessagesSchema },
    async (request) => {
      const conversation = resourceOf(request, 'conversation');
      // Saved results follow access: what the reader can no longer read is withheld, and counted.
      const messages = await listMessages(ctx.db, conversation.id, MESSAGES_SHOWN);
      return { ...conversation, ...(await messagesForReader(ctx.db, userOf(request).id, messages)) };
    },
  );

  route.put(
    '/conversations/:id',
    {
      access: change,
      body: renameConversationBodySchema,
      ok: conversationSchema,
    },
    async (request) => {
      const conversation = resourceOf(request, 'conversation');
      return auditedChange(
        ctx.db,
        request,
        (tx) => renameConversation(tx, conversation.id, request.body.title),
        () => ({
          action: 'CONVERSATION_RENAME',
          details: { conversationId: conversation.id },
        }),
      );
    },
  );

  route.delete('/conversations/:id', { access: change, ok: okSchema }, async (request) => {
    const conversation = resourceOf(request, 'conversation');
    return auditedRemoval(ctx.db, request, (tx) => deleteConversation(tx, conversation.id), {
      action: 'CONVERSATION_DELETE',
      details: { conversationId: conversation.id },
    });
  });

  route.post(
    '/conversations/:id/messages',
    {
      access: change,
      body: createMessageBodySchema,
      created: messageSchema,
      bodyLimit,
    },
    async (request, reply) => {
      const conversation = resourceOf(request, 'conversation');
      const message = await auditedChange(
        ctx.db,
        request,
        // A client's message records every document it cites, as a center's own would: its quotes follow
        // access too. Nothing it posts takes a source off a record (an `attachments` list exempts nothing).
        (tx) => insertMessage(tx, conversation.id, recordSources(request.body)),
        (added) => ({
          action: 'MESSAGE_ADD',
          details: { conversationId: conversation.id, role: added.role },
        }),
      );
      return reply.code(201).send(message);
    },
  );
}
