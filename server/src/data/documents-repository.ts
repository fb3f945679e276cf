import { sql, type SQL } from 'drizzle-orm';
import {
  LIST_EXCERPT_CHARS,
  type AccessKind,
  type Classification,
  type DocumentDto,
  type DocumentSummaryDto,
} from '@csw/contracts';
import type { Db } from '../db/database';
import { titleHolds } from './document-text-filter';
import { firstRow, iso, rowsOf } from './rows';
import type { PageMap } from './library-repository';
import { storedTermsOf } from './term-index-repository';
import { readableRow, visibleDocuments } from './visibility';

/** A document as a user reaches it: the DTO fields plus the owner (always present, for policies). */
export type DocumentView = DocumentDto;

/** A document as lists and search results show it: no full text, its beginning and its length instead. */
export type DocumentSummary = DocumentSummaryDto;

interface RowBase {
  id: string;
  owner_id: string | null;
  owner_username: string | null;
  title: string;
  classification: Classification;
  category: string;
  document_type: string;
  folder_id: string | null;
  version: number;
  access: AccessKind;
  created_at: Date | string;
  updated_at: Date | string;
  total?: number | string;
}

export interface DocumentRow extends RowBase {
  content: string;
}

interface SummaryRow extends RowBase {
  excerpt: string;
  content_length: number | string;
}


function toView(row: DocumentRow): DocumentView {
  return { ...fieldsOf(row), content: row.content };
}

function toSummary(row: SummaryRow): DocumentSummary {
  return { ...fieldsOf(row), excerpt: row.excerpt, contentLength: Number(row.content_length) };
}

function fieldsOf(row: RowBase): Omit<DocumentDto, 'content'> {
  return {
    id: row.id,
    ownerId: row.owner_id,
    ownerUsername: row.owner_username,
    title: row.title,
    classification: row.classification,
    category: row.category,
    documentType: row.document_type,
    folderId: row.folder_id,
    version: Number(row.version),
    access: row.access,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * Columns of a visible document with its full text, or (for lists) only its first LIST_EXCERPT_CHARS
 * characters and its stored length: a list never reads whole texts. A folder is shown only to whom it belongs
 * (its owner, or all for built-ins).
 */
function columns(userId: string, text: 'full' | 'excerpt' = 'full'): SQL {
  const content =
    text === 'full'
      ? sql`d.content`
      : sql`left(d.content, ${LIST_EXCERPT_CHARS}) AS excerpt, d.content_length`;
  return sql`d.id, d.owner_id, o.username AS owner_username, d.title, ${content}, d.classification, d.category,
    d.document_type, CASE WHEN d.owner_id = ${userId} OR d.owner_id IS NULL THEN d.folder_id END AS folder_id,
    d.version, v.access, d.created_at, d.updated_at`;
}

/** One document the user may read, with how they reach it; null when it does not exist for them. */
export async function findVisibleDocument(db: Db, userId: string, id: string): Promise<DocumentView | null> {
  const row = await firstRow<DocumentRow>(
    db,
    sql`
    SELECT ${columns(userId)}
      FROM ${visibleDocuments(userId)} JOIN documents d ON d.id = v.document_id
      LEFT JOIN users o ON o.id = d.owner_id
     WHERE v.document_id = ${id}`,
  );
  return row ? toView(row) : null;
}

/**
 * Several documents the user may read, as summaries, in the order of `ids`; an id the user may not read is
 * left out. Each row is checked against visible_documents on its own (visibility.ts: readableRow).
 */
export async function findVisibleSummaries(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<DocumentSummary[]> {
  return (await visibleSummaryRows(db, userId, ids, false)).map(toSummary);
}

/** A summary with the text and pages a search result's snippet is cut from (never sent whole). */
export interface SummaryWithText {
  summary: DocumentSummary;
  content: string;
  pageMap: PageMap | null;
}

/** As findVisibleSummaries, with each document's text for its snippet, in the same statement. */
export async function findVisibleSummariesWithText(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<SummaryWithText[]> {
  const rows = await visibleSummaryRows<SummaryWithTextRow>(db, userId, ids, true);
  return rows.map((row) => ({ summary: toSummary(row), content: row.content, pageMap: row.page_map }));
}

interface SummaryWithTextRow extends SummaryRow {
  content: string;
  page_map: PageMap | null;
}

async function visibleSummaryRows<Row extends SummaryRow>(
  db: Db,
  userId: string,
  ids: readonly string[],
  withText: boolean,
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const text = withText ? sql`, d.content, d.page_map` : sql``;
  const rows = await rowsOf<Row>(
    db,
    sql`
    SELECT ${columns(userId, 'excerpt')}${text}
      FROM documents d
      ${readableRow(userId)}
      LEFT JOIN users o ON o.id = d.owner_id
     WHERE d.id = ANY(${sql.param([...ids])}::text[])`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface ListFilter {
  /** Words the title or text must hold, the last typed as a prefix (see document-text-filter.ts). */
  q?: string;
  category?: string;
  folderId?: string;
  /** Only documents shared with the user (read, write or admin grants). */
  sharedOnly?: boolean;
  limit: number;
  offset: number;
}

/**
 * The documents a user may read, as summaries, newest change first, with the total for paging. With `q`,
 * only those whose title holds it as typed: the library's term index answers every `q` with a word in it
 * (LibraryService.listDocuments), this one only a `q` of stop words or signs.
 */
export async function listVisibleDocuments(
  db: Db,
  userId: string,
  filter: ListFilter,
): Promise<{ items: DocumentSummary[]; total: number }> {
  const conditions: SQL[] = [sql`TRUE`];
  if (filter.category) conditions.push(sql`d.category = ${filter.category}`);
  if (filter.folderId)
    conditions.push(sql`d.folder_id = ${filter.folderId} AND (d.owner_id = ${userId} OR d.owner_id IS NULL)`);
  if (filter.sharedOnly) conditions.push(sql`v.access IN ('read', 'write', 'admin')`);
  const text = titleHolds(filter.q);
  if (text) conditions.push(text);
  const where = sql.join(conditions, sql` AND `);
  const from = sql`${visibleDocuments(userId)} JOIN documents d ON d.id = v.document_id`;
  // The page is chosen first from narrow columns; only its rows then read the beginning of their text, so
  // a filter that matches thousands of documents never reads thousands of texts.
  const rows = await rowsOf<SummaryRow>(
    db,
    sql`
    SELECT ${columns(userId, 'excerpt')}, v.total
      FROM (SELECT v.document_id, v.access, d.updated_at, count(*) OVER () AS total
              FROM ${from}
             WHERE ${where}
             ORDER BY d.updated_at DESC, d.id
             LIMIT ${filter.limit} OFFSET ${filter.offset}) AS v
      JOIN documents d ON d.id = v.document_id LEFT JOIN users o ON o.id = d.owner_id
     ORDER BY d.updated_at DESC, d.id`,
  );
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && filter.offset > 0) {
    const count = await firstRow<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`,
    );
    total = Number(count!.n);
  }
  return { items: rows.map(toSummary), total };
}

/**
 * Documents the users own, and those created in the last 7 days: a user's own figures (the dashboard) or a
 * team's (collective insights). The organisation library has no owner, so it counts for nobody. Only
 * documents the reader may read count (THE visibility rule: their clearance, shares and team consent): a
 * figure says nothing of what they may not read, such as a member's unshared SECRET document.
 */
export async function countOwnedDocuments(
  db: Db,
  userIds: readonly string[],
  readerId: string,
): Promise<{ documents: number; thisWeek: number }> {
  if (userIds.length === 0) return { documents: 0, thisWeek: 0 };
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const row = await firstRow<{ documents: number; this_week: number }>(
    db,
    sql`
    SELECT count(*)::int AS documents,
           count(*) FILTER (WHERE d.created_at > now() - interval '7 days')::int AS this_week
      FROM documents d
      ${readableRow(readerId)}
     WHERE d.owner_id IN (${ids})`,
  );
  return { documents: Number(row!.documents), thisWeek: Number(row!.this_week) };
}

/** What a user writes of a document: every kind of stored document has these. */
export interface NewDocument {
  title: string;
  content: string;
  classification: Classification;
  category: string;
  documentType: string;
  folderId: string | null;
}

export type DocumentChanges = Partial<NewDocument>;

/**
 * Applies changes and moves the version on by one, with the terms of the new title and text for the
 * library's term index in the same statement. With `expectedVersion`, only if nobody saved in between:
 * returns false when the version no longer matches.
 */
export async function updateDocument(
  db: Db,
  id: string,
  changes: DocumentChanges,
  expectedVersion?: number,
): Promise<boolean> {
  const sets: SQL[] = [sql`version = version + 1`, sql`updated_at = now()`];
  if (changes.title !== undefined) sets.push(sql`title = ${changes.title}`);
  if (changes.content !== undefined) sets.push(sql`content = ${changes.content}`);
  if (changes.classification !== undefined) sets.push(sql`classification = ${changes.classification}`);
  if (changes.category !== undefined) sets.push(sql`category = ${changes.category}`);
  if (changes.documentType !== undefined) sets.push(sql`document_type = ${changes.documentType}`);
  if (changes.folderId !== undefined) sets.push(sql`folder_id = ${changes.folderId}`);
  const versionCheck = expectedVersion === undefined ? sql`TRUE` : sql`version = ${expectedVersion}`;
  if (changes.title !== undefined || changes.content !== undefined) {
    // The terms need both title and text: the one not changed is read under the row lock of the update.
    const current =
      changes.title !== undefined && changes.content !== undefined
        ? { title: changes.title, content: changes.content }
        : await lockedText(db, id);
    if (current) {
      const title = changes.title ?? current.title;
      const content = changes.content ?? current.content;
      sets.push(sql`index_terms = ${storedTermsOf(title, content)}`);
    }
  }
  const result = await db.execute(
    sql`UPDATE documents SET ${sql.join(sets, sql`, `)} WHERE id = ${id} AND ${versionCheck}`,
  );
  return (result.rowCount ?? 0) > 0;
}

/** A document's title and text, locked until the end of the caller's transaction (null: no such document). */
async function lockedText(db: Db, id: string): Promise<{ title: string; content: string } | null> {
  const row = await firstRow<{ title: string; content: string }>(
    db,
    sql`SELECT title, content FROM documents WHERE id = ${id} FOR UPDATE`,
  );
  return row ?? null;
}

export async function deleteDocument(db: Db, id: string): Promise<void> {
  await db.execute(sql`DELETE FROM documents WHERE id = ${id}`);
}
