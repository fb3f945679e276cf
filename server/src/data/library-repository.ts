import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { firstRow, rowsOf } from './rows';
import { visibleDocuments } from './visibility';

/** Page number -> [start, end) character offsets in a document's content (documents.page_map). */
export type PageMap = { page: number; start: number; end: number }[];

/** Page maps of documents the caller has already checked the user may read (null: no pages). */
export async function pageMapsOf(db: Db, ids: readonly string[]): Promise<Map<string, PageMap | null>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; page_map: PageMap | null }>(
    db,
    sql`SELECT id, page_map FROM documents WHERE id = ANY(${sql.param([...ids])}::text[])`,
  );
  return new Map(rows.map((row) => [row.id, row.page_map]));
}

export interface OriginalFile {
  filename: string;
  mimeType: string;
  size: number;
  bytes: Buffer;
}

/** Keeps the uploaded file of a new document, in the caller's transaction. */
export async function insertOriginal(
  db: Db,
  documentId: string,
  file: Omit<OriginalFile, 'size'>,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO document_files (document_id, filename, mime_type, size, bytes)
    VALUES (${documentId}, ${file.filename}, ${file.mimeType}, ${file.bytes.length}, ${file.bytes})`);
}

/** The uploaded original of a document, or null when it was not uploaded as a file. */
export async function findOriginal(db: Db, documentId: string): Promise<OriginalFile | null> {
  const row = await firstRow<{ filename: string; mime_type: string; size: number; bytes: Buffer }>(
    db,
    sql`SELECT filename, mime_type, size, bytes FROM document_files WHERE document_id = ${documentId}`,
  );
  return row
    ? { filename: row.filename, mimeType: row.mime_type, size: Number(row.size), bytes: row.bytes }
    : null;
}

/**
 * A document the user may read whose uploaded original is this very file (same bytes, by SHA-256), the
 * oldest first; null when there is none. The size is compared first, so only same-sized files are hashed.
 */
export async function findSameFile(
  db: Db,
  userId: string,
  bytes: Buffer,
): Promise<{ id: string; title: string } | null> {
  const same = await firstRow<{ id: string; title: string }>(
    db,
    sql`
    SELECT d.id, d.title
      FROM document_files f JOIN documents d ON d.id = f.document_id
     WHERE f.size = ${bytes.length}
       AND sha256(f.bytes) = sha256(${bytes}::bytea)
       AND EXISTS (SELECT 1 FROM ${visibleDocuments(userId)} WHERE v.document_id = d.id)
     ORDER BY d.created_at
     LIMIT 1`,
  );
  return same ?? null;
}

/** How many documents the user may read, per category and classification. */
export async function countReadable(
  db: Db,
  userId: string,
): Promise<{ category: string; classification: 'UNCLASS' | 'SECRET'; n: number }[]> {
  const rows = await rowsOf<{ category: string; classification: 'UNCLASS' | 'SECRET'; n: number }>(
    db,
    sql`
    SELECT d.category, d.classification, count(*)::int AS n
      FROM ${visibleDocuments(userId)} JOIN documents d ON d.id = v.document_id
     GROUP BY d.category, d.classification`,
  );
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

/** The names of these folders, among the organisation's and the user's own. */
export async function folderNames(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; name: string }>(
    db,
    sql`
    SELECT id, name FROM folders WHERE id = ANY(${sql.param([...ids])}::text[]) AND (owner_id IS NULL OR owner_id = ${userId})`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Whether this is the first time a session opens the library (VECTOR_DB_INIT is audited once per session).
 * The mark lives in the database, so it holds whichever API process answers.
 */
export async function markSessionOpened(db: Db, sessionHash: string): Promise<boolean> {
  const rows = await rowsOf<{ session_hash: string }>(
    db,
    sql`
    INSERT INTO library_session_marks (session_hash) VALUES (${sessionHash}) ON CONFLICT DO NOTHING RETURNING session_hash`,
  );
  return rows.length > 0;
}
