import { sql, type SQL } from 'drizzle-orm';
import { CENTER_IDS, USAGE_RULES, type AuditEntry, type Usage } from '@csw/contracts';
import type { Db } from '../db/database';

export interface AuditFilter {
  userId?: string;
  action?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
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

function toEntry(row: AuditRow): AuditEntry {
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
  const [page, count] = [
    await db.execute(
      sql`SELECT * FROM audit_log WHERE ${where} ORDER BY at DESC, id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    ),
    await db.execute(sql`SELECT count(*)::int AS n FROM audit_log WHERE ${where}`),
  ];
  return {
    items: (page.rows as unknown as AuditRow[]).map(toEntry),
    total: Number((count.rows[0] as { n: number }).n),
  };
}

/** Entries for an export, newest first, at most `max` (the caller says when the cap was reached). */
export async function exportAudit(
  db: Db,
  filter: Omit<AuditFilter, 'limit' | 'offset'>,
  max: number,
): Promise<AuditEntry[]> {
  const result = await db.execute(
    sql`SELECT * FROM audit_log WHERE ${whereOf(filter)} ORDER BY at DESC, id DESC LIMIT ${max}`,
  );
  return (result.rows as unknown as AuditRow[]).map(toEntry);
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
  const ids = userIds.length
    ? sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`NULL`;
  const result = await db.execute(sql`
    SELECT ${sql.join(counters, sql`, `)} FROM audit_log WHERE user_id IN (${ids}) AND outcome = 'success'`);
  const row = result.rows[0] as Record<string, number>;
  const usage = Object.fromEntries(CENTER_IDS.map((center) => [center, Number(row[center] ?? 0)])) as Omit<
    Usage,
    'total'
  >;
  return { ...usage, total: CENTER_IDS.reduce((sum, center) => sum + usage[center], 0) };
}
