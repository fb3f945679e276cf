import { z } from 'zod';
import {
  auditPageSchema,
  auditQuerySchema,
  dashboardStatsSchema,
  usageSchema,
  type AuditEntry,
  type Classification,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { auditCsv } from '../../audit/audit-csv';
import { auditForReader } from '../../audit/audit-for-reader';
import { exportAudit, listAudit, usageOf } from '../../data/audit-repository';
import { actorOf } from '../../http/actor';
import { ADMIN_ONLY, SIGNED_IN } from '../../authorization/access-rule';
import { userOf } from '../../http/guard';
import { apiRoutes } from '../../http/route';
import { countOwnedDocuments } from '../../data/documents-repository';

/** The most rows one CSV export holds. */
export const CSV_EXPORT_MAX = 50_000;

/** The audit log: own entries and counters for everyone, all entries and the CSV export for admins. */
export function auditRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'audit');
  /** A page of entries with the titles a reader of `clearance` may see (audit/audit-for-reader.ts). */
  const readable = async (clearance: Classification, page: { items: AuditEntry[]; total: number }) => ({
    ...page,
    items: await auditForReader(ctx.db, clearance, page.items),
  });

  route.get(
    '/audit/me',
    { access: SIGNED_IN, query: auditQuerySchema, ok: auditPageSchema },
    async (request) => {
      const user = userOf(request);
      return readable(user.clearance, await listAudit(ctx.db, { ...request.query, userId: user.id }));
    },
  );

  route.get('/audit/usage', { access: SIGNED_IN, ok: usageSchema }, async (request) =>
    usageOf(ctx.db, userOf(request).id),
  );

  route.get('/stats/dashboard', { access: SIGNED_IN, ok: dashboardStatsSchema }, async (request) => {
    const user = userOf(request);
    const usage = await usageOf(ctx.db, user.id);
    // Figures of one's own (spec 9: documents created in the last 7 days): the documents the user owns,
    // not the organisation library or what others shared, which the library screens show instead.
    const { documents, thisWeek } = await countOwnedDocuments(ctx.db, [user.id], user.id);
    return { usage, documents, thisWeek, mode: user.teamMode ? ('TEAM' as const) : ('SOLO' as const) };
  });

  route.get(
    '/admin/audit',
    { access: ADMIN_ONLY, tag: 'admin', query: auditQuerySchema, ok: auditPageSchema },
    // The administrator's clearance decides which titles the screen shows.
    async (request) => readable(userOf(request).clearance, await listAudit(ctx.db, request.query)),
  );

  route.get(
    '/admin/audit.csv',
    { access: ADMIN_ONLY, tag: 'admin', query: auditQuerySchema, ok: z.string() },
    async (request, reply) => {
      const { limit: _limit, offset: _offset, ...filter } = request.query;
      const entries = await auditForReader(
        ctx.db,
        userOf(request).clearance,
        await exportAudit(ctx.db, filter, CSV_EXPORT_MAX),
      );
      await actorOf(request).audit(ctx.db, {
        action: 'AUDIT_EXPORT',
        details: { ...filter, rows: entries.length },
      });
      const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit-${stamp}.csv"`)
        .header('X-Export-Truncated', String(entries.length >= CSV_EXPORT_MAX))
        .send(auditCsv(entries));
    },
  );
}
