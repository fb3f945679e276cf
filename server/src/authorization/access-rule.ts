import type { Role } from '@csw/contracts';

/** What a document grant or relation allows (see policies.ts). */
export type DocumentAction = 'read' | 'update' | 'delete' | 'share' | 'manageShares';
/** Folders, conversations: the owner may change them; built-in folders are read-only. */
export type OwnedAction = 'read' | 'change';

/**
 * The access rule every API route declares in `config.access`. The guard (guard.ts) refuses to start a
 * server with an API route that has none, and checks it on every request before the handler runs:
 * - public: anyone, signed in or not;
 * - signedIn: a live session, optionally with one of `roles`;
 * - object: also the object named by the route's `:id` must be visible to the user (404 otherwise, so its
 *   existence is not revealed) and the action allowed to them (403 otherwise).
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signedIn'; roles?: readonly Role[] }
  | { kind: 'object'; resource: 'document'; action: DocumentAction }
  | { kind: 'object'; resource: 'folder'; action: OwnedAction }
  | { kind: 'object'; resource: 'conversation'; action: OwnedAction }
  | { kind: 'object'; resource: 'plan'; action: OwnedAction }
  | { kind: 'object'; resource: 'task'; action: OwnedAction }
  | { kind: 'object'; resource: 'teamMember'; action: 'remove'; roles: readonly Role[] }
  | { kind: 'object'; resource: 'teamInvitation'; action: 'decide' | 'withdraw' }
  | { kind: 'object'; resource: 'roleRequest'; action: 'decide'; roles: readonly Role[] }
  | { kind: 'object'; resource: 'account'; action: 'setStatus' | 'setClearance'; roles: readonly Role[] };

export type ObjectRule = Extract<AccessRule, { kind: 'object' }>;
export type ResourceKind = ObjectRule['resource'];

export const PUBLIC: AccessRule = { kind: 'public' };
export const SIGNED_IN: AccessRule = { kind: 'signedIn' };
export const ADMIN_ONLY: AccessRule = { kind: 'signedIn', roles: ['admin'] };
export const TEAM_LEADS: readonly Role[] = ['team_lead', 'admin'];
