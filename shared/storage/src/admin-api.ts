import { z } from 'zod';
import {
  adminUserSchema,
  auditPageSchema,
  roleRequestSchema,
  type AdminUser,
  type AuditEntry,
  type RoleRequest,
} from '@csw/contracts';
import { withQuery, type ApiClient, type QueryValue } from './api-client';
import { parseResponse } from './parse-response';

/** The audit log filters of the administration screen (auditQuerySchema). */
export interface AuditFilters {
  userId?: string;
  action?: string;
  /** ISO 8601 with offset. */
  from?: string;
  to?: string;
  limit?: number;
  offset?: number;
}

/** Typed calls of the administration routes (admins only; shared/contracts/src/api/people.ts, audit.ts). */
export interface AdminApi {
  users(): Promise<AdminUser[]>;
  roleRequests(status?: RoleRequest['status']): Promise<RoleRequest[]>;
  decide(requestId: string, decision: 'approve' | 'refuse'): Promise<RoleRequest>;
  setStatus(userId: string, status: AdminUser['status']): Promise<AdminUser>;
  audit(filters: AuditFilters): Promise<{ items: AuditEntry[]; total: number }>;
  /** The address of the CSV export of the same filters (a download the browser fetches with the session). */
  auditCsvUrl(filters: AuditFilters): string;
}

function auditQuery(filters: AuditFilters): Record<string, QueryValue> {
  const { userId, action, from, to, limit, offset } = filters;
  return { userId, action, from, to, limit, offset };
}

export function adminApi(client: ApiClient, baseUrl = ''): AdminApi {
  return {
    async users() {
      return parseResponse(z.array(adminUserSchema), await client.get('/api/admin/users'), 'the user list');
    },
    async roleRequests(status) {
      return parseResponse(
        z.array(roleRequestSchema),
        await client.get('/api/admin/role-requests', { status }),
        'the role requests',
      );
    },
    async decide(requestId, decision) {
      const answer = await client.post(`/api/admin/role-requests/${encodeURIComponent(requestId)}/decision`, {
        decision,
      });
      return parseResponse(roleRequestSchema, answer, 'the role decision');
    },
    async setStatus(userId, status) {
      const answer = await client.put(`/api/admin/users/${encodeURIComponent(userId)}/status`, { status });
      return parseResponse(adminUserSchema, answer, 'the account status');
    },
    async audit(filters) {
      return parseResponse(
        auditPageSchema,
        await client.get('/api/admin/audit', auditQuery(filters)),
        'the audit log',
      );
    },
    auditCsvUrl(filters) {
      return `${baseUrl}${withQuery('/api/admin/audit.csv', auditQuery(filters))}`;
    },
  };
}
