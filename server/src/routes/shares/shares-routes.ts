import { z } from 'zod';
import { idParamsSchema, okSchema, shareBodySchema, shareParamsSchema, shareSchema } from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { auditedChange } from '../../http/audited-change';
import { resourceOf, userOf } from '../../http/guard';
import { badRequest, notFound } from '../../http/http-error';
import { responses } from '../../http/responses';
import { findActiveUserSummary } from '../../data/users-repository';
import { deleteShare, listShares, upsertShare } from '../../data/shares-repository';

/** Sharing a document with another user: read, write or admin (full access). */
export function shareRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.post('/documents/:id/share', {
    config: { access: { kind: 'object', resource: 'document', action: 'share' } },
    schema: {
      tags: ['shares'],
      params: idParamsSchema,
      body: shareBodySchema,
      response: responses({ 201: shareSchema }),
    },
    handler: async (request, reply) => {
      const user = userOf(request);
      const doc = resourceOf(request, 'document');
      const { sharedWithUserId, permissionLevel } = request.body;
      if (sharedWithUserId === user.id) throw badRequest('You cannot share a document with yourself.');
      if (sharedWithUserId === doc.ownerId)
        throw badRequest('The owner already has full access to this document.');
      const target = await findActiveUserSummary(ctx.db, sharedWithUserId);
      if (!target) throw notFound('User not found.');
      const share = await auditedChange(
        ctx.db,
        request,
        (tx) => upsertShare(tx, doc.id, target.id, permissionLevel, user.id),
        () => ({
          action: 'SHARE',
          details: {
            documentId: doc.id,
            title: doc.title,
            sharedWithUserId: target.id,
            sharedWithUsername: target.username,
            permissionLevel,
          },
        }),
      );
      return reply.code(201).send(share);
    },
  });

  app.get('/documents/:id/shares', {
    config: { access: { kind: 'object', resource: 'document', action: 'manageShares' } },
    schema: { tags: ['shares'], params: idParamsSchema, response: responses({ 200: z.array(shareSchema) }) },
    handler: async (request) => listShares(ctx.db, resourceOf(request, 'document').id),
  });

  app.delete('/documents/:id/shares/:userId', {
    config: { access: { kind: 'object', resource: 'document', action: 'manageShares' } },
    schema: { tags: ['shares'], params: shareParamsSchema, response: responses({ 200: okSchema }) },
    handler: async (request) => {
      const doc = resourceOf(request, 'document');
      const removed = await auditedChange(
        ctx.db,
        request,
        (tx) => deleteShare(tx, doc.id, request.params.userId),
        (done) =>
          done
            ? { action: 'SHARE_REVOKE', details: { documentId: doc.id, userId: request.params.userId } }
            : null,
      );
      if (!removed) throw notFound('This document is not shared with that user.');
      return { ok: true as const };
    },
  });
}
