import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A team lead's team: in team mode its members see each other's documents, read-only. */
export const teamMembers = pgTable(
  'team_members',
  {
    leadId: text('lead_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.leadId, t.memberId] }),
    index('team_members_member_idx').on(t.memberId),
    check('team_members_not_self', sql`${t.leadId} <> ${t.memberId}`),
  ],
);
