import {
  authConfigSchema,
  authResponseSchema,
  DEMO_ACCOUNT,
  DEMO_ADMIN_ACCOUNT,
  loginBodySchema,
  okSchema,
  preferencesSchema,
  registerBodySchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { auditRequest } from '../../audit/request-audit';
import { toAuthUser, updatePreferences } from '../../auth/accounts-repository';
import { login, register, toSessionUser } from '../../auth/auth-service';
import { destroySession, SESSION_COOKIE, sessionCookieOptions } from '../../auth/sessions';
import { PUBLIC, SIGNED_IN } from '../../authorization/access-rule';
import { userOf } from '../../authorization/guard';
import { responses } from '../../http/responses';

/** Sign-in, registration, sign-out, the current user and their preferences (/api/auth/...). */
export function authRoutes(app: ApiInstance, ctx: ApiContext): void {
  const cookie = sessionCookieOptions(ctx.config.auth);

  app.get('/auth/config', {
    config: { access: PUBLIC },
    schema: { tags: ['auth'], response: responses({ 200: authConfigSchema }) },
    handler: async () => ({
      demoMode: ctx.config.demoMode,
      demo: ctx.config.demoMode ? { ...DEMO_ACCOUNT } : null,
      demoAdmin: ctx.config.demoMode ? { ...DEMO_ADMIN_ACCOUNT } : null,
      sessionIdleMinutes: ctx.config.auth.idleTimeoutMs / 60_000,
    }),
  });

  app.post('/auth/register', {
    config: { access: PUBLIC },
    schema: { tags: ['auth'], body: registerBodySchema, response: responses({ 201: authResponseSchema }) },
    handler: async (request, reply) => {
      const { user, token } = await register(ctx, request, request.body);
      reply.setCookie(SESSION_COOKIE, token, cookie);
      return reply.code(201).send({ user: await toSessionUser(ctx, user) });
    },
  });

  app.post('/auth/login', {
    config: { access: PUBLIC },
    schema: { tags: ['auth'], body: loginBodySchema, response: responses({ 200: authResponseSchema }) },
    handler: async (request, reply) => {
      const { user, token } = await login(ctx, request, request.body.username, request.body.password);
      reply.setCookie(SESSION_COOKIE, token, cookie);
      return { user: await toSessionUser(ctx, user) };
    },
  });

  app.post('/auth/logout', {
    config: { access: PUBLIC },
    schema: { tags: ['auth'], response: responses({ 200: okSchema }) },
    handler: async (request, reply) => {
      if (request.sessionHash) {
        await destroySession(ctx.db, request.sessionHash);
        await auditRequest(ctx.db, request, { action: 'LOGOUT' });
      }
      reply.clearCookie(SESSION_COOKIE, {
        path: cookie.path,
        httpOnly: true,
        sameSite: 'strict',
        secure: cookie.secure,
      });
      return { ok: true as const };
    },
  });

  app.get('/auth/me', {
    config: { access: SIGNED_IN },
    schema: { tags: ['auth'], response: responses({ 200: authResponseSchema }) },
    handler: async (request) => ({ user: await toSessionUser(ctx, userOf(request)) }),
  });

  app.put('/auth/preferences', {
    config: { access: SIGNED_IN },
    schema: {
      tags: ['auth'],
      body: preferencesSchema.partial(),
      response: responses({ 200: authResponseSchema }),
    },
    handler: async (request) => {
      const row = await updatePreferences(ctx.db, userOf(request).id, request.body);
      await auditRequest(ctx.db, request, { action: 'PREFERENCES_UPDATE', details: { ...request.body } });
      return { user: await toSessionUser(ctx, toAuthUser(row)) };
    },
  });
}
