import { act, screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusEnvelope, Role } from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';
import { apiFailure, createFakeApi, type FakeHandler } from '@csw/storage/testing';
import { ApiError } from '@csw/storage';
import { loadFakeDefinition } from '../testing/app-harness';
import { sessionUser, usage } from '../testing/fixtures';
import { manualClock } from '../testing/manual-clock';
import { App } from './app';

jest.mock('../federation/center-slot', () => jest.requireActual('../testing/fake-center-slot'));
jest.mock('../federation/center-registry', () => ({ loadCenter: jest.fn(), preloadCenter: jest.fn() }));

function setup({
  signedIn = true,
  role = 'user',
  clock,
  routes = {},
}: {
  signedIn?: boolean;
  role?: Role;
  clock?: ReturnType<typeof manualClock>['clock'];
  routes?: Record<string, FakeHandler>;
} = {}) {
  let user = signedIn ? sessionUser({ role }) : null;
  const api = createFakeApi({
    'GET /api/auth/me': () => {
      if (!user) throw apiFailure(401, 'Not signed in.');
      return { user };
    },
    'GET /api/auth/config': () => ({
      demoMode: true,
      demo: { username: 'demo.officer', password: 'staff-demo-2026' },
    }),
    'POST /api/auth/login': () => {
      user = sessionUser({ username: 'demo.officer' });
      return { user };
    },
    'POST /api/auth/logout': () => {
      user = null;
      return { ok: true };
    },
    'GET /api/stats/dashboard': () => ({ usage: usage(), documents: 0, thisWeek: 0, mode: 'SOLO' }),
    'GET /api/documents': () => ({ items: [], total: 0 }),
    'GET /api/documents/shared': () => ({ items: [], total: 0 }),
    'GET /api/team/invitations/received': () => [],
    'GET /api/admin/role-requests': () => [],
    'GET /api/admin/users': () => [],
    ...routes,
  });
  const bus = createIsolatedBus('shell');
  const events: BusEnvelope[] = [];
  for (const type of ['center/opened', 'command/routed'] as const) bus.subscribe(type, (e) => events.push(e));
  const loadDefinition = loadFakeDefinition();
  render(<App bus={bus} api={api} loadDefinition={loadDefinition} clock={clock} />);
  return { api, bus, events };
}

describe('the shell', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    window.localStorage.clear();
  });

  it('shows the login screen to anyone not signed in, then the dashboard; banners on both', async () => {
    const user = userEvent.setup();
    setup({ signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Use demo credentials' }));
    await user.click(screen.getByRole('button', { name: 'Authenticate' }));
    expect(await screen.findByRole('heading', { level: 1, name: /demo\.officer/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Classification top: UNCLASSIFIED' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Classification bottom: UNCLASSIFIED' })).toBeInTheDocument();
  });

  it('restores the session, opens centers from the dashboard and the sidebar, informs the bus, and goes back', async () => {
    const user = userEvent.setup();
    const { events } = setup();
    await user.click(await screen.findByRole('button', { name: 'Open THINK' }));
    expect(await screen.findByRole('heading', { name: 'THINK', level: 1 })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Centers' })).getByRole('button', { name: 'REVIEW' }),
    );
    expect(await screen.findByRole('heading', { name: 'REVIEW', level: 1 })).toBeInTheDocument();
    expect(events.map((e) => e.payload)).toEqual([
      { centerId: 'think', via: 'dashboard' },
      { centerId: 'review', via: 'sidebar' },
    ]);
    expect(window.location.hash).toBe('#/review');
    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(await screen.findByRole('button', { name: 'Open THINK' })).toBeInTheDocument();
  });

  it('shows again the screen a view sent the user from when it is closed ("Back to THINK")', async () => {
    const user = userEvent.setup();
    const { bus } = setup();
    await user.click(await screen.findByRole('button', { name: 'Open REVIEW' }));
    expect(await screen.findByRole('heading', { name: 'REVIEW', level: 1 })).toBeInTheDocument();
    act(() => bus.publish('workspace/return-requested', { to: 'think' }, 'review'));
    expect(await screen.findByRole('heading', { name: 'THINK', level: 1 })).toBeInTheDocument();
    act(() => bus.publish('workspace/return-requested', { to: 'dashboard' }, 'review'));
    expect(await screen.findByRole('button', { name: 'Open THINK' })).toBeInTheDocument();
  });

  it("gives back the user's place on a center's screen when they return to it", async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: 'Open THINK' }));
    const think = await screen.findByRole('heading', { name: 'THINK', level: 1 });
    // The part of the page between the banners scrolls: the workspace's parent.
    const body = screen.getByText('STAFF WORKSPACE').closest('header')!.parentElement!.parentElement!;
    expect(body).toContainElement(think);
    body.scrollTop = 480;
    const centers = screen.getByRole('navigation', { name: 'Centers' });
    await user.click(within(centers).getByRole('button', { name: 'REVIEW' }));
    expect(await screen.findByRole('heading', { name: 'REVIEW', level: 1 })).toBeInTheDocument();
    expect(body.scrollTop).toBe(0);
    await user.click(within(centers).getByRole('button', { name: 'THINK' }));
    expect(await screen.findByRole('heading', { name: 'THINK', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(body.scrollTop).toBe(480));
  });

  it('routes a command: opens the center and hands it the text once it has mounted', async () => {
    const user = userEvent.setup();
    const { events } = setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Command' }),
      'Generate an OPORD for the convoy{Enter}',
    );
    expect(await screen.findByRole('heading', { name: 'CREATE', level: 1 })).toBeInTheDocument();
    await waitFor(() =>
      expect(events.map((e) => e.payload)).toEqual([
        { centerId: 'create', via: 'command' },
        { centerId: 'create', text: 'Generate an OPORD for the convoy' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: /open assistant/i }));
    expect(screen.getByRole('complementary', { name: 'Assistant' })).toHaveTextContent('Command Processed');
  });

  it('an unclear command lets the user pick a center from the assistant, which gets the text', async () => {
    const user = userEvent.setup();
    const { events } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Command' }), 'threat plan{Enter}');
    await user.click(screen.getByRole('button', { name: /open assistant/i }));
    await user.click(await screen.findByRole('button', { name: 'Send to EXECUTE' }));
    expect(await screen.findByRole('heading', { name: 'EXECUTE', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(events.at(-1)?.payload).toEqual({ centerId: 'execute', text: 'threat plan' }));
  });

  it('logs out to the login screen', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('tab', { name: 'Access Control' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/auth/logout')).toBe(true);
  });

  it('gives admins the Administration screen, and only them', async () => {
    const user = userEvent.setup();
    setup({ role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Administration' }));
    expect(await screen.findByRole('heading', { name: 'Administration', level: 1 })).toBeInTheDocument();
    act(() => window.history.back());
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Administration' })).not.toBeInTheDocument(),
    );
  });

  it('does not show Administration to others, even from the address', async () => {
    window.history.replaceState(null, '', '/#/administration');
    setup();
    expect(await screen.findByRole('button', { name: 'Open THINK' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('warns before an idle session ends, stays signed in on request, then returns to the same screen after expiry', async () => {
    const MINUTE = 60_000;
    const user = userEvent.setup();
    const time = manualClock();
    const { api } = setup({ clock: time.clock });
    await user.click(await screen.findByRole('button', { name: 'Open EXECUTE' }));
    expect(await screen.findByRole('heading', { name: 'EXECUTE', level: 1 })).toBeInTheDocument();

    act(() => time.advance(13 * MINUTE));
    const warning = await screen.findByRole('dialog', { name: 'Still there?' });
    expect(within(warning).getByRole('timer')).toHaveTextContent('You will be signed out in 60 seconds');
    act(() => time.advance(15_000));
    expect(within(warning).getByRole('timer')).toHaveTextContent('in 45 seconds');
    const renewals = api.calls.filter((c) => c.path === '/api/auth/me').length;
    await user.click(within(warning).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.path === '/api/auth/me')).toHaveLength(renewals + 1);

    act(() => time.advance(13 * MINUTE));
    expect(await screen.findByRole('dialog', { name: 'Still there?' })).toBeInTheDocument();
    act(() => time.advance(MINUTE));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session ended after 15 minutes without activity. Sign in again to continue where you left off.',
    );
    expect(api.calls.some((c) => c.path === '/api/auth/logout')).toBe(true);
    expect(window.location.hash).toBe('#/execute');

    await user.click(await screen.findByRole('button', { name: 'Use demo credentials' }));
    await user.click(screen.getByRole('button', { name: 'Authenticate' }));
    expect(await screen.findByRole('heading', { name: 'EXECUTE', level: 1 })).toBeInTheDocument();
  });

  it('says the true reason when the server ended the session (signed out from another session)', async () => {
    const user = userEvent.setup();
    // The server's words (server/src/auth/session-end-reasons.ts), shown as they come.
    const reason =
      'This session was signed out from another of your sessions (Account, sign out). Sign in again to continue; if that was not you, change your password.';
    let signedOutElsewhere = false;
    setup({
      routes: {
        'GET /api/stats/dashboard': () => {
          if (signedOutElsewhere) throw new ApiError(reason, 401, { message: reason, code: 'SESSION_ENDED' });
          return { usage: usage(), documents: 0, thisWeek: 0, mode: 'SOLO' };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open EXECUTE' }));
    expect(await screen.findByRole('heading', { name: 'EXECUTE', level: 1 })).toBeInTheDocument();
    // Another of the user's sessions signs this one out; its next request hears why.
    signedOutElsewhere = true;
    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    // The sign-in screen says why.
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Authenticate' })).toBeInTheDocument();
    expect(screen.queryByText(/without activity/)).not.toBeInTheDocument();
  });
});
