import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { jsonObject, stamp } from './columns';

/**
 * The audit log: append-only. No route changes or deletes an entry, and a trigger (migration
 * 0001_rules.sql) makes the database refuse UPDATE, DELETE and TRUNCATE as well. No foreign key to users:
 * an entry outlives anything it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id'),
    /** The account name at the time, or the attempted name of a failed sign-in. */
    username: text('username'),
    action: text('action').notNull(),
    outcome: text('outcome').notNull(),
    at: stamp('at'),
    clientAddress: text('client_address'),
    details: jsonObject('details').notNull().default({}),
  },
  (t) => [
    index('audit_log_user_idx').on(t.userId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_at_idx').on(t.at),
    check('audit_log_outcome_check', sql`${t.outcome} in ('success', 'failure', 'denied')`),
  ],
);
