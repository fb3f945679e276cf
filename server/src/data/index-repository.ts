import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { PageMap } from './library-repository';
import { firstRow, rowsOf } from './rows';

/** A passage of a document's text as stored (document_chunks): offsets in the content, and its page. */
export interface StoredPassage {
  start: number;
  end: number;
  page: number | null;
}

/** What the indexer reads of a document. */
export interface IndexSource {
  id: string;
  version: number;
  title: string;
  content: string;
  pageMap: PageMap | null;
}

/** A document's embeddings, computed and ready to store. */
export interface PreparedIndex {
  id: string;
  version: number;
  /** The whole-document vector as an integer-array literal (null when the text has no words to embed). */
  vector: string | null;
  /** Passage rows, only for documents longer than one passage. */
  passages: (StoredPassage & { vector: string | null })[];
}

/**
 * Stores prepared embeddings of existing documents, in the caller's transaction. A document changed since
 * it was read (another version) is left alone: its newer version is indexed on its own. Returns the ids
 * stored.
 */
export async function storeIndex(
  db: Db,
  embedderId: string,
  prepared: readonly PreparedIndex[],
): Promise<string[]> {
  if (prepared.length === 0) return [];
  const updated = await rowsOf<{ id: string }>(
    db,
    sql`
    UPDATE documents d SET embedding = u.vector::int[]::vector
      FROM unnest(${sql.param(prepared.map((p) => p.id))}::text[], ${sql.param(prepared.map((p) => p.version))}::int[], ${sql.param(prepared.map((p) => p.vector))}::text[])
           AS u(id, version, vector)
     WHERE d.id = u.id AND d.version = u.version
    RETURNING d.id`,
  );
  const ids = new Set(updated.map((row) => row.id));
  const fresh = prepared.filter((p) => ids.has(p.id));
  await storePassagesAndState(db, embedderId, fresh, true);
  return fresh.map((p) => p.id);
}

/**
 * Passage rows and index state of documents whose whole-document vector is stored (by storeIndex, or by
 * the insert of a new document). `replace` removes passages of an earlier version first.
 */
export async function storePassagesAndState(
  db: Db,
  embedderId: string,
  prepared: readonly PreparedIndex[],
  replace: boolean,
): Promise<void> {
  if (prepared.length === 0) return;
  const ids = prepared.map((p) => p.id);
  if (replace)
    await db.execute(sql`DELETE FROM document_chunks WHERE document_id = ANY(${sql.param(ids)}::text[])`);
  const rows = prepared.flatMap((p) =>
    p.passages.map((passage, ordinal) => ({ id: p.id, ordinal, ...passage })),
  );
  // Large documents have thousands of passages: a few statements of bounded size.
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000);
    await db.execute(sql`
      INSERT INTO document_chunks (document_id, ordinal, start_offset, end_offset, page, embedding)
      SELECT u.id, u.ordinal, u.start_offset, u.end_offset, u.page, u.vector::int[]::vector
        FROM unnest(${sql.param(batch.map((r) => r.id))}::text[], ${sql.param(batch.map((r) => r.ordinal))}::int[], ${sql.param(batch.map((r) => r.start))}::int[],
                    ${sql.param(batch.map((r) => r.end))}::int[], ${sql.param(batch.map((r) => r.page))}::int[], ${sql.param(batch.map((r) => r.vector))}::text[])
             AS u(id, ordinal, start_offset, end_offset, page, vector)`);
  }
  await db.execute(sql`
    INSERT INTO document_index (document_id, version, embedder)
    SELECT u.id, u.version, ${embedderId}
      FROM unnest(${sql.param(ids)}::text[], ${sql.param(prepared.map((p) => p.version))}::int[]) AS u(id, version)
    ON CONFLICT (document_id) DO UPDATE SET version = excluded.version, embedder = excluded.embedder, indexed_at = now()`);
}

interface IndexSourceRow {
  id: string;
  version: number;
  title: string;
  content: string;
  page_map: PageMap | null;
}

const toIndexSource = (row: IndexSourceRow): IndexSource => ({
  id: row.id,
  version: Number(row.version),
  title: row.title,
  content: row.content,
  pageMap: row.page_map,
});

/** Documents whose embeddings are missing or stale (another version, another embedder), oldest change first. */
export async function staleDocuments(db: Db, embedderId: string, limit: number): Promise<IndexSource[]> {
  const rows = await rowsOf<IndexSourceRow>(
    db,
    sql`
    SELECT d.id, d.version, d.title, d.content, d.page_map
      FROM documents d LEFT JOIN document_index i ON i.document_id = d.id
     WHERE i.document_id IS NULL OR i.version <> d.version OR i.embedder <> ${embedderId}
     ORDER BY d.updated_at, d.id
     LIMIT ${limit}`,
  );
  return rows.map(toIndexSource);
}

/** One document as the indexer reads it, or null when it no longer exists. */
export async function indexSource(db: Db, id: string): Promise<IndexSource | null> {
  const row = await firstRow<IndexSourceRow>(
    db,
    sql`SELECT id, version, title, content, page_map FROM documents WHERE id = ${id}`,
  );
  return row ? toIndexSource(row) : null;
}
