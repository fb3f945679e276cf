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
import { toAuthUser, updatePreferences } from '../../data/accounts-repository';
import { destroySession } from '../../data/sessions-repository';
import { login, register, toSessionUser } from '../../auth/auth-service';
import { SESSION_COOKIE, sessionCookieOptions } from '../../auth/sessions';
import { PUBLIC, SIGNED_IN } from '../../authorization/access-rule';
import { actorOf, visitorOf } from '../../http/actor';
import { userOf } from '../../http/guard';
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
      const { user, token } = await register(ctx, visitorOf(request), request.body);
      reply.setCookie(SESSION_COOKIE, token, cookie);
      return reply.code(201).send({ user: await toSessionUser(ctx, user) });
    },
  });

  app.post('/auth/login', {
    config: { access: PUBLIC },
    schema: { tags: ['auth'], body: loginBodySchema, response: responses({ 200: authResponseSchema }) },
    handler: async (request, reply) => {
      const { user, token } = await login(ctx, visitorOf(request), {
        ...request.body,
        previousSession: request.sessionHash,
      });
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
        await visitorOf(request).audit(ctx.db, { action: 'LOGOUT' });
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
      const actor = actorOf(request);
      const row = await updatePreferences(ctx.db, actor.user.id, request.body);
      await actor.audit(ctx.db, { action: 'PREFERENCES_UPDATE', details: { ...request.body } });
      return { user: await toSessionUser(ctx, toAuthUser(row)) };
    },
  });
}
