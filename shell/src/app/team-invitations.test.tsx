import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamInvitation } from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';
import { createFakeApi } from '@csw/storage/testing';
import { loadFakeDefinition, signedInRoutes } from '../testing/app-harness';
import { App } from './app';

jest.mock('../federation/center-slot', () => ({ CenterSlot: () => null }));
jest.mock('../federation/center-registry', () => ({ loadCenter: jest.fn(), preloadCenter: jest.fn() }));

const invitation = (id: string, leadUsername: string): TeamInvitation => ({
  id,
  leadId: `id-${leadUsername}`,
  leadUsername,
  userId: 'u1',
  username: 'analyst.one',
  status: 'pending',
  createdAt: '2026-03-01T09:00:00.000Z',
  decidedAt: null,
});

function signedIn(received: TeamInvitation[]) {
  let pending = received;
  const api = createFakeApi(
    signedInRoutes({
      'GET /api/team/invitations/received': () => pending,
      'POST /api/team/invitations/i1/decision': () => {
        pending = pending.filter((i) => i.id !== 'i1');
        return { ...invitation('i1', 'major.lead'), status: 'accepted' };
      },
    }),
  );
  const loadDefinition = loadFakeDefinition();
  render(<App bus={createIsolatedBus('shell')} api={api} loadDefinition={loadDefinition} />);
  return { api, user: userEvent.setup() };
}

describe('team invitations on the dashboard', () => {
  it('shows the invitations the user received, with Accept and Decline, until answered', async () => {
    const { api, user } = signedIn([invitation('i1', 'major.lead')]);
    const section = await screen.findByRole('region', { name: 'Team invitations' });
    expect(section).toHaveTextContent('major.lead invites you to join their team');
    expect(
      within(section).getByRole('button', { name: 'Decline the invitation from major.lead' }),
    ).toBeEnabled();
    await user.click(within(section).getByRole('button', { name: 'Accept the invitation from major.lead' }));
    expect(await screen.findByText('You joined the team of major.lead successfully.')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ path: '/api/team/invitations/i1/decision', body: { decision: 'accept' } }),
    );
    expect(screen.queryByRole('button', { name: /Accept the invitation/ })).not.toBeInTheDocument();
  });

  it('shows nothing of team invitations when there are none', async () => {
    const { api } = signedIn([]);
    expect(await screen.findByRole('button', { name: 'Open THINK' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/team/invitations/received')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Team invitations' })).not.toBeInTheDocument();
  });
});
