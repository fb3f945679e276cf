import type { z } from 'zod';
import {
  createDocumentBodySchema,
  documentListQuerySchema,
  documentListSchema,
  documentSchema,
  moveDocumentsBodySchema,
  moveDocumentsResultSchema,
  okSchema,
  pageQuerySchema,
  updateDocumentBodySchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { actorOf } from '../../http/actor';
import { auditedRemoval } from '../../http/audited-change';
import { SIGNED_IN } from '../../authorization/access-rule';
import { resourceOf, userOf } from '../../http/guard';
import { createDocumentAs } from '../../library/create-document';
import { updateDocumentAs } from '../../library/document-writes';
import { moveDocumentsAs } from '../../library/move-documents';
import { reportAsRead } from '../../planning/report-as-read';
import { JSON_TYPE, jsonBody } from '../../http/json-body';
import { apiRoutes, objectRule } from '../../http/route';
import { deleteDocument, findVisibleDocument, listVisibleDocuments } from '../../data/documents-repository';

type DocumentList = z.output<typeof documentListSchema>;

/** Documents: the library, saved drafts and uploads, each visible only as visible_documents allows. */
export function documentRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'documents');
  const bodyLimit = ctx.config.limits.documentBodyLimit;
  const { library } = ctx.services;

  route.get(
    '/documents',
    { access: SIGNED_IN, query: documentListQuerySchema, ok: documentListSchema },
    async (request, reply) => {
      const userId = userOf(request).id;
      // The most frequent read of the product: cached, already serialised (see db/read-cache.ts).
      const body = await ctx.database.cache.get(
        `documents:${userId}:${JSON.stringify(request.query)}`,
        async () => jsonBody(documentListSchema, await library.listDocuments(userId, request.query)),
      );
      // A string with a JSON type is sent unchanged: the typed reply expects the object it encodes.
      return reply.type(JSON_TYPE).send(body as unknown as DocumentList);
    },
  );

  route.get(
    '/documents/shared',
    { access: SIGNED_IN, query: pageQuerySchema, ok: documentListSchema },
    async (request) =>
      listVisibleDocuments(ctx.db, userOf(request).id, { ...request.query, sharedOnly: true }),
  );

  route.post(
    '/documents',
    { access: SIGNED_IN, body: createDocumentBodySchema, created: documentSchema, bodyLimit },
    async (request, reply) => {
      const user = userOf(request);
      const body = request.body;
      const { id } = await createDocumentAs({ db: ctx.db, library }, actorOf(request), {
        ...body,
        folderId: body.folderId ?? null,
        action: 'DOC_SAVE',
      });
      return reply.code(201).send((await findVisibleDocument(ctx.db, user.id, id))!);
    },
  );

  route.post(
    '/documents/move',
    {
      access: SIGNED_IN,
      body: moveDocumentsBodySchema,
      ok: moveDocumentsResultSchema,
      summary: 'Move documents into one of your folders, or out of any folder (folderId null)',
    },
    async (request) =>
      moveDocumentsAs({ db: ctx.db, library }, actorOf(request), request.body.ids, request.body.folderId),
  );

  route.get(
    '/documents/:id',
    { access: objectRule('document', 'read'), ok: documentSchema },
    async (request) => {
      const doc = resourceOf(request, 'document');
      await actorOf(request).audit(ctx.db, {
        action: 'DOC_VIEW',
        // By id and marking: the title is read when the entry is (audit/audit-for-reader.ts).
        details: { documentId: doc.id, classification: doc.classification },
      });
      return reportAsRead(ctx.db, doc, userOf(request).id);
    },
  );

  route.put(
    '/documents/:id',
    {
      access: objectRule('document', 'update'),
      body: updateDocumentBodySchema,
      ok: documentSchema,
      bodyLimit,
    },
    async (request) => {
      const { version, classificationReason, ...changes } = request.body;
      const { document } = await updateDocumentAs(
        { db: ctx.db, library },
        actorOf(request),
        resourceOf(request, 'document'),
        { changes, expectedVersion: version, lowerReason: classificationReason, action: 'DOC_UPDATE' },
      );
      return document;
    },
  );

  route.delete(
    '/documents/:id',
    { access: objectRule('document', 'delete'), ok: okSchema },
    async (request) => {
      const doc = resourceOf(request, 'document');
      return auditedRemoval(ctx.db, request, (tx) => deleteDocument(tx, doc.id), {
        action: 'DOC_DELETE',
        details: { documentId: doc.id, classification: doc.classification },
      });
    },
  );
}
