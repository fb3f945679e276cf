import { z } from 'zod';
import { CENTER_TYPES, MESSAGE_ROLES, USER_STATUSES } from '../domain/people';
import { ROLES } from '../domain/auth';
import { isoDateSchema, longPageQuerySchema } from './common';

/** GET /api/users: what any signed-in user may know of another (id, username, email only). */
export const userSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** GET /api/users query: a page, optionally only usernames starting with `q` (case-insensitive). */
export const userListQuerySchema = longPageQuerySchema.extend({ q: z.string().trim().max(64).optional() });

/** GET|POST /api/team/members, DELETE /api/team/members/:id (a team lead manages their team). */
export const teamMemberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  addedAt: isoDateSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const addTeamMemberBodySchema = z.object({ userId: z.string().min(1).max(100) });

export const conversationSchema = z.object({
  id: z.string(),
  centerType: z.enum(CENTER_TYPES),
  title: z.string(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type ConversationDto = z.infer<typeof conversationSchema>;
export const createConversationBodySchema = z.object({
  centerType: z.enum(CENTER_TYPES),
  title: z.string().trim().min(1).max(300),
});
/** GET /api/conversations query: a page, optionally of one center. */
export const conversationListQuerySchema = longPageQuerySchema.extend({
  centerType: z.enum(CENTER_TYPES).optional(),
});
export const renameConversationBodySchema = z.object({ title: z.string().trim().min(1).max(300) });
export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  role: z.enum(MESSAGE_ROLES),
  content: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: isoDateSchema,
});
export type MessageDto = z.infer<typeof messageSchema>;
export const createMessageBodySchema = z.object({
  role: z.enum(MESSAGE_ROLES),
  content: z.string().max(1_000_000),
  metadata: z.record(z.string(), z.unknown()).default({}),
});
export const conversationWithMessagesSchema = conversationSchema.extend({ messages: z.array(messageSchema) });

export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  pendingRoleRequest: z.enum(ROLES).nullable(),
  createdAt: isoDateSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const roleRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  requestedRole: z.enum(ROLES),
  status: z.enum(['pending', 'approved', 'refused']),
  createdAt: isoDateSchema,
  decidedAt: isoDateSchema.nullable(),
  decidedBy: z.string().nullable(),
});
export type RoleRequest = z.infer<typeof roleRequestSchema>;
export const roleRequestListQuerySchema = longPageQuerySchema.extend({
  status: roleRequestSchema.shape.status.optional(),
});
export const roleDecisionBodySchema = z.object({ decision: z.enum(['approve', 'refuse']) });
export const userStatusBodySchema = z.object({ status: z.enum(USER_STATUSES) });

/**
 * GET  /api/admin/users                     -> adminUserSchema[]
 * GET  /api/admin/role-requests?status=     -> roleRequestSchema[]
 * POST /api/admin/role-requests/:id/decision roleDecisionBodySchema -> roleRequestSchema
 * PUT  /api/admin/users/:id/status          userStatusBodySchema -> adminUserSchema
 */
