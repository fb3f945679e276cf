import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { visibleTo } from '../../data/visibility';
import { inCategory, inFolder } from './ranking-filters';
import { vectorValue } from '../vector-codec';

export interface VectorHit {
  id: string;
  cosine: number;
  /** The passage nearest in meaning, for long documents (null: the whole document was nearest). */
  passage: { start: number; end: number; page: number | null } | null;
}

/** Embeddings made from the document's current version by the current embedder only. */
const freshIndex = (embedderId: string) =>
  sql`EXISTS (SELECT 1 FROM document_index i WHERE i.document_id = d.id AND i.version = d.version AND i.embedder = ${embedderId})`;

/**
 * The vector ranking: nearest documents (whole-document vectors) and nearest passages (HNSW, cosine), only
 * those the user may read, in the category, with fresh embeddings; a document's cosine is its best one.
 */
export async function vectorHits(
  db: Db,
  search: {
    embedderId: string;
    literal: string;
    userId: string;
    category: string | undefined;
    folderId?: string;
    limit: number;
  },
): Promise<VectorHit[]> {
  const vector = vectorValue(search.literal);
  const filters = sql`${freshIndex(search.embedderId)} AND ${visibleTo(search.userId)} AND ${inCategory(search.category)}
    AND ${inFolder(search.folderId, search.userId)}`;
  const documents = await db.execute(sql`
    SELECT d.id, 1 - (d.embedding <=> ${vector}) AS cosine
      FROM documents d
     WHERE d.embedding IS NOT NULL AND ${filters}
     ORDER BY d.embedding <=> ${vector}
     LIMIT ${search.limit}`);
  const passages = await db.execute(sql`
    SELECT c.document_id AS id, c.start_offset, c.end_offset, c.page, 1 - (c.embedding <=> ${vector}) AS cosine
      FROM document_chunks c JOIN documents d ON d.id = c.document_id
     WHERE c.embedding IS NOT NULL AND ${filters}
     ORDER BY c.embedding <=> ${vector}
     LIMIT ${search.limit}`);
  const best = new Map<string, VectorHit>();
  for (const row of documents.rows as { id: string; cosine: number }[]) {
    best.set(row.id, { id: row.id, cosine: Number(row.cosine), passage: null });
  }
  for (const row of passages.rows as {
    id: string;
    cosine: number;
    start_offset: number;
    end_offset: number;
    page: number | null;
  }[]) {
    const passage = {
      start: Number(row.start_offset),
      end: Number(row.end_offset),
      page: row.page === null ? null : Number(row.page),
    };
    const hit = best.get(row.id);
    if (!hit) best.set(row.id, { id: row.id, cosine: Number(row.cosine), passage });
    else {
      // The document's similarity is its best score; the best passage is kept for the snippet either way.
      hit.passage ??= passage;
      hit.cosine = Math.max(hit.cosine, Number(row.cosine));
    }
  }
  return [...best.values()].sort((a, b) => b.cosine - a.cosine);
}
