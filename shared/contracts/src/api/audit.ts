import { z } from 'zod';
import { AUDIT_OUTCOMES } from '../domain/audit';
import { isoDateSchema } from './common';

export const auditEntrySchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  outcome: z.enum(AUDIT_OUTCOMES),
  at: isoDateSchema,
  clientAddress: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  userId: z.string().max(100).optional(),
  action: z.string().max(64).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), total: z.number().int() });

export const usageSchema = z.object({
  think: z.number().int(),
  create: z.number().int(),
  review: z.number().int(),
  advise: z.number().int(),
  execute: z.number().int(),
  total: z.number().int(),
});
export type Usage = z.infer<typeof usageSchema>;

/** The dashboard tiles: Total Actions, Documents, This Week, Mode. */
export const dashboardStatsSchema = z.object({
  usage: usageSchema,
  documents: z.number().int(),
  thisWeek: z.number().int(),
  mode: z.enum(['TEAM', 'SOLO']),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/**
 * GET /api/team/stats: a team lead's collective insights, counted over the team only (the lead and the
 * members the lead added): actions per center by the usage rules, the documents its members own, and
 * those created in the last 7 days.
 */
export const teamStatsSchema = z.object({
  members: z.number().int(),
  usage: usageSchema,
  documents: z.number().int(),
  thisWeek: z.number().int(),
});
export type TeamStats = z.infer<typeof teamStatsSchema>;

/**
 * GET /api/audit/me        query auditQuerySchema -> auditPageSchema (own entries)
 * GET /api/audit/usage     -> usageSchema (own counters)
 * GET /api/stats/dashboard -> dashboardStatsSchema
 * GET /api/admin/audit     query auditQuerySchema -> auditPageSchema (admins: everyone)
 * GET /api/admin/audit.csv query auditQuerySchema -> text/csv attachment
 */
