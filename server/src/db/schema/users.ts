import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, moment, stamp, timestamps } from './columns';

/** Accounts. `username_key` (lower case) makes names unique whatever their case. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('user'),
    status: text('status').notNull().default('active'),
    cognitiveState: text('cognitive_state').notNull().default('Fresh'),
    teamMode: boolean('team_mode').notNull().default(false),
    /** The highest marking this account may read: UNCLASS until an administrator grants SECRET. */
    clearance: text('clearance').notNull().default('UNCLASS'),
    /** The public accounts of demo mode, disabled whenever the server starts without it. */
    isDemo: boolean('is_demo').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_username_key_idx').on(t.usernameKey),
    check('users_role_check', sql`${t.role} in ('user', 'team_lead', 'admin')`),
    check('users_status_check', sql`${t.status} in ('active', 'disabled')`),
    check('users_clearance_check', sql`${t.clearance} in ('UNCLASS', 'SECRET')`),
  ],
);

/** The user a row belongs to: required, and the row goes when the user does. */
export const belongsToUser = (name: string) => belongsTo(name, () => users.id);

/**
 * Server-side sessions. Only a SHA-256 of the token is stored, so a copy of the database opens no session.
 * They live in the database so that every API process behind a load balancer sees the same sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsToUser('user_id'),
    createdAt: stamp('created_at'),
    lastSeenAt: stamp('last_seen_at'),
    clientAddress: text('client_address'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_last_seen_idx').on(t.lastSeenAt)],
);

/**
 * Why a session ended before its time (signed out from another session, a password change, an account
 * disabled), kept by its token's hash for a while so that the browser still holding it is told the true
 * reason. Idle and expired sessions need no row: their sessions row says so.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    reason: text('reason').notNull(),
    endedAt: stamp('ended_at'),
  },
  (t) => [index('ended_sessions_ended_idx').on(t.endedAt)],
);

/**
 * Failed sign-ins per attempted account name (known or not, so that both answer alike), shared by every
 * API process: the lockout holds whichever process receives the next attempt.
 */
export const loginThrottle = pgTable('login_throttle', {
  usernameKey: text('username_key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: moment('window_started_at').notNull(),
  lockedUntil: moment('locked_until'),
});

/** Request counters of the shared rate limit on the sign-in and registration routes. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStartedAt: moment('window_started_at').notNull(),
  hits: integer('hits').notNull(),
});

/** A Team Lead or Admin role asked for at registration, waiting for an administrator's decision. */
export const roleRequests = pgTable(
  'role_requests',
  {
    id: text('id').primaryKey(),
    userId: belongsToUser('user_id'),
    requestedRole: text('requested_role').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: stamp('created_at'),
    decidedAt: moment('decided_at'),
    decidedBy: text('decided_by').references(() => users.id),
  },
  (t) => [
    index('role_requests_status_idx').on(t.status, t.createdAt),
    uniqueIndex('role_requests_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    check('role_requests_role_check', sql`${t.requestedRole} in ('team_lead', 'admin')`),
    check('role_requests_status_check', sql`${t.status} in ('pending', 'approved', 'refused')`),
  ],
);
