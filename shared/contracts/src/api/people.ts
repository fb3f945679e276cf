import { z } from 'zod';
import {
  CENTER_TYPES,
  MESSAGE_ROLES,
  TEAM_INVITATION_DECISIONS,
  TEAM_INVITATION_STATUSES,
  USER_STATUSES,
} from '../domain/people';
import { ROLES } from '../domain/auth';
import { CLASSIFICATION_LEVELS } from '../domain/documents';
import { idSchema, isoDateSchema, longPageQuerySchema, nameTextSchema, pageQuerySchema } from './common';

/**
 * What any signed-in user may know of another, to pick them as a share recipient or a team member: id and
 * username.
 */
export const userSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/**
 * An entry of GET /api/users, the people lookup (the spec's read of id, username and email): the address
 * the person gave at registration, or null; nothing else of the account (role, status, clearance).
 */
export const userDirectoryEntrySchema = userSummarySchema.extend({ email: z.string().nullable() });
export type UserDirectoryEntry = z.infer<typeof userDirectoryEntrySchema>;

/** The fewest characters of a name the people lookup answers: one letter would list half the directory. */
export const USER_LOOKUP_MIN_CHARS = 2;
/** The most people one lookup returns: a picker shows a handful, never the whole directory. */
export const USER_LOOKUP_MAX = 20;
export const USER_LOOKUP_DEFAULT = 10;

/**
 * GET /api/users query: users whose name holds `query` (case-insensitive), at most `limit` of them. Without
 * `query` (the spec's plain GET /api/users) the first `limit` people by name: a handful, never the directory.
 */
export const userLookupQuerySchema = z.object({
  query: z
    .string()
    .trim()
    .min(USER_LOOKUP_MIN_CHARS, `Type at least ${USER_LOOKUP_MIN_CHARS} characters of the name.`)
    .max(64)
    .optional(),
  limit: z.coerce.number().int().min(1).max(USER_LOOKUP_MAX).default(USER_LOOKUP_DEFAULT),
  /**
   * Only people of this role: an administrator choosing whose team to manage looks among team leads. For
   * administrators only (403 for anyone else): who holds which role is not everyone's to list.
   */
  role: z.enum(ROLES).optional(),
});
export type UserLookupQuery = z.input<typeof userLookupQuerySchema>;

/** GET /api/team/members, DELETE /api/team/members/:id: a member of a team (a team lead's team). */
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
 * administrator may change another lead's team; a member may read the team they belong to, and leave it
 * (DELETE /api/team/members/<their id>?leadId=<lead>).
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

/**
 * An invitation to join a lead's team, sent to `userId` (`username`). The invited user accepts it (and
 * becomes a member) or declines it; the lead (or an administrator) may withdraw it while it is pending.
 */
export const teamInvitationSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  leadUsername: z.string(),
  userId: z.string(),
  username: z.string(),
  status: z.enum(TEAM_INVITATION_STATUSES),
  createdAt: isoDateSchema,
  decidedAt: isoDateSchema.nullable(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/**
 * POST /api/team/members {userId} (201): a team lead's request is an invitation (`outcome: 'invited'`, the
 * invitation, pending); an administrator's is their own act, the member added at once (`outcome: 'added'`,
 * the member). Both carry the person's `userId` and `username`, as the answer always did.
 */
export const teamMemberAddedSchema = teamMemberSchema.extend({ outcome: z.literal('added') });
export const teamInvitationSentSchema = teamInvitationSchema.extend({ outcome: z.literal('invited') });
export const addTeamMemberAnswerSchema = z.discriminatedUnion('outcome', [
  teamInvitationSentSchema,
  teamMemberAddedSchema,
]);
export type AddTeamMemberAnswer = z.infer<typeof addTeamMemberAnswerSchema>;

/** POST /api/team/invitations/:id/decision: the invited user's answer. */
export const teamInvitationDecisionBodySchema = z.object({ decision: z.enum(TEAM_INVITATION_DECISIONS) });

/**
 * GET    /api/team/invitations?leadId=          -> teamInvitationSchema[] (a team's pending invitations: its
 *                                                  lead, or an administrator)
 * GET    /api/team/invitations/received         -> teamInvitationSchema[] (the caller's pending invitations)
 * POST   /api/team/invitations/:id/decision     teamInvitationDecisionBodySchema -> teamInvitationSchema
 *                                                  (the invited user only; 409 once decided or withdrawn)
 * DELETE /api/team/invitations/:id              -> okSchema (withdrawn: the team's lead or an administrator)
 */

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
  title: nameTextSchema().min(1).max(300),
});
/** GET /api/conversations query: a page, optionally of one center. */
export const conversationListQuerySchema = longPageQuerySchema.extend({
  centerType: z.enum(CENTER_TYPES).optional(),
});
export const renameConversationBodySchema = z.object({ title: nameTextSchema().min(1).max(300) });
export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  role: z.enum(MESSAGE_ROLES),
  content: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: isoDateSchema,
});
export type MessageDto = z.infer<typeof messageSchema>;
/** The most a message's metadata sent by a client may hold, in characters of JSON. */
export const MESSAGE_METADATA_MAX_CHARS = 64 * 1024;
export const createMessageBodySchema = z.object({
  role: z.enum(MESSAGE_ROLES),
  content: z.string().max(1_000_000),
  // Its nesting is bounded before it is parsed (the server's JSON parser), so measuring it here is safe.
  metadata: z
    .record(z.string(), z.unknown())
    .refine((metadata) => JSON.stringify(metadata).length <= MESSAGE_METADATA_MAX_CHARS, {
      message: `Metadata may hold at most ${MESSAGE_METADATA_MAX_CHARS / 1024} KB of JSON.`,
    })
    .default({}),
});
/**
 * GET /api/conversations/:id: the conversation with its messages as its reader may see them now. A source
 * (document) a message cites that the reader can no longer read has its words withheld (WITHHELD_SOURCE_TEXT
 * in their place); `withheldSources` counts those sources (withheldSourcesNotice says it).
 */
export const conversationWithMessagesSchema = conversationSchema.extend({
  messages: z.array(messageSchema),
  withheldSources: z.number().int().min(0).default(0),
});
export type ConversationWithMessages = z.infer<typeof conversationWithMessagesSchema>;
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
  clearance: z.enum(CLASSIFICATION_LEVELS),
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
/** An administrator grants or withdraws a clearance, and says why (kept in the audit log). */
export const userClearanceBodySchema = z.object({
  clearance: z.enum(CLASSIFICATION_LEVELS),
  reason: z.string().trim().min(1, 'Give a reason for the change.').max(500),
});

/**
 * GET  /api/admin/users                     -> adminUserSchema[]
 * GET  /api/admin/role-requests?status=     -> roleRequestSchema[]
 * POST /api/admin/role-requests/:id/decision roleDecisionBodySchema -> roleRequestSchema
 * PUT  /api/admin/users/:id/status          userStatusBodySchema -> adminUserSchema
 * PUT  /api/admin/users/:id/clearance       userClearanceBodySchema -> adminUserSchema (audited USER_CLEARANCE)
 */
