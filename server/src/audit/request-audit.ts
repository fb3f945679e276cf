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
