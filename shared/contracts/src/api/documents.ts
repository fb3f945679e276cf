import { z } from 'zod';
import {
  CLASSIFICATION_LEVELS,
  PERMISSION_LEVELS,
  ACCESS_KINDS,
  TITLE_MAX,
  CONTENT_MAX,
} from '../domain/documents';
import { idParamsSchema, idSchema, isoDateSchema, nameTextSchema } from './common';

export const documentSchema = z.object({
  id: z.string(),
  ownerId: z.string().nullable(),
  ownerUsername: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  classification: z.enum(CLASSIFICATION_LEVELS),
  category: z.string(),
  documentType: z.string(),
  folderId: z.string().nullable(),
  version: z.number().int(),
  access: z.enum(ACCESS_KINDS),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type DocumentDto = z.infer<typeof documentSchema>;

/**
 * What lists and search results send for a document: everything but the full text (up to CONTENT_MAX
 * characters), with the first LIST_EXCERPT_CHARS characters as `excerpt`. The full text comes only with
 * GET /api/documents/:id, when a document is opened.
 */
export const documentSummarySchema = documentSchema.omit({ content: true }).extend({
  excerpt: z.string(),
  /** Length of the full text in characters. */
  contentLength: z.number().int(),
});
export type DocumentSummaryDto = z.infer<typeof documentSummarySchema>;

/** The fields a user writes of a document, without defaults (an edit leaves out what it does not change). */
const editableFields = {
  title: nameTextSchema().min(1, 'Title is required.').max(TITLE_MAX),
  content: z.string().max(CONTENT_MAX),
  classification: z.enum(CLASSIFICATION_LEVELS),
  category: nameTextSchema().min(1).max(100),
  documentType: nameTextSchema().min(1).max(100),
  folderId: z.string().max(100).nullable(),
};

/** The fields of a new document, with the defaults of a new one. */
export const documentFieldsSchema = z.object({
  ...editableFields,
  classification: editableFields.classification.default('UNCLASS'),
  category: editableFields.category.default('user-uploaded'),
  documentType: editableFields.documentType.default('User Document'),
  folderId: editableFields.folderId.optional(),
});

/**
 * POST /api/documents: the document's fields, either flat or wrapped as `{ document: {...} }` (the payload the
 * first API client sent). One schema validates both: the wrapper is taken off before the fields are checked.
 */
export const createDocumentBodySchema = z.preprocess(
  (body) =>
    body !== null &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    Object.keys(body).length === 1 &&
    'document' in body
      ? (body as { document: unknown }).document
      : body,
  documentFieldsSchema,
);

/**
 * PUT /api/documents/:id: any subset of the editable fields (the others keep their values) and the `version`
 * the edit was made on: a stale one is refused (409 VERSION_CONFLICT with the current version). Lowering the
 * classification (owner or administrator only) needs `classificationReason`.
 */
export const updateDocumentBodySchema = z
  .object(editableFields)
  .partial()
  .extend({
    version: z.number().int().min(1).optional(),
    classificationReason: z.string().trim().min(1).max(500).optional(),
  });

export const shareBodySchema = z.object({
  sharedWithUserId: idSchema,
  permissionLevel: z.enum(PERMISSION_LEVELS).default('read'),
});

/** DELETE /api/documents/:id/shares/:userId: the document and the user whose grant ends. */
export const shareParamsSchema = idParamsSchema.extend({ userId: idSchema });

export const shareSchema = z.object({
  documentId: z.string(),
  sharedWithUserId: z.string(),
  sharedWithUsername: z.string(),
  permissionLevel: z.enum(PERMISSION_LEVELS),
  sharedBy: z.string(),
  createdAt: isoDateSchema,
});
export type ShareDto = z.infer<typeof shareSchema>;

/** The longest text a document list can be narrowed by (`q`). */
export const LIST_FILTER_MAX = 200;

export const documentListQuerySchema = z.object({
  /**
   * Narrows the list to documents whose title or text holds every word, the last one as a prefix (so the
   * list can follow a user's typing); an empty or blank `q` narrows nothing. Matches come title-first.
   */
  q: z.string().max(LIST_FILTER_MAX).optional(),
  category: z.string().max(100).optional(),
  folderId: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const documentListSchema = z.object({
  items: z.array(documentSummarySchema),
  total: z.number().int(),
});

export const folderSchema = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  description: z.string(),
  icon: z.string(),
  builtIn: z.boolean(),
  ownerId: z.string().nullable(),
});
export type FolderDto = z.infer<typeof folderSchema>;
/** GET /api/folders: the built-in categories and the user's own folders. */
export const folderListSchema = z.array(folderSchema);
export const createFolderBodySchema = z.object({
  name: nameTextSchema().min(1, 'Folder name is required.').max(100),
  parentId: z.string().max(100).nullable().optional(),
});
export const renameFolderBodySchema = z.object({
  name: nameTextSchema().min(1, 'Folder name is required.').max(100),
});

/** The most documents one move takes (a page of the library list). */
export const MOVE_DOCUMENTS_MAX = 100;

/** POST /api/documents/move: documents into one folder of the user's, or out of any folder (null). */
export const moveDocumentsBodySchema = z.object({
  ids: z
    .array(z.string().min(1).max(100))
    .min(1, 'Choose at least one document to move.')
    .max(MOVE_DOCUMENTS_MAX, `Move at most ${MOVE_DOCUMENTS_MAX} documents at a time.`),
  folderId: z.string().min(1).max(100).nullable(),
});

/** A document a bulk change left as it was, and why, in words a user reads. */
export const documentFailureSchema = z.object({
  id: z.string(),
  /** Null when the user may not see the document (its title is not theirs to learn). */
  title: z.string().nullable(),
  message: z.string(),
});
export type DocumentFailure = z.infer<typeof documentFailureSchema>;

/**
 * The answer of a move: each document moved (at its new version), already in that place (nothing written),
 * or left where it was with the reason. A move of several never stops at the first refusal.
 */
export const moveDocumentsResultSchema = z.object({
  moved: z.array(z.object({ id: z.string(), title: z.string(), version: z.number().int() })),
  unchanged: z.array(z.object({ id: z.string(), title: z.string() })),
  failed: z.array(documentFailureSchema),
});
export type MoveDocumentsResult = z.infer<typeof moveDocumentsResultSchema>;

/**
 * DELETE /api/folders/:id?documents=keep|delete: what becomes of the documents in the folder (and its
 * sub-folders). `keep` (the default) leaves them in the library outside any folder; `delete` deletes each one
 * the user may delete and keeps (outside any folder) those they may not, saying why.
 */
export const FOLDER_DOCUMENT_CHOICES = ['keep', 'delete'] as const;
export type FolderDocumentChoice = (typeof FOLDER_DOCUMENT_CHOICES)[number];
export const deleteFolderQuerySchema = z.object({
  documents: z.enum(FOLDER_DOCUMENT_CHOICES).default('keep'),
});
export const deleteFolderResultSchema = z.object({
  ok: z.literal(true),
  /** Documents deleted with the folder (only when asked for). */
  deleted: z.array(z.object({ id: z.string(), title: z.string() })),
  /** Documents that stay in the library, now outside any folder. */
  kept: z.array(z.object({ id: z.string(), title: z.string() })),
  /** Documents the user asked to delete but may not: kept, outside any folder, with the reason. */
  failed: z.array(documentFailureSchema),
});
export type DeleteFolderResult = z.infer<typeof deleteFolderResultSchema>;

/**
 * Routes:
 * GET    /api/documents                 query documentListQuerySchema (q, category, folderId, page) -> documentListSchema (only what the user may read)
 * POST   /api/documents                 createDocumentBodySchema (flat or { document }) -> 201 documentSchema
 * GET    /api/documents/:id             -> documentSchema (404 when not visible); audits DOC_VIEW
 * PUT    /api/documents/:id             updateDocumentBodySchema -> documentSchema (write, admin grantee or owner)
 * DELETE /api/documents/:id             -> { ok: true } (owner or admin grantee)
 * POST   /api/documents/:id/share       shareBodySchema -> 201 shareSchema (owner or admin grantee)
 * GET    /api/documents/:id/shares      -> shareSchema[] (owner or admin grantee)
 * DELETE /api/documents/:id/shares/:userId -> { ok: true } (owner or admin grantee: ends a grant)
 * GET    /api/documents/shared          -> documentListSchema (shared with me)
 * POST   /api/documents/move            moveDocumentsBodySchema -> moveDocumentsResultSchema (owner only, per document)
 * GET|POST /api/folders, PUT /api/folders/:id
 * DELETE /api/folders/:id                query deleteFolderQuerySchema -> deleteFolderResultSchema
 */

/**
 * The answers of the document and folder routes by kind: what a center checks them with (documentsApi of
 * shared/storage parses with these when it is given them).
 */
export const documentAnswerSchemas = {
  list: documentListSchema,
  document: documentSchema,
  share: shareSchema,
  folder: folderSchema,
  folders: folderListSchema,
  moved: moveDocumentsResultSchema,
  folderDeleted: deleteFolderResultSchema,
};
