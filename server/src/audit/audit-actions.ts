import type { AUDIT_OUTCOMES } from '@csw/contracts';

export { AUDIT_ACTIONS, type AuditAction } from '@csw/contracts';

export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];
