import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment, stamp } from './columns';
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

/**
 * An invitation to join a team: a lead asks, the invited user accepts (and becomes a member) or declines.
 * Nobody joins a team without saying yes, except by an administrator's audited act.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: text('id').primaryKey(),
    leadId: belongsToUser('lead_id'),
    memberId: belongsToUser('member_id'),
    invitedBy: belongsToUser('invited_by'),
    status: text('status').notNull().default('pending'),
    createdAt: stamp('created_at'),
    decidedAt: moment('decided_at'),
  },
  (t) => [
    index('team_invitations_member_idx').on(t.memberId, t.status),
    uniqueIndex('team_invitations_one_pending_idx')
      .on(t.leadId, t.memberId)
      .where(sql`${t.status} = 'pending'`),
    check('team_invitations_not_self', sql`${t.leadId} <> ${t.memberId}`),
    check(
      'team_invitations_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn')`,
    ),
  ],
);
