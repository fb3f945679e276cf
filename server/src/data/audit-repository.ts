import { sql, type SQL } from 'drizzle-orm';
import {
  CENTER_IDS,
  USAGE_RULES,
  type AUDIT_OUTCOMES,
  type AuditAction,
  type AuditEntry,
  type Usage,
} from '@csw/contracts';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema/audit';
import { rowsOf } from './rows';

export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export interface AuditEvent {
  action: AuditAction;
  outcome?: AuditOutcome;
  userId?: string | null;
  /** The account name, or the attempted name of a failed sign-in. */
  username?: string | null;
  clientAddress?: string | null;
  details?: Record<string, unknown>;
}

const MAX_DETAIL_TEXT = 500;

/** Keeps details small and free of secrets: long strings are cut, password-like keys dropped. */
function tidy(details: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    if (/pass|token|secret|hash/i.test(key) || value === undefined) continue;
    out[key] =
      typeof value === 'string' && value.length > MAX_DETAIL_TEXT
        ? `${value.slice(0, MAX_DETAIL_TEXT)}…`
        : value;
  }
  return out;
}

/**
 * Appends one entry to the audit log (never updated or deleted: the database refuses it). Pass the
 * transaction of the action it records, so that the action and its entry are committed together.
 */
export async function recordAudit(db: Db, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    action: event.action,
    outcome: event.outcome ?? 'success',
    userId: event.userId ?? null,
    username: event.username ?? null,
    clientAddress: event.clientAddress ?? null,
    details: tidy(event.details ?? {}),
  });
}

/** A row of audit_log as read by SQL. */
export interface AuditRow {
  id: number | string;
  user_id: string | null;
  username: string | null;
  action: string;
  outcome: AuditEntry['outcome'];
  at: Date | string;
  client_address: string | null;
  details: Record<string, unknown>;
}

export const AUDIT_COLUMNS = sql`id, user_id, username, action, outcome, at, client_address, details`;

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    userId: row.user_id,
    username: row.username,
    action: row.action,
    outcome: row.outcome,
    at: (row.at instanceof Date ? row.at : new Date(row.at)).toISOString(),
    clientAddress: row.client_address,
    details: row.details ?? {},
  };
}

export interface AuditFilter {
  userId?: string;
  action?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

function whereOf(filter: Omit<AuditFilter, 'limit' | 'offset'>): SQL {
  const conditions: SQL[] = [sql`TRUE`];
  if (filter.userId) conditions.push(sql`user_id = ${filter.userId}`);
  if (filter.action) conditions.push(sql`action = ${filter.action.toUpperCase()}`);
  if (filter.from) conditions.push(sql`at >= ${filter.from}::timestamptz`);
  if (filter.to) conditions.push(sql`at <= ${filter.to}::timestamptz`);
  return sql.join(conditions, sql` AND `);
}

/** A page of audit entries, newest first. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
): Promise<{ items: AuditEntry[]; total: number }> {
  const where = whereOf(filter);
  const page = await rowsOf<AuditRow>(
    db,
    sql`SELECT ${AUDIT_COLUMNS} FROM audit_log WHERE ${where} ORDER BY at DESC, id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`,
  );
  const [count] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM audit_log WHERE ${where}`,
  );
  return { items: page.map(toAuditEntry), total: Number(count!.n) };
}

/** Entries for an export, newest first, at most `max` (the caller says when the cap was reached). */
export async function exportAudit(
  db: Db,
  filter: Omit<AuditFilter, 'limit' | 'offset'>,
  max: number,
): Promise<AuditEntry[]> {
  const rows = await rowsOf<AuditRow>(
    db,
    sql`SELECT ${AUDIT_COLUMNS} FROM audit_log WHERE ${whereOf(filter)} ORDER BY at DESC, id DESC LIMIT ${max}`,
  );
  return rows.map(toAuditEntry);
}

/**
 * The usage counters of the dashboard: per center, the user's successful audit entries whose action
 * contains one of the center's words (USAGE_RULES); total is their sum.
 */
export function usageOf(db: Db, userId: string): Promise<Usage> {
  return usageOfUsers(db, [userId]);
}

/** The same counters summed over several users (a team's collective figures). */
export async function usageOfUsers(db: Db, userIds: readonly string[]): Promise<Usage> {
  const counters = CENTER_IDS.map((center) => {
    const matches = sql.join(
      USAGE_RULES[center].map((word) => sql`action LIKE ${`%${word}%`}`),
      sql` OR `,
    );
    return sql`count(*) FILTER (WHERE ${matches})::int AS ${sql.identifier(center)}`;
  });
  const [row] = await rowsOf<Record<string, number>>(
    db,
    sql`SELECT ${sql.join(counters, sql`, `)} FROM audit_log
         WHERE user_id = ANY(${sql.param([...userIds])}::text[]) AND outcome = 'success'`,
  );
  const usage = Object.fromEntries(CENTER_IDS.map((center) => [center, Number(row?.[center] ?? 0)])) as Omit<
    Usage,
    'total'
  >;
  return { ...usage, total: CENTER_IDS.reduce((sum, center) => sum + usage[center], 0) };
}
