import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, jsonObject, stamp, timestamps } from './columns';
import { belongsToUser } from './users';

/** A saved conversation of a center (ADVISE council, THINK follow-ups ...), private to its owner. */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    ownerId: belongsToUser('owner_id'),
    centerType: text('center_type').notNull(),
    title: text('title').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('conversations_owner_idx').on(t.ownerId, t.updatedAt),
    check(
      'conversations_center_check',
      sql`${t.centerType} in ('THINK', 'CREATE', 'REVIEW', 'ADVISE', 'EXECUTE')`,
    ),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    role: text('role').notNull(),
    content: text('content').notNull(),
    metadata: jsonObject('metadata').notNull().default({}),
    /**
     * The library documents whose words this message holds, as the server recorded them when it wrote the
     * message (never read from its metadata, which a client may post): what withholding checks again.
     */
    sourceIds: text('source_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    check('messages_role_check', sql`${t.role} in ('user', 'assistant', 'system')`),
  ],
);
