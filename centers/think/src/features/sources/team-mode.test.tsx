import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CenterProps } from '@csw/contracts';
import { createFakeApi, withFakeApi, type FakeHandler } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { ThinkCenter } from '../../app/think-center';
import { makeDocument, thinkRoutes } from '../../testing/fake-think';

const user = { id: 'lead', username: 'team.lead', role: 'team_lead' };
const props: CenterProps = { user, cognitiveState: 'Fresh', simplified: false, teamMode: false };

const OWN = [
  makeDocument({ id: 'd1', title: 'Fuel resupply plan' }),
  makeDocument({ id: 'd2', title: 'Radar log' }),
];
const TEAM = [
  makeDocument({ id: 't1', title: 'Fuel state of the team', access: 'team', ownerUsername: 'peer' }),
];

jest.setTimeout(20_000);

describe("THINK's picker follows team mode without a reload", () => {
  it('reads the list and its count again when team mode is switched, both ways, keeping the filter', async () => {
    let teamMode = false;
    const listRoute: FakeHandler = ({ query }) => {
      const q = String(query?.q ?? '').toLowerCase();
      const items = (teamMode ? [...OWN, ...TEAM] : OWN).filter((d) => d.title.toLowerCase().includes(q));
      return { items, total: items.length };
    };
    const api = createFakeApi(thinkRoutes({ 'GET /api/documents': listRoute, 'GET /api/folders': () => [] }));
    const { bus } = renderWithPlatform(<ThinkCenter {...props} />, { wrapper: withFakeApi(api) });
    expect(
      await screen.findByRole('tab', { name: 'Vector Database (2)' }, { timeout: 5000 }),
    ).toBeInTheDocument();

    teamMode = true;
    act(() => bus.publish('workspace/team-mode-changed', { teamMode: true }, 'shell'));
    expect(await screen.findByRole('tab', { name: 'Vector Database (3)' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Documents to analyse' });
    expect(await within(list).findByText('Fuel state of the team')).toBeInTheDocument();

    // With a filter typed, the filtered list and the library's total are both read again.
    const u = userEvent.setup();
    await u.type(screen.getByRole('searchbox', { name: 'Filter documents' }), 'fuel');
    await waitFor(() => expect(within(list).getAllByRole('checkbox')).toHaveLength(2));
    teamMode = false;
    act(() => bus.publish('workspace/team-mode-changed', { teamMode: false }, 'shell'));
    expect(await screen.findByRole('tab', { name: 'Vector Database (2)' })).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('checkbox')).toHaveLength(1));
    expect(within(list).queryByText('Fuel state of the team')).not.toBeInTheDocument();
  });
});
