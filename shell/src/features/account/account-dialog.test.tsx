import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, type AccountSession } from '@csw/contracts';
import { apiFailure, createFakeApi, type FakeHandler } from '@csw/storage/testing';
import { sessionUser } from '../../testing/fixtures';
import { renderShell } from '../../testing/render-shell';
import { AccountDialog } from './account-dialog';

const THIS = 'a'.repeat(32);
const LAPTOP = 'b'.repeat(32);
const PHONE = 'c'.repeat(32);

const session = (id: string, clientAddress: string | null, current = false): AccountSession => ({
  id,
  createdAt: '2026-03-02T08:15:00.000Z',
  lastSeenAt: '2026-03-02T09:40:00.000Z',
  clientAddress,
  current,
});

function show(routes: Record<string, FakeHandler> = {}) {
  let sessions = [session(THIS, '10.0.0.1', true), session(LAPTOP, '10.0.0.2'), session(PHONE, null)];
  const api = createFakeApi({
    'GET /api/auth/sessions': () => sessions,
    [`DELETE /api/auth/sessions/${LAPTOP}`]: () => {
      sessions = sessions.filter((s) => s.id !== LAPTOP);
      return { ended: 1, current: false };
    },
    'DELETE /api/auth/sessions': () => {
      const ended = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return { ended, current: false };
    },
    'POST /api/auth/password': () => {
      const ended = sessions.filter((s) => !s.current).length;
      sessions = [session('d'.repeat(32), '10.0.0.1', true)];
      return { otherSessionsEnded: ended };
    },
    ...routes,
  });
  const onClose = jest.fn();
  renderShell(<AccountDialog user={sessionUser({ username: 'analyst.one' })} onClose={onClose} />, { api });
  return { api, onClose, user: userEvent.setup() };
}

const sessionsTable = () => screen.findByRole('table', { name: 'Your sessions' });
const gets = (api: ReturnType<typeof createFakeApi>) =>
  api.calls.filter((c) => c.method === 'GET' && c.path === '/api/auth/sessions').length;

describe('account dialog', () => {
  it('is a labelled dialog with the password fields and the list of sessions', async () => {
    show();
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    expect(dialog).toHaveAccessibleDescription('Signed in as analyst.one');
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    expect(within(dialog).getByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(within(dialog).getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(within(dialog).getByRole('button', { name: 'Change password' })).toBeDisabled();
    const table = await sessionsTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('10.0.0.1');
    expect(within(rows[0]!).getByText('This session')).toBeInTheDocument();
    // The current session is signed out with Logout, not from this list.
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole('button', { name: /^Sign out the session from 10\.0\.0\.2, signed in / }),
    ).toBeEnabled();
    expect(rows[2]).toHaveTextContent('Unknown');
  });

  it('changes the password with the current one, says so, clears the fields and reads the sessions again', async () => {
    const { api, user } = show();
    await sessionsTable();
    await user.type(screen.getByLabelText('Current password'), 'Old-passphrase-of-mine-1');
    await user.type(screen.getByLabelText('New password'), 'Granite-meadow-lantern-93');
    await user.type(screen.getByLabelText('Confirm new password'), 'Granite-meadow-lantern-93');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.passwordChanged);
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/api/auth/password',
      body: { currentPassword: 'Old-passphrase-of-mine-1', newPassword: 'Granite-meadow-lantern-93' },
    });
    for (const label of ['Current password', 'New password', 'Confirm new password'])
      expect(screen.getByLabelText(label)).toHaveValue('');
    // Every other session was signed out: the list shows this one only.
    await waitFor(async () => expect(within(await sessionsTable()).getAllByRole('row')).toHaveLength(2));
    expect(gets(api)).toBe(2);
    expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  });

  it('refuses two different new passwords before asking the server', async () => {
    const { api, user } = show();
    await user.type(screen.getByLabelText('Current password'), 'Old-passphrase-of-mine-1');
    await user.type(screen.getByLabelText('New password'), 'Granite-meadow-lantern-93');
    await user.type(screen.getByLabelText('Confirm new password'), 'Granite-meadow-lantern-39');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      ACCOUNT_MESSAGES.passwordsDiffer,
    );
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.passwordsDiffer);
    expect(api.calls.some((c) => c.path === '/api/auth/password')).toBe(false);
  });

  it("shows the server's refusal as an error message and keeps what was typed", async () => {
    const { user } = show({
      'POST /api/auth/password': () => {
        throw apiFailure(400, ACCOUNT_MESSAGES.wrongCurrentPassword);
      },
    });
    await user.type(screen.getByLabelText('Current password'), 'Not-my-password-at-all');
    await user.type(screen.getByLabelText('New password'), 'Granite-meadow-lantern-93');
    await user.type(screen.getByLabelText('Confirm new password'), 'Granite-meadow-lantern-93');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.wrongCurrentPassword);
    expect(screen.getByLabelText('Current password')).toHaveValue('Not-my-password-at-all');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
  });

  it('signs out one other session, then every other one', async () => {
    const { api, user } = show();
    const table = await sessionsTable();
    await user.click(within(table).getByRole('button', { name: /^Sign out the session from 10\.0\.0\.2/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.sessionEnded);
    expect(api.calls).toContainEqual({ method: 'DELETE', path: `/api/auth/sessions/${LAPTOP}` });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).queryByText('10.0.0.2')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.otherSessionsEnded)).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'DELETE', path: '/api/auth/sessions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  });

  it('says when a session could not be signed out', async () => {
    const { user } = show({
      [`DELETE /api/auth/sessions/${LAPTOP}`]: () => {
        throw apiFailure(404, ACCOUNT_MESSAGES.sessionNotFound);
      },
    });
    const table = await sessionsTable();
    await user.click(within(table).getByRole('button', { name: /^Sign out the session from 10\.0\.0\.2/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The session could not be signed out: ${ACCOUNT_MESSAGES.sessionNotFound}`,
    );
  });

  it('says when the sessions could not be loaded', async () => {
    show({
      'GET /api/auth/sessions': () => {
        throw apiFailure(503, 'The database is not available. Try again in a moment.');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your sessions could not be loaded: The database is not available. Try again in a moment.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('closes with its Close button and with Escape', async () => {
    const { onClose, user } = show();
    await sessionsTable();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
