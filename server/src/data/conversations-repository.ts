import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ConversationDto, MessageDto } from '@csw/contracts';
import type { Db } from '../db/database';
import { conversations, messages } from '../db/schema/conversations';

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

export function toDto(row: ConversationRow): ConversationDto {
  return {
    id: row.id,
    centerType: row.centerType as ConversationDto['centerType'],
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMessage(row: MessageRow): MessageDto {
  return {
    id: row.id,
    conversationId: row.conversationId,
    role: row.role as MessageDto['role'],
    content: row.content,
    metadata: row.metadata,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Which centers' conversations: one center's, or every center's but one. */
export interface CenterFilter {
  only?: string;
  except?: string;
}

/** The user's own conversations, of the centers asked for, and only those that pass `more` as well. */
export function ownConversations(
  userId: string,
  centers: CenterFilter,
  ...more: (SQL | undefined)[]
): SQL | undefined {
  return and(
    eq(conversations.ownerId, userId),
    centers.only ? eq(conversations.centerType, centers.only) : undefined,
    centers.except ? ne(conversations.centerType, centers.except) : undefined,
    ...more,
  );
}

/** Conversations are private: only the owner finds them. */
export async function findOwnConversation(
  db: Db,
  userId: string,
  id: string,
): Promise<ConversationDto | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.ownerId, userId)))
    .limit(1);
  return row ? toDto(row) : null;
}

export async function listOwnConversations(
  db: Db,
  userId: string,
  filter: { centerType?: string; limit: number; offset: number },
): Promise<ConversationDto[]> {
  const rows = await db
    .select()
    .from(conversations)
    .where(ownConversations(userId, { only: filter.centerType }))
    .orderBy(desc(conversations.updatedAt), asc(conversations.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map(toDto);
}

export async function insertConversation(
  db: Db,
  userId: string,
  centerType: string,
  title: string,
): Promise<ConversationDto> {
  const [row] = await db
    .insert(conversations)
    .values({ id: randomUUID(), ownerId: userId, centerType, title })
    .returning();
  return toDto(row!);
}

export async function renameConversation(db: Db, id: string, title: string): Promise<ConversationDto> {
  const [row] = await db
    .update(conversations)
    .set({ title, updatedAt: sql`now()` })
    .where(eq(conversations.id, id))
    .returning();
  return toDto(row!);
}

export async function deleteConversation(db: Db, id: string): Promise<void> {
  await db.delete(conversations).where(eq(conversations.id, id));
}

/** The most recent messages of a conversation, oldest first. */
export async function listMessages(db: Db, conversationId: string, max: number): Promise<MessageDto[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(max);
  return rows.reverse().map(toMessage);
}

export interface NewMessage {
  role: string;
  content: string;
  metadata: Record<string, unknown>;
  /**
   * The server's record of the library documents whose words the message holds (platform/recorded-sources):
   * what withholding checks. Empty for a message a client posts: the server quoted nothing in it.
   */
  sources: readonly string[];
}

export async function insertMessage(
  db: Db,
  conversationId: string,
  message: NewMessage,
): Promise<MessageDto> {
  const [row] = await db
    .insert(messages)
    .values({
      id: randomUUID(),
      conversationId,
      role: message.role,
      content: message.content,
      metadata: message.metadata,
      sourceIds: [...new Set(message.sources)],
    })
    .returning();
  await db
    .update(conversations)
    .set({ updatedAt: sql`now()` })
    .where(eq(conversations.id, conversationId));
  return toMessage(row!);
}

/** The recorded sources of these messages (by message id): the documents the server quoted in each. */
export async function recordedSourcesOf(
  db: Db,
  messageIds: readonly string[],
): Promise<Map<string, string[]>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .select({ id: messages.id, sourceIds: messages.sourceIds })
    .from(messages)
    .where(and(inArray(messages.id, [...messageIds]), sql`cardinality(${messages.sourceIds}) > 0`));
  return new Map(rows.map((row) => [row.id, row.sourceIds]));
}

/** Where a turn is saved: a conversation of the owner's that exists (`id`), or a new one with this title. */
export interface TurnTarget {
  id?: string | null;
  ownerId: string;
  centerType: string;
  title: string;
}

/**
 * Saves one turn of a conversation: its messages, in order, in the conversation `target.id` or else in a
 * new conversation, created here. Pass the transaction of the turn's audit entry: a conversation is never
 * saved without its first turn.
 */
export async function saveTurn(tx: Db, target: TurnTarget, turn: readonly NewMessage[]): Promise<string> {
  const id = target.id ?? (await insertConversation(tx, target.ownerId, target.centerType, target.title)).id;
  for (const message of turn) await insertMessage(tx, id, message);
  return id;
}
