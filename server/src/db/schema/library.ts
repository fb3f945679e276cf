import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { documents } from './documents';
import { sessions } from './users';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * Passages of the documents longer than one passage: character ranges of `content` and the page they lie
 * on, for passage-level vector search and for snippets and citations with page numbers. Their `embedding`
 * column, like the document's, exists only where pgvector does (library/vector-schema.ts adds it at start
 * with the dimension of the configured embedder). Deleting a document deletes its passages.
 */
export const documentChunks = pgTable(
  'document_chunks',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    startOffset: integer('start_offset').notNull(),
    endOffset: integer('end_offset').notNull(),
    page: integer('page'),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.ordinal] }),
    check('document_chunks_range_check', sql`${t.startOffset} <= ${t.endOffset}`),
  ],
);

/**
 * Which version of a document its embeddings were computed from, and by which embedder. An embedding whose
 * row here does not match the document's current version and the configured embedder is stale: search
 * ignores it and the indexer recomputes it.
 */
export const documentIndex = pgTable('document_index', {
  documentId: text('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  embedder: text('embedder').notNull(),
  indexedAt: stamp('indexed_at'),
});

/** Settings the library keeps about itself, such as the embedder the stored vectors come from. */
export const librarySettings = pgTable('library_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: stamp('updated_at'),
});

/**
 * The seeded sample documents and the hash of the file each was last seeded from. No foreign key on
 * purpose: a seeded document that an administrator deleted stays deleted at the next start.
 */
export const librarySeed = pgTable('library_seed', {
  documentId: text('document_id').primaryKey(),
  hash: text('hash').notNull(),
  seededAt: stamp('seeded_at'),
});

/** Sessions that have opened the library (VECTOR_DB_INIT is audited once per session). */
export const librarySessionMarks = pgTable('library_session_marks', {
  sessionHash: text('session_hash')
    .primaryKey()
    .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
  openedAt: stamp('opened_at'),
});
