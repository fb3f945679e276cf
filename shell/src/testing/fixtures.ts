import type { SessionUser } from '@csw/contracts';

/** A signed-in user for tests; override what the test is about. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    username: 'analyst.one',
    email: null,
    role: 'user',
    clearance: 'UNCLASS',
    pendingRoleRequest: null,
    preferences: { cognitiveState: 'Fresh', teamMode: false },
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export const usage = (
  counts: Partial<Record<'think' | 'create' | 'review' | 'advise' | 'execute', number>> = {},
) => {
  const full = { think: 0, create: 0, review: 0, advise: 0, execute: 0, ...counts };
  return { ...full, total: Object.values(full).reduce((a, b) => a + b, 0) };
};
