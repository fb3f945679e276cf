import type { AUDIT_OUTCOMES } from '@csw/contracts';

export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/**
 * Every action the audit log records. The first fourteen are the original's; the others are what the real
 * product adds. Names matter: the usage counters count actions by the words they contain (USAGE_RULES).
 */
export const AUDIT_ACTIONS = [
  'LOGIN',
  'LOGIN_FAIL',
  'LOGOUT',
  'REGISTER',
  'DOC_UPLOAD',
  'ANALYSIS',
  'DOC_GENERATE',
  'DOC_SAVE',
  'VECTOR_DB_INIT',
  'VECTOR_SEARCH',
  'DOC_DELETE',
  'DOC_UPDATE',
  'FOLDER_CREATE',
  'TASK_ORCHESTRATE',
  'ROLE_REQUEST',
  'ROLE_DECISION',
  'SHARE',
  'SHARE_REVOKE',
  'DOC_VIEW',
  'SEARCH',
  'CONSULTATION',
  'LOCKOUT',
  'USER_STATUS',
  'PREFERENCES_UPDATE',
  'FOLDER_RENAME',
  'FOLDER_DELETE',
  'TEAM_MEMBER_ADD',
  'TEAM_MEMBER_REMOVE',
  'CONVERSATION_CREATE',
  'CONVERSATION_RENAME',
  'CONVERSATION_DELETE',
  'MESSAGE_ADD',
  'ACCESS_DENIED',
  'AUDIT_EXPORT',
  'ACCOUNT_CREATE',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
