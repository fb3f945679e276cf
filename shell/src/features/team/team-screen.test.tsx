import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, TeamMember } from '@csw/contracts';
import { apiFailure, createFakeApi, type FakeHandler } from '@csw/storage/testing';
import { sessionUser } from '../../testing/fixtures';
import { renderShell } from '../../testing/render-shell';
import { TeamScreen } from './team-screen';

const member = (userId: string, username: string, role: Role = 'user'): TeamMember => ({
  userId,
  username,
  role,
  addedAt: '2026-01-05T10:00:00.000Z',
});
const PEOPLE = [
  { id: 'u2', username: 'planner.two' },
  { id: 'u3', username: 'planner.three' },
  { id: 'u4', username: 'intel.four' },
];
const lookup: FakeHandler = ({ query }) => PEOPLE.filter((p) => p.username.includes(String(query?.query)));

function show(role: Role, routes: Record<string, FakeHandler>) {
  const api = createFakeApi({ 'GET /api/team/memberships': () => [], 'GET /api/users': lookup, ...routes });
  const onDashboard = jest.fn();
  renderShell(
    <TeamScreen user={sessionUser({ id: 'lead', username: 'lead.one', role })} onDashboard={onDashboard} />,
    {
      api,
    },
  );
  return { api, onDashboard, user: userEvent.setup() };
}

describe('team screen', () => {
  it("lists the members of a lead's team with their role, adds one found by typing part of the name, removes one after confirming", async () => {
    let members = [member('u2', 'planner.two', 'team_lead')];
    const { api, user } = show('team_lead', {
      'GET /api/team/members': () => members,
      'POST /api/team/members': ({ body }) => {
        const found = PEOPLE.find((p) => p.id === (body as { userId: string }).userId)!;
        members = [...members, member(found.id, found.username)];
        return members.at(-1);
      },
      'DELETE /api/team/members/u2': () => {
        members = members.filter((m) => m.userId !== 'u2');
        return { ok: true };
      },
    });

    const table = await screen.findByRole('table', { name: 'Members of your team' });
    const row = within(table).getByRole('row', { name: /planner\.two/ });
    expect(row.querySelector('[data-role]')).toHaveAttribute('data-role', 'team_lead');
    expect(screen.getByRole('heading', { name: 'Your team' })).toBeInTheDocument();

    const add = screen.getByRole('button', { name: 'Add to team' });
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'Add a member' }), 'plan');
    // A current member is not offered again.
    expect(await screen.findByRole('option', { name: 'planner.three' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'planner.two' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(add);
    expect(await screen.findByText('planner.three added to the team successfully.')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/team/members', body: { userId: 'u3' } }),
    );
    expect(await within(table).findByRole('row', { name: /planner\.three/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Add a member' })).toHaveValue('');

    await user.click(within(table).getByRole('button', { name: 'Remove planner.two' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove team member' });
    expect(dialog).toHaveTextContent('Remove planner.two from the team?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(table).getByRole('button', { name: 'Remove planner.two' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('planner.two removed from the team successfully.')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/team/members/u2' }),
    );
    await screen.findByRole('row', { name: /planner\.three/ });
    expect(screen.queryByRole('row', { name: /planner\.two/ })).not.toBeInTheDocument();
  });

  it('says why the server refused an addition', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = show('team_lead', {
      'GET /api/team/members': () => [],
      'POST /api/team/members': () => {
        throw apiFailure(409, 'intel.four is already a member of this team.');
      },
    });
    expect(
      await screen.findByText('No members in your team yet: add one above by typing part of their name.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Add a member' }), 'intel');
    await user.click(await screen.findByRole('option', { name: 'intel.four' }));
    await user.click(screen.getByRole('button', { name: 'Add to team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'intel.four could not be added: intel.four is already a member of this team.',
    );
  });

  it('shows a member the team they belong to, read-only, and nothing to manage', async () => {
    const { api } = show('user', {
      'GET /api/team/memberships': () => [
        { leadId: 'l9', leadUsername: 'major.lead', addedAt: '2026-01-05T10:00:00.000Z' },
      ],
      'GET /api/team/members': ({ query }) =>
        query?.leadId === 'l9' ? [member('lead', 'lead.one'), member('u4', 'intel.four')] : [],
    });
    expect(await screen.findByText('major.lead')).toBeInTheDocument();
    expect(screen.getByText(/You are a member of the team led by/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: "Members of major.lead's team" });
    expect(within(table).getByRole('row', { name: /intel\.four/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Add a member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("lets an administrator manage another lead's team", async () => {
    const { api, user } = show('admin', {
      'GET /api/team/members': ({ query }) => (query?.leadId === 'u2' ? [member('u4', 'intel.four')] : []),
      'DELETE /api/team/members/u4?leadId=u2': () => ({ ok: true }),
    });
    await user.type(screen.getByRole('combobox', { name: 'Manage the team of' }), 'two');
    await user.click(await screen.findByRole('option', { name: 'planner.two' }));
    // Only team leads have a team to manage: the lookup asks for them alone.
    expect(api.calls).toContainEqual(
      expect.objectContaining({ path: '/api/users', query: expect.objectContaining({ role: 'team_lead' }) }),
    );
    expect(await screen.findByRole('heading', { name: 'The team of planner.two' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: "Members of planner.two's team" });
    await user.click(within(table).getByRole('button', { name: 'Remove intel.four' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('intel.four removed from the team successfully.')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/team/members/u4?leadId=u2' }),
    );
  });

  it('goes back to the dashboard', async () => {
    const { user, onDashboard } = show('user', {});
    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(onDashboard).toHaveBeenCalled();
  });
});
