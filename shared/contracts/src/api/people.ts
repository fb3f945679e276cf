import { z } from 'zod';
import { CENTER_TYPES, MESSAGE_ROLES, USER_STATUSES } from '../domain/people';
import { ROLES } from '../domain/auth';
import { idSchema, isoDateSchema, longPageQuerySchema, pageQuerySchema } from './common';

/**
 * GET /api/users: what any signed-in user may know of another, to pick them as a share recipient or a team
 * member: id and username, never an email or anything else of the account.
 */
export const userSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** The fewest characters of a name the people lookup answers: one letter would list half the directory. */
export const USER_LOOKUP_MIN_CHARS = 2;
/** The most people one lookup returns: a picker shows a handful, never the whole directory. */
export const USER_LOOKUP_MAX = 20;
export const USER_LOOKUP_DEFAULT = 10;

/** GET /api/users query: users whose name holds `query` (case-insensitive), at most `limit` of them. */
export const userLookupQuerySchema = z.object({
  query: z
    .string()
    .trim()
    .min(USER_LOOKUP_MIN_CHARS, `Type at least ${USER_LOOKUP_MIN_CHARS} characters of the name.`)
    .max(64),
  limit: z.coerce.number().int().min(1).max(USER_LOOKUP_MAX).default(USER_LOOKUP_DEFAULT),
  /** Only people of this role: an administrator choosing whose team to manage looks among team leads. */
  role: z.enum(ROLES).optional(),
});
export type UserLookupQuery = z.input<typeof userLookupQuerySchema>;

/** GET|POST /api/team/members, DELETE /api/team/members/:id (a team lead manages their team). */
export const teamMemberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  addedAt: isoDateSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const addTeamMemberBodySchema = z.object({ userId: idSchema });

/**
 * Which team the team routes act on, named by its lead: the caller's own team when left out. Only an
 * administrator may change another lead's team; a member may read the team they belong to.
 */
export const teamQuerySchema = z.object({ leadId: idSchema.optional() });
export const teamMembersQuerySchema = pageQuerySchema.extend(teamQuerySchema.shape);

/** GET /api/team/memberships: the teams the signed-in user belongs to, by their lead. */
export const teamMembershipSchema = z.object({
  leadId: z.string(),
  leadUsername: z.string(),
  addedAt: isoDateSchema,
});
export type TeamMembership = z.infer<typeof teamMembershipSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  centerType: z.enum(CENTER_TYPES),
  title: z.string(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type ConversationDto = z.infer<typeof conversationSchema>;
/** GET /api/conversations: a page of the user's conversations, newest first. */
export const conversationListSchema = z.array(conversationSchema);
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
/** The answers of the conversation routes by kind: what a center checks them with (conversationsApi of shared/storage). */
export const conversationAnswerSchemas = {
  list: conversationListSchema,
  conversation: conversationWithMessagesSchema,
};

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
