import { sql } from 'drizzle-orm';
import type { AuditEntry, Classification, ConversationDto, MessageDto } from '@csw/contracts';
import type { Db } from '../db/database';

/*
 * What a user owns, read in pages for the export of their data. "Owned" is narrower than "visible": only
 * rows whose owner is the user, never a document shared with them, a team peer's or the organisation's
 * library. Pages are keyset-ordered by id (a timestamp would lose its microseconds on the way through a
 * JavaScript Date and repeat rows), so that a long export never holds a connection or a whole table in memory.
 */

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The id of the last row of the previous page; null for the first page. */
export type PageCursor = string | null;

const after = (cursor: PageCursor, alias: string) =>
  cursor ? sql`AND ${sql.raw(alias)}.id > ${cursor}` : sql``;

/** An owned document with its full text and, when it was uploaded, what its original file is. */
export interface OwnedDocument {
  id: string;
  title: string;
  content: string;
  classification: Classification;
  category: string;
  documentType: string;
  folderId: string | null;
  folderName: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  original: { filename: string; mimeType: string; size: number } | null;
}

interface DocumentRow {
  id: string;
  title: string;
  content: string;
  classification: Classification;
  category: string;
  document_type: string;
  folder_id: string | null;
  folder_name: string | null;
  version: number | string;
  created_at: Date | string;
  updated_at: Date | string;
  file_name: string | null;
  file_mime: string | null;
  file_size: number | string | null;
}

/** A page of the user's own documents, without the bytes of their originals. */
export async function ownedDocumentsPage(
  db: Db,
  userId: string,
  cursor: PageCursor,
  limit: number,
): Promise<OwnedDocument[]> {
  const result = await db.execute(sql`
    SELECT d.id, d.title, d.content, d.classification, d.category, d.document_type, d.folder_id,
           f.name AS folder_name, d.version, d.created_at, d.updated_at,
           df.filename AS file_name, df.mime_type AS file_mime, df.size AS file_size
      FROM documents d
      LEFT JOIN folders f ON f.id = d.folder_id AND (f.owner_id = ${userId} OR f.owner_id IS NULL)
      LEFT JOIN document_files df ON df.document_id = d.id
     WHERE d.owner_id = ${userId} ${after(cursor, 'd')}
     ORDER BY d.id
     LIMIT ${limit}`);
  return (result.rows as unknown as DocumentRow[]).map((row) => ({
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
  const result = await db.execute(sql`
    SELECT df.bytes FROM document_files df JOIN documents d ON d.id = df.document_id
     WHERE df.document_id = ${documentId} AND d.owner_id = ${userId}`);
  const row = result.rows[0] as { bytes: Buffer | Uint8Array } | undefined;
  if (!row) return null;
  return Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes);
}

/** An owned conversation with every message, oldest first. */
export interface OwnedConversation extends ConversationDto {
  messages: MessageDto[];
}

interface ConversationRow {
  id: string;
  center_type: ConversationDto['centerType'];
  title: string;
  created_at: Date | string;
  updated_at: Date | string;
}

interface MessageRow {
  id: string;
  conversation_id: string;
  role: MessageDto['role'];
  content: string;
  metadata: Record<string, unknown>;
  created_at: Date | string;
}

/**
 * A page of the user's own conversations of the given centers, each with all its messages. THINK's
 * analyses are conversations of THINK; the others are every other center's.
 */
export async function ownedConversationsPage(
  db: Db,
  userId: string,
  centers: { only?: string; except?: string },
  cursor: PageCursor,
  limit: number,
): Promise<OwnedConversation[]> {
  const center = centers.only
    ? sql`AND c.center_type = ${centers.only}`
    : centers.except
      ? sql`AND c.center_type <> ${centers.except}`
      : sql``;
  const result = await db.execute(sql`
    SELECT c.id, c.center_type, c.title, c.created_at, c.updated_at FROM conversations c
     WHERE c.owner_id = ${userId} ${center} ${after(cursor, 'c')}
     ORDER BY c.id
     LIMIT ${limit}`);
  const rows = result.rows as unknown as ConversationRow[];
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const found = await db.execute(sql`
    SELECT m.id, m.conversation_id, m.role, m.content, m.metadata, m.created_at FROM messages m
     WHERE m.conversation_id IN (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )})
     ORDER BY m.created_at, m.id`);
  const byConversation = new Map<string, MessageDto[]>();
  for (const m of found.rows as unknown as MessageRow[]) {
    const list = byConversation.get(m.conversation_id) ?? [];
    list.push({
      id: m.id,
      conversationId: m.conversation_id,
      role: m.role,
      content: m.content,
      metadata: m.metadata ?? {},
      createdAt: iso(m.created_at),
    });
    byConversation.set(m.conversation_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    centerType: row.center_type,
    title: row.title,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    messages: byConversation.get(row.id) ?? [],
  }));
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
}

interface PlanRow {
  id: string;
  title: string;
  description: string;
  mission_time: Date | string | null;
  result: Record<string, unknown>;
  automation_enabled: boolean;
  reports: unknown[] | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A page of the user's own plans (a team peer's plans are theirs, not this user's). */
export async function ownedPlansPage(
  db: Db,
  userId: string,
  cursor: PageCursor,
  limit: number,
): Promise<OwnedPlan[]> {
  const result = await db.execute(sql`
    SELECT p.id, p.title, p.description, p.mission_time, p.result, p.automation_enabled, p.reports,
           p.created_at, p.updated_at
      FROM plans p
     WHERE p.owner_id = ${userId} ${after(cursor, 'p')}
     ORDER BY p.id
     LIMIT ${limit}`);
  return (result.rows as unknown as PlanRow[]).map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    missionTime: row.mission_time ? iso(row.mission_time) : null,
    result: row.result,
    automationEnabled: Boolean(row.automation_enabled),
    reports: row.reports ?? [],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }));
}

interface AuditRow {
  id: number | string;
  user_id: string | null;
  username: string | null;
  action: string;
  outcome: AuditEntry['outcome'];
  at: Date | string;
  client_address: string | null;
  details: Record<string, unknown>;
}

/** A page of the user's own audit entries, oldest first, after the entry `afterId`. */
export async function ownAuditPage(
  db: Db,
  userId: string,
  afterId: string | null,
  limit: number,
): Promise<AuditEntry[]> {
  const result = await db.execute(sql`
    SELECT id, user_id, username, action, outcome, at, client_address, details FROM audit_log
     WHERE user_id = ${userId} ${afterId ? sql`AND id > ${afterId}::bigint` : sql``}
     ORDER BY id
     LIMIT ${limit}`);
  return (result.rows as unknown as AuditRow[]).map((row) => ({
    id: String(row.id),
    userId: row.user_id,
    username: row.username,
    action: row.action,
    outcome: row.outcome,
    at: iso(row.at),
    clientAddress: row.client_address,
    details: row.details ?? {},
  }));
}
