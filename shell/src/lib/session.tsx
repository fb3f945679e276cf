import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  AUTH_MESSAGES,
  type LoginBody,
  type Preferences,
  type RegisterBody,
  type SessionUser,
} from '@csw/contracts';
import { useBus } from '@csw/event-bus';
import { authApi, forgetWorkingState, useApi } from '@csw/storage';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out'; notice?: string }
  | { status: 'signed-in'; user: SessionUser };

export interface Session {
  state: SessionState;
  signIn(body: LoginBody): Promise<void>;
  register(body: RegisterBody): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Ends a session that went idle: the server forgets it, the login screen says why, and the screen the
   * user was on stays in the address so signing in again returns there.
   */
  endIdleSession(notice: string): Promise<void>;
  /** Saves UI preferences for the user (applied at once; reverted if the server refuses). True when saved. */
  savePreferences(changes: Partial<Preferences>): Promise<boolean>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * The signed-in user, restored from the server on load (GET /api/auth/me). The session itself is an
 * httpOnly cookie: this page never sees a token, it only knows who the server says is signed in.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const bus = useBus();
  const auth = useMemo(() => authApi(api), [api]);
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    let live = true;
    auth
      .me()
      .then((user) => live && setState(user ? { status: 'signed-in', user } : { status: 'signed-out' }))
      .catch((error: unknown) => {
        console.error('Restoring the session failed', error);
        if (live) setState({ status: 'signed-out', notice: AUTH_MESSAGES.systemError });
      });
    return () => {
      live = false;
    };
  }, [auth]);

  // What the centers kept of the user's work lives only as long as the session: the next person at this
  // browser starts empty.
  useEffect(() => {
    if (state.status === 'signed-out') forgetWorkingState();
  }, [state.status]);

  const signIn = useCallback(
    async (body: LoginBody) => setState({ status: 'signed-in', user: await auth.login(body) }),
    [auth],
  );
  const register = useCallback(
    async (body: RegisterBody) => setState({ status: 'signed-in', user: await auth.register(body) }),
    [auth],
  );
  const signOut = useCallback(async () => {
    try {
      await auth.logout();
    } catch (error) {
      // The page forgets the user either way; the server session expires on its own.
      console.error('Signing out on the server failed', error);
    }
    setState({ status: 'signed-out' });
  }, [auth]);

  const endIdleSession = useCallback(
    async (notice: string) => {
      try {
        await auth.logout();
      } catch {
        // Usually the server ended it already (401): there is nothing left to end.
      }
      setState({ status: 'signed-out', notice });
    },
    [auth],
  );

  const savePreferences = useCallback(
    async (changes: Partial<Preferences>) => {
      const current = latest.current;
      if (current.status !== 'signed-in') return false;
      const before = current.user;
      const applied = { ...before, preferences: { ...before.preferences, ...changes } };
      setState({ status: 'signed-in', user: applied });
      latest.current = { status: 'signed-in', user: applied };
      try {
        const user = await auth.updatePreferences(changes);
        setState((now) =>
          now.status === 'signed-in' && now.user.id === user.id ? { status: 'signed-in', user } : now,
        );
        // Only now, once saved: every open list reads again and sees the team's documents come or go.
        if (user.preferences.teamMode !== before.preferences.teamMode)
          bus.publish('workspace/team-mode-changed', { teamMode: user.preferences.teamMode });
        return true;
      } catch (error) {
        console.error('Saving preferences failed', error);
        setState((now) =>
          now.status === 'signed-in' && now.user.id === before.id
            ? { status: 'signed-in', user: before }
            : now,
        );
        return false;
      }
    },
    [auth, bus],
  );

  const value = useMemo(
    () => ({ state, signIn, register, signOut, endIdleSession, savePreferences }),
    [state, signIn, register, signOut, endIdleSession, savePreferences],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider');
  return session;
}

/** The signed-in user; only for screens that are shown to a signed-in user. */
export function useSignedInUser(): SessionUser {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('useSignedInUser needs a signed-in session');
  return state.user;
}
