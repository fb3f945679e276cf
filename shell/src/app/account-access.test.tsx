import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { CENTER_CATALOG, CENTER_CONTRACT_VERSION, type CenterId } from '@csw/contracts';
import { createIsolatedBus, useBus } from '@csw/event-bus';
import { createFakeApi } from '@csw/storage/testing';
import { sessionUser, usage } from '../testing/fixtures';
import { App } from './app';

// Jest never loads real remotes: a stand-in center announces itself on the bus like a real one.
jest.mock('../federation/center-slot', () => ({
  CenterSlot: function FakeSlot({ centerId }: { centerId: CenterId }) {
    const bus = useBus();
    useEffect(
      () =>
        bus.publish(
          'center/mounted',
          { centerId, version: '1.0.0', origin: `http://${centerId}.test` },
          centerId,
        ),
      [bus, centerId],
    );
    return <h1>{centerId.toUpperCase()}</h1>;
  },
}));
jest.mock('../federation/center-registry', () => ({ loadCenter: jest.fn(), preloadCenter: jest.fn() }));

function signedIn() {
  const api = createFakeApi({
    'GET /api/auth/me': () => ({ user: sessionUser({ username: 'analyst.one' }) }),
    'GET /api/auth/config': () => ({ demoMode: false, demo: null }),
    'GET /api/stats/dashboard': () => ({ usage: usage(), documents: 0, thisWeek: 0, mode: 'SOLO' }),
    'GET /api/documents': () => ({ items: [], total: 0 }),
    'GET /api/documents/shared': () => ({ items: [], total: 0 }),
    'GET /api/plans/summaries': () => ({ items: [], now: '2026-03-02T10:00:00.000Z' }),
    'GET /api/auth/sessions': () => [
      {
        id: 'a'.repeat(32),
        createdAt: '2026-03-02T08:15:00.000Z',
        lastSeenAt: '2026-03-02T09:40:00.000Z',
        clientAddress: '10.0.0.1',
        current: true,
      },
    ],
  });
  const loadDefinition = jest.fn(async (id: CenterId) => ({
    id,
    title: CENTER_CATALOG[id].title,
    contractVersion: CENTER_CONTRACT_VERSION,
    version: '1.0.0',
    Component: () => null,
  }));
  render(<App bus={createIsolatedBus('shell')} api={api} loadDefinition={loadDefinition} />);
  return { api, user: userEvent.setup() };
}

describe('the account dialog in the shell', () => {
  it('opens from the Account button beside the user badge, on the dashboard and in a center', async () => {
    const { user } = signedIn();
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    expect(within(dialog).getByLabelText('Current password')).toBeInTheDocument();
    expect(await within(dialog).findByRole('table', { name: 'Your sessions' })).toHaveTextContent('10.0.0.1');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open THINK' }));
    const sidebar = await screen.findByRole('complementary', { name: 'Workspace' });
    await user.click(within(sidebar).getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
  });
});
