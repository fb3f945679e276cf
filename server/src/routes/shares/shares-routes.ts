import { z } from 'zod';
import {
  clearedFor,
  notClearedMessage,
  okSchema,
  shareBodySchema,
  shareParamsSchema,
  shareSchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { auditedChange } from '../../http/audited-change';
import { resourceOf, userOf } from '../../http/guard';
import { badRequest, forbidden, notFound } from '../../http/http-error';
import { OK } from '../../http/responses';
import { apiRoutes, objectRule } from '../../http/route';
import { findActiveUserSummary } from '../../data/users-repository';
import { deleteShare, listShares, upsertShare } from '../../data/shares-repository';

/** Sharing a document with another user: read, write or admin (full access). */
export function shareRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'shares');

  route.post(
    '/documents/:id/share',
    { access: objectRule('document', 'share'), body: shareBodySchema, created: shareSchema },
    async (request, reply) => {
      const user = userOf(request);
      const doc = resourceOf(request, 'document');
      const { sharedWithUserId, permissionLevel } = request.body;
      if (sharedWithUserId === user.id) throw badRequest('You cannot share a document with yourself.');
      if (sharedWithUserId === doc.ownerId)
        throw badRequest('The owner already has full access to this document.');
      const target = await findActiveUserSummary(ctx.db, sharedWithUserId);
      if (!target) throw notFound('User not found.');
      if (!clearedFor(target.clearance, doc.classification))
        throw forbidden(notClearedMessage(target.username, doc.classification));
      const share = await auditedChange(
        ctx.db,
        request,
        (tx) => upsertShare(tx, doc.id, target.id, permissionLevel, user.id),
        () => ({
          action: 'SHARE',
          details: {
            documentId: doc.id,
            classification: doc.classification,
            sharedWithUserId: target.id,
            sharedWithUsername: target.username,
            permissionLevel,
          },
        }),
      );
      return reply.code(201).send(share);
    },
  );

  route.get(
    '/documents/:id/shares',
    { access: objectRule('document', 'manageShares'), ok: z.array(shareSchema) },
    async (request) => listShares(ctx.db, resourceOf(request, 'document').id),
  );

  route.delete(
    '/documents/:id/shares/:userId',
    { access: objectRule('document', 'manageShares'), params: shareParamsSchema, ok: okSchema },
    async (request) => {
      const doc = resourceOf(request, 'document');
      const removed = await auditedChange(
        ctx.db,
        request,
        (tx) => deleteShare(tx, doc.id, request.params.userId),
        (done) =>
          done
            ? {
                action: 'SHARE_REVOKE',
                details: {
                  documentId: doc.id,
                  classification: doc.classification,
                  userId: request.params.userId,
                },
              }
            : null,
      );
      if (!removed) throw notFound('This document is not shared with that user.');
      return OK;
    },
  );
}
