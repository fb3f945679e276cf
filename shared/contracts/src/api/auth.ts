import { z } from 'zod';
import {
  ROLES,
  USERNAME_MIN,
  USERNAME_MAX,
  PASSWORD_MIN,
  PASSWORD_MAX,
  REGISTRATION_MESSAGES,
  USERNAME_PATTERN,
  ACCOUNT_MESSAGES,
  normalizeUsername,
} from '../domain/auth';
import { COGNITIVE_STATES } from '../centers';
import { CLASSIFICATION_LEVELS } from '../domain/documents';
import { isoDateSchema } from './common';

/** Usernames are trimmed and NFKC-normalised, then must be 3-64 characters of letters, digits, . _ - */
export const usernameSchema = z
  .string()
  .transform(normalizeUsername)
  .pipe(
    z
      .string()
      .min(USERNAME_MIN, REGISTRATION_MESSAGES.usernameTooShort)
      .max(USERNAME_MAX, REGISTRATION_MESSAGES.usernameTooLong)
      .regex(USERNAME_PATTERN, REGISTRATION_MESSAGES.usernameCharacters),
  );

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, REGISTRATION_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, REGISTRATION_MESSAGES.passwordTooLong);

export const registerBodySchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: z
    .email('Email address is not valid.')
    .max(254)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The role the user asks for; anything above user waits for an administrator's approval. */
  requestedRole: z.enum(ROLES).default('user'),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  username: z.string().max(USERNAME_MAX * 4),
  password: z.string().max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const preferencesSchema = z.object({
  cognitiveState: z.enum(COGNITIVE_STATES),
  teamMode: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** The signed-in user as the browser sees it (never a hash, never a token). */
export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  /** The highest marking the account may read (an administrator grants SECRET). */
  clearance: z.enum(CLASSIFICATION_LEVELS),
  /** A Team Lead or Admin request still waiting for an administrator, if any. */
  pendingRoleRequest: z.enum(ROLES).nullable(),
  preferences: preferencesSchema,
  createdAt: isoDateSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authResponseSchema = z.object({ user: sessionUserSchema });

/** GET /api/auth/config: what the login screen needs to know before anyone signs in. */
export const authConfigSchema = z.object({
  demoMode: z.boolean(),
  /** The demo officer's credentials (a user, never an administrator), only in demo mode. */
  demo: z
    .object({
      username: z.string(),
      password: z.string(),
      /** The demo officer's clearance (SECRET: a demo shows how markings behave); the hint says so. */
      clearance: z.enum(CLASSIFICATION_LEVELS).optional(),
    })
    .nullable(),
  /** Minutes without a request after which the server ends a session (the page warns a minute before). */
  sessionIdleMinutes: z.number().positive().optional(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** POST /api/auth/password: the current password, and a new one the password policy accepts. */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, ACCOUNT_MESSAGES.currentPasswordRequired).max(PASSWORD_MAX),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changePasswordResponseSchema = z.object({
  /** How many other sessions of the account were signed out. */
  otherSessionsEnded: z.number().int().min(0),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/**
 * One of the user's live sessions. `id` is opaque, derived one way from what the server stores: never the
 * token, never its hash.
 */
export const accountSessionSchema = z.object({
  id: z.string(),
  createdAt: isoDateSchema,
  lastSeenAt: isoDateSchema,
  /** The address it signed in from. */
  clientAddress: z.string().nullable(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/auth/sessions: the user's live sessions, the most recently used first. */
export const accountSessionListSchema = z.array(accountSessionSchema);

export const accountSessionParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, ACCOUNT_MESSAGES.sessionId),
});

/** DELETE /api/auth/sessions[/:id]: how many sessions were signed out, and whether the current one was. */
export const endSessionsResponseSchema = z.object({
  ended: z.number().int().min(0),
  current: z.boolean(),
});
export type EndSessionsResponse = z.infer<typeof endSessionsResponseSchema>;
