import type { Classification } from '@csw/contracts';
import { sql } from 'drizzle-orm';
import { documentTerms, encodeDocumentTerms } from '@csw/engine';
import type { Db } from '../db/database';
import { firstRow, rowsOf } from './rows';

/** A document as the library's term index reads it. */
export interface TermIndexRow {
  id: string;
  ownerId: string | null;
  category: string;
  classification: Classification;
  folderId: string | null;
  /** Stored terms (engine: encodeDocumentTerms). */
  terms: string;
  /** Last change, in milliseconds since the epoch (lists show the newest first). */
  updatedAt: number;
  /** Written by the product (a saved draft, a report). */
  generated: boolean;
  /** Title and text, read only for an index that holds word positions ({ text: true }). */
  text?: { title: string; content: string };
}

/** What a read of the index's rows includes beyond the stored terms. */
export interface IndexReadOptions {
  /** The title and text too (an index that holds word positions analyses them). */
  text?: boolean;
}

interface Row {
  id: string;
  owner_id: string | null;
  category: string;
  classification: Classification;
  folder_id: string | null;
  index_terms: string | null;
  generated: boolean;
  title: string | null;
  content: string | null;
  updated_ms: number | string;
}

/** The stored terms of a document's title and text, as the write path stores them with the document. */
export const storedTermsOf = (title: string, content: string): string =>
  encodeDocumentTerms(documentTerms(title, content));

/** A row as the index reads it; a row written before the index existed has its terms computed here. */
function toIndexRow(row: Row, options: IndexReadOptions): TermIndexRow {
  return {
    ...(options.text ? { text: { title: row.title ?? '', content: row.content ?? '' } } : {}),
    id: row.id,
    ownerId: row.owner_id,
    category: row.category,
    classification: row.classification,
    folderId: row.folder_id,
    terms: row.index_terms ?? storedTermsOf(row.title ?? '', row.content ?? ''),
    updatedAt: Number(row.updated_ms),
    generated: row.generated === true,
  };
}

// The text is read only where the stored terms are missing (rows older than the index).
const indexColumns = sql`id, owner_id, category, classification, folder_id, index_terms, generated,
  (extract(epoch FROM updated_at) * 1000)::float8 AS updated_ms,
  CASE WHEN index_terms IS NULL THEN title END AS title, CASE WHEN index_terms IS NULL THEN content END AS content`;
const indexColumnsWithText = sql`id, owner_id, category, classification, folder_id, index_terms, generated,
  (extract(epoch FROM updated_at) * 1000)::float8 AS updated_ms, title, content`;
const columnsFor = (options: IndexReadOptions) => (options.text ? indexColumnsWithText : indexColumns);

/** One page of every document, in id order after `afterId` (keyset paging: the start-up load). */
export async function indexPage(
  db: Db,
  afterId: string | null,
  limit: number,
  options: IndexReadOptions = {},
): Promise<TermIndexRow[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`
    SELECT ${columnsFor(options)} FROM documents
     WHERE ${afterId === null ? sql`TRUE` : sql`id > ${afterId}`}
     ORDER BY id LIMIT ${limit}`,
  );
  return rows.map((row) => toIndexRow(row, options));
}

/** The current state of some documents; the ones missing were deleted. */
export async function indexRows(
  db: Db,
  ids: readonly string[],
  options: IndexReadOptions = {},
): Promise<TermIndexRow[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<Row>(
    db,
    sql`SELECT ${columnsFor(options)} FROM documents WHERE id = ANY(${sql.param([...ids])}::text[])`,
  );
  return rows.map((row) => toIndexRow(row, options));
}

/** Where the change log stands now: the number of the last committed change (term-index-sync.ts). */
export async function changeLogPosition(db: Db): Promise<number> {
  const row = await firstRow<{ seq: number | string }>(
    db,
    sql`SELECT seq FROM library_change_clock WHERE id = 1`,
  );
  return Number(row?.seq ?? 0);
}

/** What one search reads before it ranks: who the user reaches, and what changed in the library. */
export interface SearchPreamble {
  /** The highest marking the user may read (UNCLASS for an account that no longer exists). */
  clearance: Classification;
  /** Documents shared with the user. */
  sharedIds: string[];
  /** Team peers whose documents the user reads (empty unless the user works in team mode). */
  teamOwners: string[];
  /** Documents changed after position `from`, up to `position`. */
  changed: string[];
  position: number;
  /** The oldest position the change log still holds (an index behind it must load everything again). */
  oldest: number | null;
}

interface PreambleRow {
  position: number | string;
  oldest: number | string | null;
  shared: string[] | string;
  clearance: Classification | null;
  team: string[] | string;
  changed: string[] | string;
}

/**
 * One statement per search: the user's access data (the inputs of visible_documents) and the documents
 * changed since the position the index has reached. Numbers are handed out in commit order without gaps
 * (migration 0004), so the clock's committed value bounds what this statement's snapshot holds.
 */
export async function searchPreamble(db: Db, userId: string, from: number): Promise<SearchPreamble> {
  const row = await firstRow<PreambleRow>(
    db,
    sql`
    WITH clock AS (SELECT seq FROM library_change_clock WHERE id = 1)
    SELECT clock.seq AS position,
           (SELECT min(c.seq) FROM library_changes c) AS oldest,
           coalesce((SELECT json_agg(s.document_id) FROM document_shares s WHERE s.shared_with_user_id = ${userId}), '[]') AS shared,
           (SELECT u.clearance FROM users u WHERE u.id = ${userId}) AS clearance,
           coalesce((SELECT json_agg(p.user_id) FROM team_peers(${userId}) p
                       JOIN users peer ON peer.id = p.user_id AND peer.team_mode
                      WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = ${userId} AND u.team_mode)), '[]') AS team,
           coalesce((SELECT json_agg(DISTINCT c.document_id) FROM library_changes c
                      WHERE c.seq > ${from} AND c.seq <= clock.seq), '[]') AS changed
      FROM clock`,
  );
  const { position, oldest, shared, clearance, team, changed } = row!;
  const list = (value: string[] | string) =>
    typeof value === 'string' ? (JSON.parse(value) as string[]) : value;
  return {
    position: Number(position),
    oldest: oldest === null ? null : Number(oldest),
    clearance: clearance ?? 'UNCLASS',
    sharedIds: list(shared),
    teamOwners: list(team),
    changed: list(changed),
  };
}

/** Drops change-log rows older than `hours`; an index that has not looked for that long reloads. */
export async function pruneChangeLog(db: Db, hours: number): Promise<number> {
  const result = await db.execute(
    sql`DELETE FROM library_changes WHERE changed_at < now() - make_interval(hours => ${hours})`,
  );
  return result.rowCount ?? 0;
}

/** Stores the terms of documents written before the index existed (once, at start-up), a page at a time. */
export async function fillMissingTerms(db: Db, limit: number): Promise<number> {
  const rows = await rowsOf<{ id: string; title: string; content: string }>(
    db,
    sql`SELECT id, title, content FROM documents WHERE index_terms IS NULL ORDER BY id LIMIT ${limit}`,
  );
  if (rows.length === 0) return 0;
  await db.execute(sql`
    UPDATE documents d SET index_terms = u.terms
      FROM unnest(${sql.param(rows.map((r) => r.id))}::text[], ${sql.param(rows.map((r) => storedTermsOf(r.title, r.content)))}::text[]) AS u(id, terms)
     WHERE d.id = u.id AND d.index_terms IS NULL`);
  return rows.length;
}
