import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, jsonObject, stamp } from './columns';
import { documents } from './documents';
import { sessions } from './users';

/**
 * Passages of the documents longer than one passage: character ranges of `content` and the page they lie
 * on, for passage-level vector search and for snippets and citations with page numbers. Their `embedding`
 * column, like the document's, exists only where pgvector does (library/vector-schema.ts adds it at start
 * with the dimension of the configured embedder). Deleting a document deletes its passages.
 */
export const documentChunks = pgTable(
  'document_chunks',
  {
    documentId: belongsTo('document_id', () => documents.id),
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
  documentId: belongsTo('document_id', () => documents.id).primaryKey(),
  version: integer('version').notNull(),
  embedder: text('embedder').notNull(),
  indexedAt: stamp('indexed_at'),
});

/** Settings the library keeps about itself, such as the embedder the stored vectors come from. */
export const librarySettings = pgTable('library_settings', {
  key: text('key').primaryKey(),
  value: jsonObject('value').notNull(),
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
  sessionHash: belongsTo('session_hash', () => sessions.tokenHash).primaryKey(),
  openedAt: stamp('opened_at'),
});

/**
 * The library's change log: one row per document inserted, changed or deleted, written by triggers on
 * documents in the writing transaction (migration 0004). Every statement that writes documents first takes
 * the one row of library_change_clock and moves it on, so rows are numbered in the order their
 * transactions commit, without gaps: each API process keeps its in-memory term index in step by reading the
 * rows past the number it has reached (term-index-sync.ts). Rows older than a day are pruned.
 */
export const libraryChanges = pgTable(
  'library_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    documentId: text('document_id').notNull(),
    changedAt: stamp('changed_at'),
  },
  (t) => [index('library_changes_seq_idx').on(t.seq), index('library_changes_at_idx').on(t.changedAt)],
);

/** The change log's clock: one row, its number moved on by every statement that writes documents. */
export const libraryChangeClock = pgTable(
  'library_change_clock',
  {
    id: integer('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (t) => [check('library_change_clock_one_row', sql`${t.id} = 1`)],
);
