import {
  AUTH_ROUTES,
  type accountSessionListSchema,
  type authConfigSchema,
  type authResponseSchema,
  type changePasswordResponseSchema,
  type endSessionsResponseSchema,
  type AccountSession,
  type AuthConfig,
  type ChangePasswordBody,
  type ChangePasswordResponse,
  type EndSessionsResponse,
  type LoginBody,
  type Preferences,
  type RegisterBody,
  type SessionUser,
} from '@csw/contracts';
import { ApiError, type ApiClient } from './api-client';
import { typedAnswer } from './parse-response';

/** Typed calls of the authentication routes (shared/contracts/src/api/auth.ts). */
export interface AuthApi {
  /** What the login screen needs before anyone signs in (demo mode and its credentials). */
  config(): Promise<AuthConfig>;
  /** The signed-in user, or null when there is no session. */
  me(): Promise<SessionUser | null>;
  login(body: LoginBody): Promise<SessionUser>;
  register(body: RegisterBody): Promise<SessionUser>;
  logout(): Promise<void>;
  updatePreferences(changes: Partial<Preferences>): Promise<SessionUser>;
  /** Changes the password (the current one is required); every other session is signed out. */
  changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse>;
  /** The user's live sessions, the current one marked. */
  sessions(): Promise<AccountSession[]>;
  /** Signs out one of the user's sessions, by its listed id. */
  endSession(id: string): Promise<EndSessionsResponse>;
  /** Signs out every session of the user except this one. */
  endOtherSessions(): Promise<EndSessionsResponse>;
}

export function authApi(client: ApiClient): AuthApi {
  const user = (value: unknown) => typedAnswer<typeof authResponseSchema>(value).user;
  return {
    async config() {
      return typedAnswer<typeof authConfigSchema>(await client.get('/api/auth/config'));
    },
    async me() {
      try {
        return user(await client.get(AUTH_ROUTES.me));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    async login(body) {
      return user(await client.post(AUTH_ROUTES.login, body));
    },
    async register(body) {
      return user(await client.post(AUTH_ROUTES.register, body));
    },
    async logout() {
      await client.post(AUTH_ROUTES.logout);
    },
    async updatePreferences(changes) {
      return user(await client.put(AUTH_ROUTES.preferences, changes));
    },
    async changePassword(body) {
      return typedAnswer<typeof changePasswordResponseSchema>(await client.post(AUTH_ROUTES.password, body));
    },
    async sessions() {
      return typedAnswer<typeof accountSessionListSchema>(await client.get(AUTH_ROUTES.sessions));
    },
    async endSession(id) {
      return typedAnswer<typeof endSessionsResponseSchema>(
        await client.delete(`${AUTH_ROUTES.sessions}/${encodeURIComponent(id)}`),
      );
    },
    async endOtherSessions() {
      return typedAnswer<typeof endSessionsResponseSchema>(await client.delete(AUTH_ROUTES.sessions));
    },
  };
}
