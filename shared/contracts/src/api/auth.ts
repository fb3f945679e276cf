import { z } from 'zod';
import {
  ROLES,
  USERNAME_MIN,
  USERNAME_MAX,
  PASSWORD_MIN,
  PASSWORD_MAX,
  REGISTRATION_MESSAGES,
  USERNAME_PATTERN,
  normalizeUsername,
} from '../domain/auth';
import { COGNITIVE_STATES } from '../centers';
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
  demo: z.object({ username: z.string(), password: z.string() }).nullable(),
  /** The demo administrator (approves role requests), also only in demo mode. */
  demoAdmin: z.object({ username: z.string(), password: z.string() }).nullable().optional(),
  /** Minutes without a request after which the server ends a session (the page warns a minute before). */
  sessionIdleMinutes: z.number().positive().optional(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;
