import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { recordAudit, type AuditEvent } from './audit-log';

/** Records an action of the signed-in user of a request (who, and from which address). */
export function auditRequest(
  db: Db,
  request: FastifyRequest,
  event: Omit<AuditEvent, 'userId' | 'username' | 'clientAddress'>,
): Promise<void> {
  return recordAudit(db, {
    ...event,
    userId: request.user?.id ?? null,
    username: request.user?.username ?? null,
    clientAddress: request.ip,
  });
}

/**
 * Records a refusal (ACCESS_DENIED, outcome denied) with the method and route of the request and what was
 * refused: every place that refuses access writes the same entry.
 */
export function auditDenied(
  db: Db,
  request: FastifyRequest,
  details: Record<string, unknown>,
): Promise<void> {
  return auditRequest(db, request, {
    action: 'ACCESS_DENIED',
    outcome: 'denied',
    details: { method: request.method, route: request.routeOptions.url, ...details },
  });
}
