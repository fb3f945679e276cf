// Plain constants and types (no zod), so apps that need only these do not load the schema library.

export const CENTER_TYPES = ['THINK', 'CREATE', 'REVIEW', 'ADVISE', 'EXECUTE'] as const;

export const MESSAGE_ROLES = ['user', 'assistant', 'system'] as const;

/** Administration (admin only). */
export const USER_STATUSES = ['active', 'disabled'] as const;

/**
 * An invitation to a team: pending until the invited user accepts (and joins) or declines, or the lead
 * withdraws it. Nobody joins a team without saying yes, except by an administrator's audited act.
 */
export const TEAM_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type TeamInvitationStatus = (typeof TEAM_INVITATION_STATUSES)[number];
/** What the invited user answers (POST /api/team/invitations/:id/decision). */
export const TEAM_INVITATION_DECISIONS = ['accept', 'decline'] as const;
export type TeamInvitationDecision = (typeof TEAM_INVITATION_DECISIONS)[number];
