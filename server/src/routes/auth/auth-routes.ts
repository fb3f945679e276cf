import {
  authConfigSchema,
  authResponseSchema,
  DEMO_ACCOUNT,
  DEMO_CLEARANCE,
  loginBodySchema,
  okSchema,
  preferencesSchema,
  registerBodySchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { toAuthUser, updatePreferences } from '../../data/accounts-repository';
import { destroySession } from '../../data/sessions-repository';
import { login, register, toSessionUser } from '../../auth/auth-service';
import { DEVICE_COOKIE, deviceCookieOptions, newDeviceCookie } from '../../auth/device-cookies';
import { SESSION_COOKIE, sessionCookieOptions } from '../../auth/sessions';
import { PUBLIC, SIGNED_IN } from '../../authorization/access-rule';
import { actorOf, visitorOf } from '../../http/actor';
import { userOf } from '../../http/guard';
import { OK } from '../../http/responses';
import { apiRoutes } from '../../http/route';

/** Sign-in, registration, sign-out, the current user and their preferences (/api/auth/...). */
export function authRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'auth');
  const cookie = sessionCookieOptions(ctx.config.auth);
  const deviceCookie = deviceCookieOptions(ctx.config.auth);

  // Public: what the login screen shows before anyone signs in. The demo hint is the demo officer's, a user
  // (bootstrap-accounts.ts keeps it one); no administrator's credentials are ever sent.
  route.get('/auth/config', { access: PUBLIC, ok: authConfigSchema }, async () => ({
    demoMode: ctx.config.demoMode,
    demo: ctx.config.demoMode ? { ...DEMO_ACCOUNT, clearance: DEMO_CLEARANCE } : null,
    sessionIdleMinutes: ctx.config.auth.idleTimeoutMs / 60_000,
  }));

  route.post(
    '/auth/register',
    { access: PUBLIC, body: registerBodySchema, created: authResponseSchema },
    async (request, reply) => {
      const { user, token } = await register(ctx, visitorOf(request), request.body);
      reply.setCookie(SESSION_COOKIE, token, cookie);
      // The browser that made the account is one it has signed in with.
      reply.setCookie(
        DEVICE_COOKIE,
        newDeviceCookie(ctx.config.auth.deviceCookieSecret, user.id),
        deviceCookie,
      );
      return reply.code(201).send({ user: await toSessionUser(ctx, user) });
    },
  );

  route.post(
    '/auth/login',
    { access: PUBLIC, body: loginBodySchema, ok: authResponseSchema },
    async (request, reply) => {
      const signedIn = await login(ctx, visitorOf(request), {
        ...request.body,
        previousSession: request.sessionHash,
        deviceCookie: request.cookies[DEVICE_COOKIE],
      });
      const { user, token } = signedIn;
      reply.setCookie(SESSION_COOKIE, token, cookie);
      reply.setCookie(DEVICE_COOKIE, signedIn.deviceCookie, deviceCookie);
      return { user: await toSessionUser(ctx, user) };
    },
  );

  route.post('/auth/logout', { access: PUBLIC, ok: okSchema }, async (request, reply) => {
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
    return OK;
  });

  route.get('/auth/me', { access: SIGNED_IN, ok: authResponseSchema }, async (request) => ({
    user: await toSessionUser(ctx, userOf(request)),
  }));

  route.put(
    '/auth/preferences',
    { access: SIGNED_IN, body: preferencesSchema.partial(), ok: authResponseSchema },
    async (request) => {
      const actor = actorOf(request);
      const row = await updatePreferences(ctx.db, actor.user.id, request.body);
      await actor.audit(ctx.db, { action: 'PREFERENCES_UPDATE', details: { ...request.body } });
      return { user: await toSessionUser(ctx, toAuthUser(row)) };
    },
  );
}
