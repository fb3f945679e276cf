import { asc, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, ConversationDto, MessageDto } from '@csw/contracts';
import type { Db } from '../db/database';
import { conversations, messages } from '../db/schema/conversations';
import { AUDIT_COLUMNS, toAuditEntry, type AuditRow } from './audit-repository';
import { ownConversations, toDto, toMessage, type CenterFilter } from './conversations-repository';
import type { DocumentRow, NewDocument } from './documents-repository';
import type { PlanRow } from './plans-repository';
import { firstRow, iso, rowsOf } from './rows';

/*
 * What a user owns, read in pages for the export of their data. "Owned" is narrower than "visible": only
 * rows whose owner is the user, never a document shared with them, a team peer's or the organisation's
 * library. Pages are keyset-ordered by id (a timestamp would lose its microseconds on the way through a
 * JavaScript Date and repeat rows), so that a long export never holds a connection or a whole table in memory.
 */

/** The id of the last row of the previous page; null for the first page. */
export type PageCursor = string | null;

/** One page of a keyset-paged read: at most `limit` rows after `cursor`. */
export interface PageRequest {
  cursor: PageCursor;
  limit: number;
}

/**
 * The end of a keyset-paged statement on the table `alias`: its rows past the cursor (AND-ed to the WHERE
 * clause), in id order, one page.
 */
function keysetPage(alias: string, { cursor, limit }: PageRequest): SQL {
  const id = sql.raw(`${alias}.id`);
  return sql`${cursor ? sql`AND ${id} > ${cursor}` : sql``}
     ORDER BY ${id}
     LIMIT ${limit}`;
}

/** An owned document with its full text and, when it was uploaded, what its original file is. */
export interface OwnedDocument extends NewDocument {
  id: string;
  folderName: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  original: { filename: string; mimeType: string; size: number } | null;
}

/** A document row as the export reads it: with its folder's name and what its original file is. */
type OwnedDocumentRow = Pick<
  DocumentRow,
  | 'id'
  | 'title'
  | 'content'
  | 'classification'
  | 'category'
  | 'document_type'
  | 'folder_id'
  | 'version'
  | 'created_at'
  | 'updated_at'
> & {
  folder_name: string | null;
  file_name: string | null;
  file_mime: string | null;
  file_size: number | string | null;
};

/**
 * The user's clearance covers the row's marking (alias `d` or `p`): an export holds nothing above it, their own
 * documents and plans included (the same rule as visible_documents).
 */
const clearedFor = (alias: 'd' | 'p', userId: string) =>
  sql`(${sql.raw(alias)}.classification = 'UNCLASS' OR EXISTS (SELECT 1 FROM users cu WHERE cu.id = ${userId} AND cu.clearance = 'SECRET'))`;
const clearedForDocument = (userId: string) => clearedFor('d', userId);

/** A page of the user's own documents, without the bytes of their originals. */
export async function ownedDocumentsPage(db: Db, userId: string, page: PageRequest): Promise<OwnedDocument[]> {
  const rows = await rowsOf<OwnedDocumentRow>(
    db,
    sql`
    SELECT d.id, d.title, d.content, d.classification, d.category, d.document_type, d.folder_id,
           f.name AS folder_name, d.version, d.created_at, d.updated_at,
           df.filename AS file_name, df.mime_type AS file_mime, df.size AS file_size
      FROM documents d
      LEFT JOIN folders f ON f.id = d.folder_id AND (f.owner_id = ${userId} OR f.owner_id IS NULL)
      LEFT JOIN document_files df ON df.document_id = d.id
     WHERE d.owner_id = ${userId} AND ${clearedForDocument(userId)} ${keysetPage('d', page)}`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    classification: row.classification,
    category: row.category,
    documentType: row.document_type,
    folderId: row.folder_id,
    folderName: row.folder_name,
    version: Number(row.version),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    original:
      row.file_name !== null
        ? { filename: row.file_name, mimeType: row.file_mime ?? '', size: Number(row.file_size) }
        : null,
  }));
}

/** The bytes of an owned document's original file, or null (the owner check is repeated here). */
export async function ownedOriginalBytes(db: Db, userId: string, documentId: string): Promise<Buffer | null> {
  const row = await firstRow<{ bytes: Buffer | Uint8Array }>(
    db,
    sql`
    SELECT df.bytes FROM document_files df JOIN documents d ON d.id = df.document_id
     WHERE df.document_id = ${documentId} AND d.owner_id = ${userId} AND ${clearedForDocument(userId)}`,
  );
  if (!row) return null;
  return Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes);
}

/** An owned conversation with every message, oldest first. */
export interface OwnedConversation extends ConversationDto {
  messages: MessageDto[];
}

/**
 * A page of the user's own conversations of the given centers, each with all its messages. THINK's
 * analyses are conversations of THINK; the others are every other center's.
 */
export async function ownedConversationsPage(
  db: Db,
  userId: string,
  centers: CenterFilter,
  { cursor, limit }: PageRequest,
): Promise<OwnedConversation[]> {
  const rows = await db
    .select()
    .from(conversations)
    .where(ownConversations(userId, centers, cursor ? gt(conversations.id, cursor) : undefined))
    .orderBy(asc(conversations.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const found = await db
    .select()
    .from(messages)
    .where(
      inArray(
        messages.conversationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const byConversation = new Map<string, MessageDto[]>();
  for (const m of found) {
    const list = byConversation.get(m.conversationId) ?? [];
    list.push(toMessage(m));
    byConversation.set(m.conversationId, list);
  }
  return rows.map((row) => ({ ...toDto(row), messages: byConversation.get(row.id) ?? [] }));
}

/** An owned plan as stored: the mission, what Orchestrate made of it, automation and reports. */
export interface OwnedPlan {
  id: string;
  title: string;
  description: string;
  missionTime: string | null;
  result: Record<string, unknown>;
  automationEnabled: boolean;
  reports: unknown[];
  createdAt: string;
  updatedAt: string;
  /** The server's record of the documents it quotes: checked when exported, not exported itself. */
  sourceIds: string[];
}

type OwnedPlanRow = Pick<
  PlanRow,
  | 'id'
  | 'title'
  | 'description'
  | 'mission_time'
  | 'created_at'
  | 'updated_at'
  | 'automation_enabled'
  | 'reports'
  | 'source_ids'
> &
  Required<Pick<PlanRow, 'result'>>;

/** A page of the user's own plans (a team peer's plans are theirs, not this user's). */
export async function ownedPlansPage(db: Db, userId: string, page: PageRequest): Promise<OwnedPlan[]> {
  const rows = await rowsOf<OwnedPlanRow>(
    db,
    sql`
    SELECT p.id, p.title, p.description, p.mission_time, p.result, p.automation_enabled, p.reports,
           p.source_ids, p.created_at, p.updated_at
      FROM plans p
     WHERE p.owner_id = ${userId} AND ${clearedFor('p', userId)} ${keysetPage('p', page)}`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    missionTime: row.mission_time ? iso(row.mission_time) : null,
    result: row.result,
    automationEnabled: Boolean(row.automation_enabled),
    reports: row.reports ?? [],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    sourceIds: row.source_ids ?? [],
  }));
}

/** A page of the user's own audit entries, oldest first (their ids are numbers: compared as numbers). */
export async function ownAuditPage(db: Db, userId: string, { cursor, limit }: PageRequest): Promise<AuditEntry[]> {
  const rows = await rowsOf<AuditRow>(
    db,
    sql`
    SELECT ${AUDIT_COLUMNS} FROM audit_log
     WHERE user_id = ${userId} ${cursor ? sql`AND id > ${cursor}::bigint` : sql``}
     ORDER BY id
     LIMIT ${limit}`,
  );
  return rows.map(toAuditEntry);
}
