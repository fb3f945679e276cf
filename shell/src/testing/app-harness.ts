import { CENTER_CATALOG, CENTER_CONTRACT_VERSION, type CenterId } from '@csw/contracts';
import type { FakeHandler } from '@csw/storage/testing';
import { sessionUser, usage } from './fixtures';

/** The center definitions a test App loads (the slot itself is faked: fake-center-slot.tsx). */
export const loadFakeDefinition = () =>
  jest.fn(async (id: CenterId) => ({
    id,
    title: CENTER_CATALOG[id].title,
    contractVersion: CENTER_CONTRACT_VERSION,
    version: '1.0.0',
    Component: () => null,
  }));

/** What the App reads for a signed-in user on an empty dashboard; `overrides` replace or add routes. */
export function signedInRoutes(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /api/auth/me': () => ({ user: sessionUser({ username: 'analyst.one' }) }),
    'GET /api/auth/config': () => ({ demoMode: false, demo: null }),
    'GET /api/stats/dashboard': () => ({ usage: usage(), documents: 0, thisWeek: 0, mode: 'SOLO' }),
    'GET /api/documents': () => ({ items: [], total: 0 }),
    'GET /api/documents/shared': () => ({ items: [], total: 0 }),
    'GET /api/plans/summaries': () => ({ items: [], now: '2026-03-02T10:00:00.000Z' }),
    'GET /api/team/invitations/received': () => [],
    ...overrides,
  };
}
