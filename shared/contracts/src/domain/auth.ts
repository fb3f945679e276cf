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
 */
export const AUTH_ROUTES = {
  register: '/api/auth/register',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  preferences: '/api/auth/preferences',
  config: '/api/auth/config',
} as const;

/**
 * The demo account of demo mode (on for `npm start`, off when NODE_ENV=production). Its credentials are
 * public on purpose: README and the login hint show them. The demo administrator lets anyone try the
 * role-approval flow.
 */
export const DEMO_ACCOUNT = { username: 'demo.officer', password: 'staff-demo-2026' } as const;

export const DEMO_ADMIN_ACCOUNT = { username: 'demo.admin', password: 'staff-admin-2026' } as const;

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
