import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** Page number -> [start, end) character offsets in a document's content (documents.page_map). */
export type PageMap = { page: number; start: number; end: number }[];

/** Page maps of documents the caller has already checked the user may read (null: no pages). */
export async function pageMapsOf(db: Db, ids: readonly string[]): Promise<Map<string, PageMap | null>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(
    sql`SELECT id, page_map FROM documents WHERE id = ANY(${sql.param([...ids])}::text[])`,
  );
  return new Map(
    (result.rows as { id: string; page_map: PageMap | null }[]).map((row) => [row.id, row.page_map]),
  );
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
  const result = await db.execute(
    sql`SELECT filename, mime_type, size, bytes FROM document_files WHERE document_id = ${documentId}`,
  );
  const row = result.rows[0] as
    { filename: string; mime_type: string; size: number; bytes: Buffer } | undefined;
  return row
    ? { filename: row.filename, mimeType: row.mime_type, size: Number(row.size), bytes: row.bytes }
    : null;
}
