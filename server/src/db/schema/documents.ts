import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { belongsTo, bytea, stamp, timestamps } from './columns';
import { belongsToUser, users } from './users';

/** Folders: the built-in domain categories (no owner) and each user's own folders. */
export const folders = pgTable(
  'folders',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    parentId: text('parent_id').references((): AnyPgColumn => folders.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default('Custom folder'),
    icon: text('icon').notNull().default('folder'),
    ...timestamps(),
  },
  (t) => [index('folders_owner_idx').on(t.ownerId)],
);

/**
 * Library documents and saved drafts are one kind of document. No owner means the organisation's library
 * (readable by everyone, changed by administrators). Their terms for the library's index are written with
 * them (`index_terms`); the vector embedding column exists only where pgvector does (see db/vector-support.ts) and is therefore not
 * declared here.
 */
export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').references(() => users.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    classification: text('classification').notNull().default('UNCLASS'),
    category: text('category').notNull().default('user-uploaded'),
    documentType: text('document_type').notNull().default('User Document'),
    folderId: text('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    /** Page number -> [start, end) character offsets in `content`, for citations of extracted PDFs. */
    pageMap: jsonb('page_map').$type<{ page: number; start: number; end: number }[]>(),
    ...timestamps(),
    /**
     * The document's terms as the library's index reads them (engine: encodeDocumentTerms), written with the
     * document in the same statement; null only for rows written before the index existed, until start-up
     * fills them in (library/term-index).
     */
    indexTerms: text('index_terms'),
    /**
     * Written by the product (a saved CREATE draft, an EXECUTE report), not by a person: never evidence for
     * the product's own grounding unless the user chooses the document as a source.
     */
    generated: boolean('generated').notNull().default(false),
    /** Characters of `content`, kept by the database: lists show it without decompressing whole texts. */
    contentLength: integer('content_length').generatedAlwaysAs(sql`length(coalesce("content", ''))`),
  },
  (t) => [
    index('documents_owner_idx').on(t.ownerId, t.updatedAt),
    index('documents_created_idx').on(t.createdAt),
    index('documents_folder_idx').on(t.folderId),
    check('documents_classification_check', sql`${t.classification} in ('UNCLASS', 'SECRET')`),
  ],
);

/** The uploaded original of a document (PDF, DOCX, TXT), kept apart so that lists never load it. */
export const documentFiles = pgTable('document_files', {
  documentId: belongsTo('document_id', () => documents.id).primaryKey(),
  filename: text('filename').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: stamp('created_at'),
});

/** A document shared with another user: read, write or admin (also re-share and delete). */
export const documentShares = pgTable(
  'document_shares',
  {
    documentId: belongsTo('document_id', () => documents.id),
    sharedWithUserId: belongsToUser('shared_with_user_id'),
    permissionLevel: text('permission_level').notNull(),
    sharedBy: text('shared_by')
      .notNull()
      .references(() => users.id),
    createdAt: stamp('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.sharedWithUserId] }),
    index('document_shares_user_idx').on(t.sharedWithUserId),
    check('document_shares_level_check', sql`${t.permissionLevel} in ('read', 'write', 'admin')`),
  ],
);
