// Plain constants and types (no zod), so apps that need only these do not load the schema library.

export const CENTER_TYPES = ['THINK', 'CREATE', 'REVIEW', 'ADVISE', 'EXECUTE'] as const;

export const MESSAGE_ROLES = ['user', 'assistant', 'system'] as const;

/** Administration (admin only). */
export const USER_STATUSES = ['active', 'disabled'] as const;
