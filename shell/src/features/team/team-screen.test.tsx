import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, TeamInvitation, TeamMember } from '@csw/contracts';
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
const invitation = (id: string, userId: string, username: string, lead = 'lead.one'): TeamInvitation => ({
  id,
  leadId: lead === 'lead.one' ? 'lead' : `id-${lead}`,
  leadUsername: lead,
  userId,
  username,
  status: 'pending',
  createdAt: '2026-01-06T09:00:00.000Z',
  decidedAt: null,
});
const PEOPLE = [
  { id: 'u2', username: 'planner.two' },
  { id: 'u3', username: 'planner.three' },
  { id: 'u4', username: 'intel.four' },
];
const lookup: FakeHandler = ({ query }) => PEOPLE.filter((p) => p.username.includes(String(query?.query)));

function show(role: Role, routes: Record<string, FakeHandler>) {
  const api = createFakeApi({
    'GET /api/team/memberships': () => [],
    'GET /api/team/invitations': () => [],
    'GET /api/team/invitations/received': () => [],
    'GET /api/users': lookup,
    ...routes,
  });
  const onDashboard = jest.fn();
  renderShell(
    <TeamScreen user={sessionUser({ id: 'lead', username: 'lead.one', role })} onDashboard={onDashboard} />,
    { api },
  );
  return { api, onDashboard, user: userEvent.setup() };
}

describe('team screen', () => {
  it("lists a lead's members, invites one found by typing part of the name, and removes one after confirming", async () => {
    let members = [member('u2', 'planner.two', 'team_lead')];
    let pending: TeamInvitation[] = [];
    const { api, user } = show('team_lead', {
      'GET /api/team/members': () => members,
      'GET /api/team/invitations': () => pending,
      'POST /api/team/members': ({ body }) => {
        const found = PEOPLE.find((p) => p.id === (body as { userId: string }).userId)!;
        pending = [invitation('i3', found.id, found.username)];
        return { outcome: 'invited', ...pending[0] };
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
    expect(await screen.findByText('No invitations awaiting an answer.')).toBeInTheDocument();

    // A lead sends an invitation: the person joins only by accepting it.
    const send = screen.getByRole('button', { name: 'Send invitation' });
    expect(send).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to team' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Invite a member' }), 'plan');
    // A current member is not offered again.
    expect(await screen.findByRole('option', { name: 'planner.three' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'planner.two' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(send);
    expect(
      await screen.findByText(
        'Invitation sent to planner.three successfully. They join the team when they accept.',
      ),
    ).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/team/members', body: { userId: 'u3' } }),
    );
    const invitations = await screen.findByRole('table', { name: 'Pending invitations to your team' });
    expect(within(invitations).getByRole('row', { name: /planner\.three/ })).toBeInTheDocument();
    expect(within(table).queryByRole('row', { name: /planner\.three/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Invite a member' })).toHaveValue('');

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
    expect(await screen.findByText(/No members in your team yet: invite one/)).toBeInTheDocument();
  });

  it('lists the pending invitations of a lead, not offered again, and withdraws one', async () => {
    let pending = [invitation('i4', 'u4', 'intel.four')];
    const { api, user } = show('team_lead', {
      'GET /api/team/members': () => [],
      'GET /api/team/invitations': () => pending,
      'DELETE /api/team/invitations/i4': () => {
        pending = [];
        return { ok: true };
      },
    });
    const table = await screen.findByRole('table', { name: 'Pending invitations to your team' });
    expect(within(table).getByRole('row', { name: /intel\.four/ })).toBeInTheDocument();
    // Someone already invited is not offered again.
    await user.type(screen.getByRole('combobox', { name: 'Invite a member' }), 'four');
    expect(await screen.findByText('No user matches "four".')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'intel.four' })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Withdraw the invitation to intel.four' }));
    expect(await screen.findByText('Invitation to intel.four withdrawn successfully.')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/team/invitations/i4' }),
    );
    expect(await screen.findByText('No invitations awaiting an answer.')).toBeInTheDocument();
  });

  it('says why the server refused an invitation', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = show('team_lead', {
      'GET /api/team/members': () => [],
      'POST /api/team/members': () => {
        throw apiFailure(409, 'intel.four already has a pending invitation to this team.');
      },
    });
    expect(
      await screen.findByText('No members in your team yet: invite one above by typing part of their name.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Invite a member' }), 'intel');
    await user.click(await screen.findByRole('option', { name: 'intel.four' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'intel.four could not be added: intel.four already has a pending invitation to this team.',
    );
  });

  it('shows a member the team they belong to, read-only, and lets them leave it after confirming', async () => {
    let memberships = [{ leadId: 'l9', leadUsername: 'major.lead', addedAt: '2026-01-05T10:00:00.000Z' }];
    const { api, user } = show('user', {
      'GET /api/team/memberships': () => memberships,
      'GET /api/team/members': ({ query }) =>
        query?.leadId === 'l9' ? [member('lead', 'lead.one'), member('u4', 'intel.four')] : [],
      'DELETE /api/team/members/lead?leadId=l9': () => {
        memberships = [];
        return { ok: true };
      },
    });
    expect(await screen.findByText('major.lead')).toBeInTheDocument();
    expect(screen.getByText(/You are a member of the team led by/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: "Members of major.lead's team" });
    expect(within(table).getByRole('row', { name: /intel\.four/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /member/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    // A plain user has no team to manage: no invitations of a team are asked for.
    expect(api.calls.some((c) => c.path === '/api/team/invitations')).toBe(false);

    const leave = screen.getByRole('button', { name: 'Leave team led by major.lead' });
    expect(leave).toHaveTextContent('Leave team');
    await user.click(leave);
    const dialog = screen.getByRole('dialog', { name: 'Leave team' });
    expect(dialog).toHaveTextContent('Leave the team led by major.lead?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(leave);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave team' }));
    expect(await screen.findByText('You left the team of major.lead successfully.')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/team/members/lead?leadId=l9' }),
    );
    expect(await screen.findByText(/You are not a member of any team/)).toBeInTheDocument();
  });

  it('lists the invitations the user received: Accept joins the team, Decline does not', async () => {
    let received = [
      invitation('i1', 'lead', 'lead.one', 'major.lead'),
      invitation('i2', 'lead', 'lead.one', 'cpt.other'),
    ];
    let memberships: unknown[] = [];
    const { api, user } = show('user', {
      'GET /api/team/invitations/received': () => received,
      'GET /api/team/memberships': () => memberships,
      'GET /api/team/members': () => [],
      'POST /api/team/invitations/i1/decision': ({ body }) => {
        received = received.filter((i) => i.id !== 'i1');
        memberships = [
          { leadId: 'id-major.lead', leadUsername: 'major.lead', addedAt: '2026-01-07T10:00:00.000Z' },
        ];
        return {
          ...invitation('i1', 'lead', 'lead.one', 'major.lead'),
          status: (body as { decision: string }).decision === 'accept' ? 'accepted' : 'declined',
        };
      },
      'POST /api/team/invitations/i2/decision': () => {
        received = received.filter((i) => i.id !== 'i2');
        return { ...invitation('i2', 'lead', 'lead.one', 'cpt.other'), status: 'declined' };
      },
    });
    const list = await screen.findByRole('list', { name: 'Invitations to join a team' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(/You are not a member of any team/)).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Accept the invitation from major.lead' }));
    expect(await screen.findByText('You joined the team of major.lead successfully.')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/team/invitations/i1/decision',
        body: { decision: 'accept' },
      }),
    );
    // The new team is listed among the user's teams.
    expect(await screen.findByText(/You are a member of the team led by/)).toHaveTextContent('major.lead');

    await user.click(screen.getByRole('button', { name: 'Decline the invitation from cpt.other' }));
    expect(await screen.findByText('Invitation from cpt.other declined successfully.')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ path: '/api/team/invitations/i2/decision', body: { decision: 'decline' } }),
    );
    expect(await screen.findByText('No invitations awaiting your answer.')).toBeInTheDocument();
  });

  it("lets an administrator add members directly to another lead's team, and remove them", async () => {
    let members = [member('u4', 'intel.four')];
    const { api, user } = show('admin', {
      'GET /api/team/members': ({ query }) => (query?.leadId === 'u2' ? members : []),
      'POST /api/team/members?leadId=u2': () => {
        members = [...members, member('u3', 'planner.three')];
        return { outcome: 'added', ...members.at(-1) };
      },
      'DELETE /api/team/members/u4?leadId=u2': () => ({ ok: true }),
    });
    await user.type(screen.getByRole('combobox', { name: 'Manage the team of' }), 'two');
    await user.click(await screen.findByRole('option', { name: 'planner.two' }));
    // Only team leads have a team to manage: the lookup asks for them alone (an administrator's filter).
    expect(api.calls).toContainEqual(
      expect.objectContaining({ path: '/api/users', query: expect.objectContaining({ role: 'team_lead' }) }),
    );
    expect(await screen.findByRole('heading', { name: 'The team of planner.two' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: "Members of planner.two's team" });
    expect(api.calls).toContainEqual(
      expect.objectContaining({ path: '/api/team/invitations', query: { leadId: 'u2' } }),
    );

    await user.type(screen.getByRole('combobox', { name: 'Add a member' }), 'three');
    await user.click(await screen.findByRole('option', { name: 'planner.three' }));
    await user.click(screen.getByRole('button', { name: 'Add to team' }));
    expect(await screen.findByText('planner.three added to the team successfully.')).toBeInTheDocument();
    expect(await within(table).findByRole('row', { name: /planner\.three/ })).toBeInTheDocument();

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
