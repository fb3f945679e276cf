import { sql } from 'drizzle-orm';
import type { Classification } from '@csw/contracts';
import type { Db } from '../db/database';
import type { PageMap } from './library-repository';
import { rowsOf } from './rows';
import { readableRow, visibleDocuments } from './visibility';

/*
 * The documents a method reads (THINK's analysis, ADVISE's consultations, CREATE's passages, EXECUTE's
 * plans), always through THE visibility rule: only what the user may read comes back.
 */

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Which of these documents the user may still read. */
export async function readableIds(db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`SELECT v.document_id AS id FROM ${visibleDocuments(userId)} WHERE v.document_id IN (${idList([...new Set(ids)])})`,
  );
  return new Set(rows.map((row) => row.id));
}

/** What a method needs to know of a readable document before reading its text. */
export interface SourceMeta {
  id: string;
  title: string;
  classification: Classification;
  documentType: string;
  createdAt: Date;
  pageMap: PageMap | null;
  /** Characters of its text. */
  length: number;
  /** Written by the product (a saved draft, a report). */
  generated: boolean;
}

interface SourceMetaRow {
  id: string;
  title: string;
  classification: Classification;
  document_type: string;
  created_at: Date | string;
  page_map: PageMap | null;
  length: number | string;
  generated: boolean;
}

/** The documents of `ids` the user may read (the others are left out), without their text. */
export async function readableSourceMeta(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<SourceMeta[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<SourceMetaRow>(
    db,
    sql`
    SELECT d.id, d.title, d.classification, d.document_type, d.created_at, d.page_map, d.content_length AS length,
           d.generated
      FROM documents d
      ${readableRow(userId)}
     WHERE d.id IN (${idList(ids)})`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    classification: row.classification,
    documentType: row.document_type,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
    pageMap: row.page_map,
    length: Number(row.length),
    generated: row.generated === true,
  }));
}

/**
 * The beginning of each document's text, `share` characters of it, for the documents the user may still
 * read (one deleted or unshared since is left out).
 */
export async function readableTexts(
  db: Db,
  userId: string,
  shares: readonly { id: string; share: number }[],
): Promise<Map<string, string>> {
  if (shares.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; content: string }>(
    db,
    sql`
    SELECT d.id, left(d.content, s.share) AS content
      FROM documents d
      ${readableRow(userId)}
      JOIN (VALUES ${sql.join(
        shares.map(({ id, share }) => sql`(${id}, ${share}::int)`),
        sql`, `,
      )}) AS s(id, share) ON s.id = d.id`,
  );
  return new Map(rows.map((row) => [row.id, row.content]));
}
