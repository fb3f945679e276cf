import { z } from 'zod';
import {
  clearedFor,
  documentSchema,
  DUPLICATE_FILE_CODE,
  nameTextSchema,
  TITLE_MAX,
  UPLOAD_CATEGORY,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { actorOf } from '../../http/actor';
import { SIGNED_IN } from '../../authorization/access-rule';
import { resourceOf, userOf } from '../../http/guard';
import { conflict, forbidden, notFound } from '../../http/http-error';
import { apiRoutes, objectRule } from '../../http/route';
import { extractDocument } from '../../ingestion/extract-document';
import type { ExtractedDocument } from '../../ingestion/types';
import { findOriginal, findSameFile, insertOriginal } from '../../data/library-repository';
import { pageMapOf } from '../../library/page-map';
import { createDocumentAs } from '../../library/create-document';
import { MARKING_MESSAGES } from '../../library/document-writes';
import { findVisibleDocument } from '../../data/documents-repository';
import { attachmentDisposition } from './content-disposition';
import { classificationField, readFileForm } from './upload-form';

const uploadFieldsSchema = z.object({
  classification: classificationField,
  category: nameTextSchema().min(1).max(100).default(UPLOAD_CATEGORY),
  folderId: z
    .string()
    .max(100)
    .optional()
    .transform((value) => value?.trim() || null),
  /** 'keep': the user knows the library holds this file already and wants a second copy. */
  duplicate: z.enum(['ask', 'keep']).default('ask'),
});

/** What an upload of a file the library holds already answers: where it is filed, and what the user can do. */
export const duplicateFileMessage = (title: string): string =>
  `This file is already in the library as "${title}". Upload it again only if you want a second copy.`;

/** The media type a stored original is served with: from what the file is, never from what the client said. */
function storedType(extracted: ExtractedDocument): string {
  switch (extracted.kind) {
    case 'pdf':
      return 'application/pdf';
    case 'docx':
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    case 'txt':
      return `text/plain; charset=${extracted.encoding ?? 'utf-8'}`;
  }
}

/** The file name kept with an original: no folders, no control characters, a sane length. */
function storedName(fileName: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim();
  return (base || 'document').slice(-255);
}

/**
 * Uploads (POST /api/documents/upload) and their originals. The file streams in under the size limit, its
 * text and pages are extracted in a worker, and the document, its original, its embeddings and the audit
 * entry are stored in one transaction: a file whose text cannot be extracted leaves nothing behind.
 */
export function uploadRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'documents');
  const limit = ctx.config.library.uploadLimitBytes;

  route.post(
    '/documents/upload',
    { access: SIGNED_IN, created: documentSchema, errors: [409, 422], multipart: true },
    async (request, reply) => {
      const user = userOf(request);
      const { file, fields } = await readFileForm(
        request,
        limit,
        uploadFieldsSchema,
        'Choose a file to upload (.txt, .pdf, .docx or .md).',
      );
      // Refused before the file is read (createDocumentAs checks the folder and the rest of the rule).
      if (!clearedFor(user.clearance, fields.classification))
        throw forbidden(MARKING_MESSAGES.notCleared(fields.classification));

      // The same file again is said, not stored silently as a second copy (unless asked for).
      if (fields.duplicate === 'ask') {
        const same = await findSameFile(ctx.db, user.id, file.bytes);
        if (same) throw conflict(duplicateFileMessage(same.title), DUPLICATE_FILE_CODE);
      }
      const extracted = await extractDocument(
        { bytes: file.bytes, fileName: file.fileName, declaredType: file.mimeType },
        { maxBytes: limit },
      );
      const pageMap =
        extracted.kind === 'pdf' || extracted.pages.length > 1
          ? pageMapOf(extracted.text, extracted.pages)
          : null;
      const { id } = await createDocumentAs({ db: ctx.db, library: ctx.services.library }, actorOf(request), {
        title: extracted.title.slice(0, TITLE_MAX),
        content: extracted.text,
        classification: fields.classification,
        category: fields.category,
        documentType: 'User Document',
        folderId: fields.folderId,
        pageMap,
        alsoWrite: (tx, documentId) =>
          insertOriginal(tx, documentId, {
            filename: storedName(file.fileName),
            mimeType: storedType(extracted),
            bytes: file.bytes,
          }),
        action: 'DOC_UPLOAD',
        details: {
          kind: extracted.kind,
          bytes: file.bytes.length,
          pages: extracted.pages.length,
          words: extracted.wordCount,
        },
      });
      return reply.code(201).send((await findVisibleDocument(ctx.db, user.id, id))!);
    },
  );

  route.get(
    '/documents/:id/original',
    { access: objectRule('document', 'read'), produces: ['application/octet-stream'] },
    async (request, reply) => {
      const doc = resourceOf(request, 'document');
      const original = await findOriginal(ctx.db, doc.id);
      if (!original)
        throw notFound('This document was not uploaded as a file: it has no original to download.');
      await actorOf(request).audit(ctx.db, {
        action: 'DOC_VIEW',
        details: { documentId: doc.id, classification: doc.classification, original: true },
      });
      return reply
        .header('content-type', original.mimeType)
        .header('content-disposition', attachmentDisposition(original.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(original.bytes);
    },
  );
}
