import {
  type adminUserSchema,
  type auditPageSchema,
  type roleRequestSchema,
  type AdminUser,
  type AuditEntry,
  type RoleRequest,
} from '@csw/contracts';
import { withQuery, type ApiClient, type QueryValue } from './api-client';
import { typedAnswer, typedListAnswer } from './parse-response';

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
  /** Grants or withdraws a clearance, with the reason the audit log keeps. */
  setClearance(userId: string, clearance: AdminUser['clearance'], reason: string): Promise<AdminUser>;
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
      return typedListAnswer<typeof adminUserSchema>(await client.get('/api/admin/users'));
    },
    async roleRequests(status) {
      return typedListAnswer<typeof roleRequestSchema>(
        await client.get('/api/admin/role-requests', { status }),
      );
    },
    async decide(requestId, decision) {
      const answer = await client.post(`/api/admin/role-requests/${encodeURIComponent(requestId)}/decision`, {
        decision,
      });
      return typedAnswer<typeof roleRequestSchema>(answer);
    },
    async setStatus(userId, status) {
      const answer = await client.put(`/api/admin/users/${encodeURIComponent(userId)}/status`, { status });
      return typedAnswer<typeof adminUserSchema>(answer);
    },
    async setClearance(userId, clearance, reason) {
      const answer = await client.put(`/api/admin/users/${encodeURIComponent(userId)}/clearance`, {
        clearance,
        reason,
      });
      return typedAnswer<typeof adminUserSchema>(answer);
    },
    async audit(filters) {
      return typedAnswer<typeof auditPageSchema>(await client.get('/api/admin/audit', auditQuery(filters)));
    },
    auditCsvUrl(filters) {
      return `${baseUrl}${withQuery('/api/admin/audit.csv', auditQuery(filters))}`;
    },
  };
}
