import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, DEMO_ACCOUNT } from '@csw/contracts';
import { apiFailure, createFakeApi, type FakeHandler } from '@csw/storage/testing';
import { useSession } from '../../lib/session';
import { sessionUser } from '../../testing/fixtures';
import { renderShell } from '../../testing/render-shell';
import { LoginScreen } from './login-screen';

function Gate() {
  const { state } = useSession();
  if (state.status === 'signed-in') return <p>Signed in as {state.user.username}</p>;
  if (state.status === 'loading') return null;
  return <LoginScreen notice={state.notice} />;
}

const config = { demoMode: true, demo: { ...DEMO_ACCOUNT, clearance: 'SECRET' } };
function api(routes: Record<string, FakeHandler> = {}) {
  return createFakeApi({
    'GET /api/auth/me': () => {
      throw apiFailure(401, 'Not signed in.');
    },
    'GET /api/auth/config': () => config,
    ...routes,
  });
}

describe('login screen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('has two real tabs, Access Control and Register; Register adds the role select', async () => {
    const user = userEvent.setup();
    renderShell(<Gate />, { api: api(), withSession: true });
    const login = await screen.findByRole('tab', { name: 'Access Control' });
    expect(login).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Authenticate' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();

    login.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect([...(role as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'User',
      'Team Lead',
      'Admin',
    ]);
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('signs in, showing Processing... (disabled) while the request runs', async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => undefined;
    const fake = api({ 'POST /api/auth/login': () => new Promise((resolve) => (finish = resolve)) });
    renderShell(<Gate />, { api: fake, withSession: true });
    await user.type(await screen.findByLabelText('Username'), 'analyst.one');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.keyboard('{Enter}');
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    finish({ user: sessionUser() });
    expect(await screen.findByText('Signed in as analyst.one')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      username: 'analyst.one',
      password: 'correct horse battery',
    });
  });

  it.each([
    [apiFailure(401, 'Invalid credentials. Access denied.'), AUTH_MESSAGES.invalidCredentials],
    [
      apiFailure(429, 'Too many attempts. Try again in 15 minutes.'),
      'Too many attempts. Try again in 15 minutes.',
    ],
    [apiFailure(500, 'boom'), AUTH_MESSAGES.systemError],
    [apiFailure(0, 'Network error'), AUTH_MESSAGES.systemError],
  ])('shows the failed sign-in message (%#)', async (error, message) => {
    const user = userEvent.setup();
    renderShell(<Gate />, {
      api: api({
        'POST /api/auth/login': () => {
          throw error;
        },
      }),
      withSession: true,
    });
    await user.type(await screen.findByLabelText('Username'), 'someone');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Authenticate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Authenticate' })).toBeEnabled();
  });

  it('fills in the demo credentials from the hint', async () => {
    const user = userEvent.setup();
    renderShell(<Gate />, { api: api(), withSession: true });
    await user.click(await screen.findByRole('button', { name: 'Use demo credentials' }));
    expect(screen.getByLabelText('Username')).toHaveValue(DEMO_ACCOUNT.username);
    expect(screen.getByLabelText('Password')).toHaveValue(DEMO_ACCOUNT.password);
    expect(screen.getByRole('button', { name: 'Authenticate' })).toHaveFocus();
    // The hint says the demo account reads SECRET documents.
    expect(screen.getByRole('complementary', { name: 'Demo credentials' })).toHaveTextContent(
      'cleared for SECRET',
    );
  });

  it('shows no demo hint outside demo mode', async () => {
    renderShell(<Gate />, {
      api: api({ 'GET /api/auth/config': () => ({ demoMode: false, demo: null }) }),
      withSession: true,
    });
    await screen.findByRole('button', { name: 'Authenticate' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Use demo credentials' })).not.toBeInTheDocument(),
    );
  });

  it('registers; Team Lead and Admin are requests that await an administrator', async () => {
    const user = userEvent.setup();
    const fake = api({
      'POST /api/auth/register': () => ({
        user: sessionUser({ username: 'new.officer', pendingRoleRequest: 'admin' }),
      }),
    });
    renderShell(<Gate />, { api: fake, withSession: true });
    await user.click(await screen.findByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Username'), 'new.officer');
    await user.type(screen.getByLabelText('Password'), 'a long enough passphrase');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    expect(
      screen.getByText(
        /Admin is a request: your account starts with the User role until an administrator approves it\./,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Signed in as new.officer')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === '/api/auth/register')?.body).toEqual({
      username: 'new.officer',
      password: 'a long enough passphrase',
      requestedRole: 'admin',
    });
  });

  it('refuses a taken username with the server message, and a short password before sending', async () => {
    const user = userEvent.setup();
    const fake = api({
      'POST /api/auth/register': () => {
        throw apiFailure(409, 'Username already exists. Choose another.');
      },
    });
    renderShell(<Gate />, { api: fake, withSession: true });
    await user.click(await screen.findByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Username'), 'demo.officer');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 12 characters.'),
    );
    expect(fake.calls.some((c) => c.path === '/api/auth/register')).toBe(false);

    await user.type(screen.getByLabelText('Password'), ' but now long enough');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.usernameTaken);
  });
});
