import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, type FakeHandler } from '@csw/storage/testing';
import { renderShell } from '../../testing/render-shell';
import { Administration } from './administration';
import { toAuditQuery } from './audit-filters';

const adminUser = (
  id: string,
  username: string,
  role: string,
  status = 'active',
  pendingRoleRequest: string | null = null,
) => ({
  id,
  username,
  email: null,
  role,
  status,
  pendingRoleRequest,
  createdAt: '2026-01-02T08:00:00.000Z',
});
const request = {
  id: 'r1',
  userId: 'u2',
  username: 'new.officer',
  requestedRole: 'admin',
  status: 'pending',
  createdAt: '2026-01-03T08:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
};
const entry = (id: string, action: string, outcome: string) => ({
  id,
  userId: 'u2',
  username: 'new.officer',
  action,
  outcome,
  at: '2026-01-03T08:00:00.000Z',
  clientAddress: '127.0.0.1',
  details: action === 'LOGIN_FAIL' ? { attemptedUsername: 'new.officer' } : {},
});

function show(routes: Record<string, FakeHandler> = {}) {
  let pending = [request];
  const api = createFakeApi({
    'GET /api/admin/users': () => [
      adminUser('u1', 'demo.admin', 'admin'),
      adminUser('u2', 'new.officer', 'user', 'active', 'admin'),
    ],
    'GET /api/admin/role-requests': () => pending,
    'POST /api/admin/role-requests/r1/decision': ({ body }) => {
      pending = [];
      return {
        ...request,
        status: (body as { decision: string }).decision === 'approve' ? 'approved' : 'refused',
        decidedAt: 'now',
        decidedBy: 'u1',
      };
    },
    'PUT /api/admin/users/u2/status': ({ body }) =>
      adminUser('u2', 'new.officer', 'user', (body as { status: string }).status),
    'GET /api/admin/audit': ({ query }) => ({
      items:
        query?.action === 'LOGIN_FAIL'
          ? [entry('a2', 'LOGIN_FAIL', 'failure')]
          : [entry('a1', 'REGISTER', 'success'), entry('a2', 'LOGIN_FAIL', 'failure')],
      total: query?.action === 'LOGIN_FAIL' ? 1 : 2,
    }),
    ...routes,
  });
  const onDashboard = jest.fn();
  return {
    ...renderShell(<Administration currentUserId="u1" onDashboard={onDashboard} />, { api }),
    api,
    onDashboard,
  };
}

describe('administration', () => {
  it('approves a pending role request', async () => {
    const user = userEvent.setup();
    const { api } = show();
    const table = await screen.findByRole('table', { name: 'Pending role requests' });
    expect(within(table).getByText('new.officer')).toBeInTheDocument();
    expect(within(table).getByText('Awaiting approval')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve new.officer as Admin' }));
    expect(
      await screen.findByText(
        'new.officer is now Admin: the server applies it to their next request, and their screen shows it once they reload the page.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'approve' });
    expect(await screen.findByText('No role request is waiting.')).toBeInTheDocument();
  });

  it('refuses a request only after a confirmation', async () => {
    const user = userEvent.setup();
    const { api } = show();
    await user.click(await screen.findByRole('button', { name: 'Refuse new.officer as Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuse role request' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Refuse new.officer as Admin' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('The request of new.officer for Admin was refused.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'refuse' });
  });

  it('lists users with role and status, and disables an account after confirmation (never your own)', async () => {
    const user = userEvent.setup();
    const { api } = show();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('demo.admin');
    expect(rows[1]!.querySelector('[data-role]')).toHaveAttribute('data-role', 'admin');
    expect(within(rows[1]!).getByRole('button', { name: 'Disable demo.admin' })).toBeDisabled();
    expect(rows[2]).toHaveTextContent('Active');
    await user.click(within(rows[2]!).getByRole('button', { name: 'Disable new.officer' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Disable account' })).getByRole('button', {
        name: 'Disable',
      }),
    );
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'disabled' }),
    );
  });

  it('shows the audit log of everyone with outcomes in words, filters it and exports the same filters as CSV', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('tab', { name: 'Audit log' }));
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('failure').parentElement?.querySelector('[data-status]')).toHaveAttribute(
      'data-status',
      'critical',
    );
    // Details as labelled fields, not JSON.
    const attempted = within(table).getByRole('term');
    expect(attempted).toHaveTextContent('Attempted username');
    expect(within(table).getByRole('definition')).toHaveTextContent('new.officer');
    expect(within(table).queryByText(/\{"/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'LOGIN_FAIL');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Audit log' })).getAllByRole('row')).toHaveLength(2),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/audit.csv?action=LOGIN_FAIL',
    );
    expect(screen.getByText('Entries 1–1 of 1')).toBeInTheDocument();
  });

  it('turns local days into the instants that bound them', () => {
    const query = toAuditQuery({ userId: '', action: '', fromDay: '2026-01-03', toDay: '2026-01-03' });
    expect(query.from).toBe(new Date(2026, 0, 3).toISOString());
    expect(query.to).toBe(new Date(2026, 0, 4).toISOString());
    expect(query.userId).toBeUndefined();
  });
});
