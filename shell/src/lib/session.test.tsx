import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { AUTH_MESSAGES } from '@csw/contracts';
import { useRemembered } from '@csw/storage';
import { apiFailure, createFakeApi } from '@csw/storage/testing';
import { renderShell } from '../testing/render-shell';
import { sessionUser } from '../testing/fixtures';
import { useSession, type Session } from './session';

let session: Session;
function Probe() {
  session = useSession();
  const { state } = session;
  return (
    <p>
      {state.status === 'signed-in'
        ? `${state.user.username} ${state.user.preferences.cognitiveState}`
        : state.status}
    </p>
  );
}

describe('session', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('restores the signed-in user from the server on load', async () => {
    const api = createFakeApi({ 'GET /api/auth/me': () => ({ user: sessionUser() }) });
    renderShell(<Probe />, { api, withSession: true });
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('analyst.one Fresh')).toBeInTheDocument();
  });

  it('is signed out when the server knows nobody, and says so when it cannot be reached', async () => {
    const nobody = createFakeApi({
      'GET /api/auth/me': () => {
        throw apiFailure(401, 'Not signed in.');
      },
    });
    const first = renderShell(<Probe />, { api: nobody, withSession: true });
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    first.unmount();

    const down = createFakeApi({
      'GET /api/auth/me': () => {
        throw apiFailure(0, 'Network error');
      },
    });
    renderShell(<Probe />, { api: down, withSession: true });
    await waitFor(() =>
      expect(session.state).toEqual({ status: 'signed-out', notice: AUTH_MESSAGES.systemError }),
    );
  });

  it('applies a preference at once and reverts it when the server refuses', async () => {
    let refuse = false;
    const api = createFakeApi({
      'GET /api/auth/me': () => ({ user: sessionUser() }),
      'PUT /api/auth/preferences': ({ body }) => {
        if (refuse) throw apiFailure(500, 'down');
        return {
          user: sessionUser({
            preferences: { cognitiveState: 'Fresh', teamMode: false, ...(body as object) },
          }),
        };
      },
    });
    renderShell(<Probe />, { api, withSession: true });
    await screen.findByText('analyst.one Fresh');
    await act(async () => expect(await session.savePreferences({ cognitiveState: 'Fatigued' })).toBe(true));
    expect(screen.getByText('analyst.one Fatigued')).toBeInTheDocument();
    refuse = true;
    await act(async () => expect(await session.savePreferences({ cognitiveState: 'Learning' })).toBe(false));
    expect(screen.getByText('analyst.one Fatigued')).toBeInTheDocument();
  });

  it("tells every center that team mode changed, only once the server saved it ('workspace/team-mode-changed')", async () => {
    let refuse = false;
    let answer: (() => void) | null = null;
    let stored = sessionUser().preferences;
    const api = createFakeApi({
      'GET /api/auth/me': () => ({ user: sessionUser() }),
      'PUT /api/auth/preferences': ({ body }) => {
        if (refuse) throw apiFailure(500, 'down');
        // The server answers when the test says so: nothing is published before.
        return new Promise((resolve) => {
          answer = () => {
            stored = { ...stored, ...(body as object) };
            resolve({ user: sessionUser({ preferences: stored }) });
          };
        });
      },
    });
    const { bus } = renderShell(<Probe />, { api, withSession: true });
    const published: unknown[] = [];
    bus.subscribe('workspace/team-mode-changed', (event) => published.push(event.payload));
    await screen.findByText('analyst.one Fresh');

    let saved: Promise<boolean> = Promise.resolve(false);
    act(() => {
      saved = session.savePreferences({ teamMode: true });
    });
    await waitFor(() => expect(answer).not.toBeNull());
    expect(published).toEqual([]);
    await act(async () => {
      answer!();
      expect(await saved).toBe(true);
    });
    expect(published).toEqual([{ teamMode: true }]);

    // Another preference, or a refused change, tells nobody.
    answer = null;
    act(() => {
      saved = session.savePreferences({ cognitiveState: 'Fatigued' });
    });
    await waitFor(() => expect(answer).not.toBeNull());
    await act(async () => {
      answer!();
      await saved;
    });
    refuse = true;
    await act(async () => expect(await session.savePreferences({ teamMode: false })).toBe(false));
    expect(published).toEqual([{ teamMode: true }]);
  });

  it('signs out on the server and forgets the user, even when the server cannot be reached', async () => {
    const api = createFakeApi({
      'GET /api/auth/me': () => ({ user: sessionUser() }),
      'POST /api/auth/logout': () => {
        throw apiFailure(0, 'Network error');
      },
    });
    renderShell(<Probe />, { api, withSession: true });
    await screen.findByText('analyst.one Fresh');
    await act(() => session.signOut());
    expect(screen.getByText('signed-out')).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/auth/logout');
  });

  it("forgets what the centers kept of the user's work when the user signs out", async () => {
    const api = createFakeApi({
      'GET /api/auth/me': () => ({ user: sessionUser() }),
      'POST /api/auth/logout': () => ({}),
    });
    function Kept() {
      const [query] = useRemembered('think/query', 'nothing kept');
      return <p>{`kept: ${query}`}</p>;
    }
    function Keep() {
      const [, setQuery] = useRemembered('think/query', '');
      useEffect(() => setQuery('Which threats?'), [setQuery]);
      return null;
    }
    const first = renderShell(
      <>
        <Probe />
        <Keep />
      </>,
      { api, withSession: true },
    );
    await screen.findByText('analyst.one Fresh');
    await act(() => session.signOut());
    first.unmount();
    render(<Kept />);
    expect(screen.getByText('kept: nothing kept')).toBeInTheDocument();
  });
});
