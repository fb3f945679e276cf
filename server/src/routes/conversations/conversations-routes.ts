import { z } from 'zod';
import {
  conversationListQuerySchema,
  conversationSchema,
  conversationWithMessagesSchema,
  createConversationBodySchema,
  createMessageBodySchema,
  idParamsSchema,
  messageSchema,
  okSchema,
  renameConversationBodySchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { auditedChange } from '../../http/audited-change';
import { SIGNED_IN } from '../../authorization/access-rule';
import { resourceOf, userOf } from '../../http/guard';
import { responses } from '../../http/responses';
import {
  deleteConversation,
  insertConversation,
  insertMessage,
  listMessages,
  listOwnConversations,
  renameConversation,
} from '../../data/conversations-repository';

/** A conversation shows at most this many of its latest messages. */
const MESSAGES_SHOWN = 1000;

/** Saved conversations of the centers (ADVISE council, THINK follow-ups ...), private to their owner. */
export function conversationRoutes(app: ApiInstance, ctx: ApiContext): void {
  const bodyLimit = ctx.config.limits.documentBodyLimit;

  app.post('/conversations', {
    config: { access: SIGNED_IN },
    schema: {
      tags: ['conversations'],
      body: createConversationBodySchema,
      response: responses({ 201: conversationSchema }),
    },
    handler: async (request, reply) => {
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
  });

  app.get('/conversations', {
    config: { access: SIGNED_IN },
    schema: {
      tags: ['conversations'],
      querystring: conversationListQuerySchema,
      response: responses({ 200: z.array(conversationSchema) }),
    },
    handler: async (request) => listOwnConversations(ctx.db, userOf(request).id, request.query),
  });

  app.get('/conversations/:id', {
    config: { access: { kind: 'object', resource: 'conversation', action: 'read' } },
    schema: {
      tags: ['conversations'],
      params: idParamsSchema,
      response: responses({ 200: conversationWithMessagesSchema }),
    },
    handler: async (request) => {
      const conversation = resourceOf(request, 'conversation');
      return { ...conversation, messages: await listMessages(ctx.db, conversation.id, MESSAGES_SHOWN) };
    },
  });

  app.put('/conversations/:id', {
    config: { access: { kind: 'object', resource: 'conversation', action: 'change' } },
    schema: {
      tags: ['conversations'],
      params: idParamsSchema,
      body: renameConversationBodySchema,
      response: responses({ 200: conversationSchema }),
    },
    handler: async (request) => {
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
  });

  app.delete('/conversations/:id', {
    config: { access: { kind: 'object', resource: 'conversation', action: 'change' } },
    schema: { tags: ['conversations'], params: idParamsSchema, response: responses({ 200: okSchema }) },
    handler: async (request) => {
      const conversation = resourceOf(request, 'conversation');
      await auditedChange(
        ctx.db,
        request,
        (tx) => deleteConversation(tx, conversation.id),
        () => ({
          action: 'CONVERSATION_DELETE',
          details: { conversationId: conversation.id },
        }),
      );
      return { ok: true as const };
    },
  });

  app.post('/conversations/:id/messages', {
    bodyLimit,
    config: { access: { kind: 'object', resource: 'conversation', action: 'change' } },
    schema: {
      tags: ['conversations'],
      params: idParamsSchema,
      body: createMessageBodySchema,
      response: responses({ 201: messageSchema }),
    },
    handler: async (request, reply) => {
      const conversation = resourceOf(request, 'conversation');
      const message = await auditedChange(
        ctx.db,
        request,
        (tx) => insertMessage(tx, conversation.id, request.body),
        (added) => ({
          action: 'MESSAGE_ADD',
          details: { conversationId: conversation.id, role: added.role },
        }),
      );
      return reply.code(201).send(message);
    },
  });
}
