import type { AuditAction, AuditOutcome } from './audit-actions';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema/audit';

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
