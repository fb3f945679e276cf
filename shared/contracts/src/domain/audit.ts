// Plain constants and types (no zod), so apps that need only these do not load the schema library.
import type { CenterId } from '../centers';

export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;

/**
 * Every action the server's audit log records: the first fourteen are the original's, the others what the
 * real product adds. Names matter: the usage counters count actions by the words they contain (USAGE_RULES).
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
  'USER_CLEARANCE',
  'PREFERENCES_UPDATE',
  'FOLDER_RENAME',
  'FOLDER_DELETE',
  'TEAM_MEMBER_ADD',
  'TEAM_MEMBER_REMOVE',
  'TEAM_INVITE',
  'TEAM_INVITE_ACCEPT',
  'TEAM_INVITE_DECLINE',
  'TEAM_INVITE_WITHDRAW',
  'TEAM_LEAVE',
  'CONVERSATION_CREATE',
  'CONVERSATION_RENAME',
  'CONVERSATION_DELETE',
  'MESSAGE_ADD',
  'ACCESS_DENIED',
  'AUDIT_EXPORT',
  'ACCOUNT_CREATE',
  'TASK_CREATE',
  'TASK_UPDATE',
  'TASK_MOVE',
  'TASK_DELETE',
  'TASK_REPORT',
  'TASK_AUTOMATION',
  'DATA_EXPORT',
  'PASSWORD_CHANGE',
  'SESSION_END',
  'DOC_MOVE',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The spec's usage counters (section 9): a center's count is the number of the user's audit entries whose
 * action contains one of its words; Total Actions is the sum.
 */
export const USAGE_RULES: Record<CenterId, readonly string[]> = {
  think: ['ANALYSIS', 'DOC_UPLOAD'],
  create: ['DOC_GENERATE', 'DOC_SAVE'],
  review: ['DOC_VIEW', 'SEARCH'],
  advise: ['CONSULTATION'],
  execute: ['TASK', 'ORCHESTRATE'],
};

/** Which center an audit action counts for, if any (first matching rule in center order). */
export function centerOfAction(action: string): CenterId | null {
  for (const [center, words] of Object.entries(USAGE_RULES) as [CenterId, readonly string[]][]) {
    if (words.some((word) => action.includes(word))) return center;
  }
  return null;
}
