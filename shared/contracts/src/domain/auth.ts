// Plain constants and types (no zod), so apps that need only these do not load the schema library.

export const ROLES = ['user', 'team_lead', 'admin'] as const;

export type Role = (typeof ROLES)[number];

/** What the register form offers: 'User', 'Team Lead', 'Admin'. The last two are requests for approval. */
export const ROLE_LABELS: Record<Role, string> = { user: 'User', team_lead: 'Team Lead', admin: 'Admin' };

export const USERNAME_MIN = 3;

export const USERNAME_MAX = 64;

export const PASSWORD_MIN = 12;

export const PASSWORD_MAX = 256;

/** The spec's messages, word for word. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid credentials. Access denied.',
  usernameTaken: 'Username already exists. Choose another.',
  systemError: 'System error. Contact your administrator.',
} as const;

/**
 * API routes of authentication:
 * POST /api/auth/register  body registerBodySchema -> 201 authResponseSchema (signed in)
 * POST /api/auth/login     body loginBodySchema    -> 200 authResponseSchema
 * POST /api/auth/logout                            -> 200 { ok: true }
 * GET  /api/auth/me                                -> 200 authResponseSchema | 401
 * PUT  /api/auth/preferences body preferencesSchema (partial) -> 200 authResponseSchema
 * POST /api/auth/password  body changePasswordBodySchema -> 200 changePasswordResponseSchema (every other
 *                          session signed out; this one continues under a new token)
 * GET  /api/auth/sessions                          -> 200 accountSessionListSchema (one's own live sessions)
 * DELETE /api/auth/sessions/:id                    -> 200 endSessionsResponseSchema (one of one's sessions)
 * DELETE /api/auth/sessions                        -> 200 endSessionsResponseSchema (all but the current one)
 */
export const AUTH_ROUTES = {
  register: '/api/auth/register',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  preferences: '/api/auth/preferences',
  config: '/api/auth/config',
  password: '/api/auth/password',
  sessions: '/api/auth/sessions',
} as const;

/** What the account's password and sessions routes answer, and what the account dialog says. */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Enter your current password.',
  wrongCurrentPassword: 'The current password is not correct.',
  samePassword: 'Choose a new password that differs from the current one.',
  demoPassword: "The demo account's password cannot be changed: it is public.",
  tooManyPasswordAttempts: 'Too many password change attempts. Wait a minute and try again.',
  sessionNotFound: 'That session has ended already, or it is not yours.',
  sessionId: 'A session id is 32 hexadecimal characters.',
  passwordsDiffer: 'The new passwords do not match.',
  passwordChanged: 'Password changed successfully. Your other sessions were signed out.',
  sessionEnded: 'Session signed out successfully.',
  otherSessionsEnded: 'Other sessions signed out successfully.',
} as const;

/**
 * The code of a 401 that says why the session ended (signed out from another session, password changed,
 * account disabled, idle or past its limit); its message is the server's words for the reason.
 */
export const SESSION_ENDED_CODE = 'SESSION_ENDED';

/**
 * The demo account of demo mode (on for `npm start`, off when NODE_ENV=production), a user: its credentials
 * are public on purpose (README and the login hint show them), so it never holds more than the user role and
 * the server refuses to start in demo mode where the network reaches it unless told it may. Demo mode has no
 * administrator: one comes from ADMIN_USERNAME / ADMIN_PASSWORD (or is the first account registered).
 */
export const DEMO_ACCOUNT = { username: 'demo.officer', password: 'staff-demo-2026' } as const;

/** The registration rules' messages, used by the API schema and by the register form alike. */
export const REGISTRATION_MESSAGES = {
  usernameTooShort: `Username must be at least ${USERNAME_MIN} characters.`,
  usernameTooLong: `Username must be at most ${USERNAME_MAX} characters.`,
  usernameCharacters: 'Username may contain only letters, digits, dot, underscore and hyphen.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
} as const;

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/** Usernames are compared and stored trimmed and NFKC-normalised. */
export function normalizeUsername(value: string): string {
  return value.normalize('NFKC').trim();
}

/** What is wrong with a username (after normalising), or null. */
export function usernameProblem(value: string): string | null {
  const username = normalizeUsername(value);
  if (username.length < USERNAME_MIN) return REGISTRATION_MESSAGES.usernameTooShort;
  if (username.length > USERNAME_MAX) return REGISTRATION_MESSAGES.usernameTooLong;
  if (!USERNAME_PATTERN.test(username)) return REGISTRATION_MESSAGES.usernameCharacters;
  return null;
}

/** What is wrong with a password's length, or null (the common-password list is checked by the server). */
export function passwordProblem(value: string): string | null {
  if (value.length < PASSWORD_MIN) return REGISTRATION_MESSAGES.passwordTooShort;
  if (value.length > PASSWORD_MAX) return REGISTRATION_MESSAGES.passwordTooLong;
  return null;
}
