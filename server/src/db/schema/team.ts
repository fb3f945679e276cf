import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { stamp } from './columns';
import { belongsToUser } from './users';

/** A team lead's team: in team mode its members see each other's documents, read-only. */
export const teamMembers = pgTable(
  'team_members',
  {
    leadId: belongsToUser('lead_id'),
    memberId: belongsToUser('member_id'),
    addedAt: stamp('added_at'),
  },
  (t) => [
    primaryKey({ columns: [t.leadId, t.memberId] }),
    index('team_members_member_idx').on(t.memberId),
    check('team_members_not_self', sql`${t.leadId} <> ${t.memberId}`),
  ],
);
