// Plain constants and types (no zod), so apps that need only these do not load the schema library.
import type { CenterId } from '../centers';

export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;

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
