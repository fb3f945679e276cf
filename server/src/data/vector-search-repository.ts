import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from './rows';
import { visibleTo } from './visibility';

/** Only documents of this category (none: every category). */
const inCategory = (category: string | undefined): SQL =>
  category ? sql`d.category = ${category}` : sql`TRUE`;

/**
 * Only documents filed in this folder, applied before ranking so that a match is never cut off by better
 * ones elsewhere. A document's folder counts only for its owner (and for everyone in the organisation
 * library), as in the document lists.
 */
const inFolder = (folderId: string | undefined, userId: string): SQL =>
  folderId ? sql`d.folder_id = ${folderId} AND (d.owner_id = ${userId} OR d.owner_id IS NULL)` : sql`TRUE`;

/** Embeddings made from the document's current version by the current embedder only. */
const freshIndex = (embedderId: string) =>
  sql`EXISTS (SELECT 1 FROM document_index i WHERE i.document_id = d.id AND i.version = d.version AND i.embedder = ${embedderId})`;

export interface VectorQuery {
  embedderId: string;
  /** The query's vector as an integer-array literal (library/vector-codec.ts). */
  literal: string;
  userId: string;
  category: string | undefined;
  folderId?: string;
  /** Leave out the documents the product generated (grounding its own writing). */
  evidenceOnly?: boolean;
  /** Nearest documents, and nearest passages, read at most. */
  limit: number;
  /** The HNSW search's candidates (hnsw.ef_search). */
  efSearch: number;
  /** pgvector 0.8+: a filtered HNSW search goes on until it has enough rows. */
  iterativeScan: boolean;
}

export interface NearestDocument {
  id: string;
  cosine: number;
}

export interface NearestPassage extends NearestDocument {
  start: number;
  end: number;
  page: number | null;
}

interface PassageRow {
  id: string;
  cosine: number;
  start_offset: number;
  end_offset: number;
  page: number | null;
}

/**
 * The documents (whole-document vectors) and passages nearest in meaning (HNSW, cosine), only those the
 * user may read, in the category and folder, with fresh embeddings; in one transaction whose settings steer
 * the planner to the HNSW indexes.
 */
export function nearestInMeaning(
  db: Db,
  query: VectorQuery,
): Promise<{ documents: NearestDocument[]; passages: NearestPassage[] }> {
  const vector = sql`${query.literal}::int[]::vector`;
  const filters = sql`${freshIndex(query.embedderId)} AND ${visibleTo(query.userId)} AND ${inCategory(query.category)}
    AND ${inFolder(query.folderId, query.userId)} AND ${query.evidenceOnly ? sql`NOT d.generated` : sql`TRUE`}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL hnsw.ef_search = ${Math.trunc(query.efSearch)}`));
    if (query.iterativeScan) await tx.execute(sql.raw('SET LOCAL hnsw.iterative_scan = relaxed_order'));
    const documents = await rowsOf<NearestDocument>(
      tx,
      sql`
      SELECT d.id, 1 - (d.embedding <=> ${vector}) AS cosine
        FROM documents d
       WHERE d.embedding IS NOT NULL AND ${filters}
       ORDER BY d.embedding <=> ${vector}
       LIMIT ${query.limit}`,
    );
    const passages = await rowsOf<PassageRow>(
      tx,
      sql`
      SELECT c.document_id AS id, c.start_offset, c.end_offset, c.page, 1 - (c.embedding <=> ${vector}) AS cosine
        FROM document_chunks c JOIN documents d ON d.id = c.document_id
       WHERE c.embedding IS NOT NULL AND ${filters}
       ORDER BY c.embedding <=> ${vector}
       LIMIT ${query.limit}`,
    );
    return {
      documents: documents.map((row) => ({ id: row.id, cosine: Number(row.cosine) })),
      passages: passages.map((row) => ({
        id: row.id,
        cosine: Number(row.cosine),
        start: Number(row.start_offset),
        end: Number(row.end_offset),
        page: row.page === null ? null : Number(row.page),
      })),
    };
  });
}
