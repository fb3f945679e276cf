import { z } from 'zod';
import { documentSummarySchema } from './documents';
import { MAX_SEARCH_QUERY_CHARS } from '../domain/library';

/**
 * The knowledge library: hybrid search, analytics and upload.
 *
 * POST /api/search                 searchBodySchema -> searchResponseSchema; audits VECTOR_SEARCH (and SEARCH)
 * GET  /api/library/stats          -> libraryStatsSchema; the first call of a session audits VECTOR_DB_INIT
 * POST /api/documents/upload       multipart: file (.txt .pdf .docx), classification, folderId?, category?
 *                                  -> 201 documentSchema; audits DOC_UPLOAD. 413 over the size limit, 415 for a
 *                                  type that is not allowed or whose content does not match its extension,
 *                                  422 when no text can be extracted (e.g. a scanned PDF).
 * GET  /api/documents/:id/original -> the uploaded file as an attachment (Content-Disposition)
 * GET  /api/documents/:id/pages    query documentPagesQuerySchema (offset, limit) -> documentPagesSchema (text
 *                                  per page, for citations and the document view); 404 when not visible
 */
export const searchBodySchema = z.object({
  /** Up to MAX_SEARCH_QUERY_CHARS characters (a pasted paragraph). */
  query: z.string().max(MAX_SEARCH_QUERY_CHARS),
  category: z.string().max(100).optional(),
  /** Only documents in this folder: applied by the server before ranking, so matches are never cut off. */
  folderId: z.string().max(100).optional(),
  limit: z.number().int().min(1).max(10).default(10),
});

/** A snippet is data: the text and the ranges to highlight. It is never HTML. */
export const snippetSchema = z.object({
  text: z.string(),
  highlights: z.array(z.object({ start: z.number().int(), end: z.number().int() })),
});
export type Snippet = z.infer<typeof snippetSchema>;

export const searchResultSchema = z.object({
  document: documentSummarySchema,
  /** Fused relevance in 0..1; results at or below 0.1 are not returned. */
  similarity: z.number(),
  snippet: snippetSchema,
  /** Which rankers found it: keyword, vector or both. */
  matchedBy: z.array(z.enum(['keyword', 'vector'])),
  page: z.number().int().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  query: z.string(),
  /** The query after acronym and synonym expansion (what was actually searched). */
  expandedTerms: z.array(z.string()),
  /** 'strict' when every word matched; 'any-word' when the fallback was used. */
  mode: z.enum(['strict', 'any-word', 'vector-only', 'empty']),
  results: z.array(searchResultSchema),
  /** What an empty answer says: 'No relevant document found.' / 'No documents ingested.' */
  message: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const libraryStatsSchema = z.object({
  total: z.number().int(),
  byCategory: z.array(z.object({ category: z.string(), name: z.string(), count: z.number().int() })),
  byClassification: z.object({ UNCLASS: z.number().int(), SECRET: z.number().int() }),
  vectorDimension: z.number().int(),
  embedder: z.string(),
  /** False when the database lacks pgvector and search ranks by keywords only. */
  vectorSearch: z.boolean(),
});
export type LibraryStats = z.infer<typeof libraryStatsSchema>;

/** The most pages one call of GET /api/documents/:id/pages returns when it is asked for a window of them. */
export const DOCUMENT_PAGES_MAX = 100;

/**
 * A window of a document's pages: `offset` pages skipped, at most `limit` returned (without `limit`, every
 * page from `offset` on, for callers that want the whole text).
 */
export const documentPagesQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(DOCUMENT_PAGES_MAX).optional(),
});

export const documentPagesSchema = z.object({
  documentId: z.string(),
  pages: z.array(z.object({ page: z.number().int(), text: z.string() })),
  /** How many pages the document has in all. */
  total: z.number().int(),
  /** False when the document has no pages of its own (its whole text is page 1). */
  paged: z.boolean(),
});
export type DocumentPages = z.infer<typeof documentPagesSchema>;
