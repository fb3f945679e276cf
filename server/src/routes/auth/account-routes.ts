import {
  accountSessionListSchema,
  accountSessionParamsSchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  endSessionsResponseSchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { changePassword, endOtherSessions, endSession, listSessions } from '../../auth/account-service';
import { SESSION_COOKIE, sessionCookieOptions } from '../../auth/sessions';
import { SIGNED_IN } from '../../authorization/access-rule';
import { actorOf } from '../../http/actor';
import { unauthorized } from '../../http/http-error';
import { apiRoutes } from '../../http/route';

/**
 * The signed-in user's own account (/api/auth/password, /api/auth/sessions): changing the password, and the
 * list of their sessions with a way to sign out one of them or every other one. Nobody reaches another
 * user's sessions: every call works on the caller's account only.
 */
export function accountRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'auth');
  const cookie = sessionCookieOptions(ctx.config.auth);

  route.post(
    '/auth/password',
    {
      access: SIGNED_IN,
      summary: 'Change one’s password',
      description:
        'Needs the current password; the new one must pass the password policy. Every other session of the ' +
        'account is signed out and this one continues under a new session cookie. 429 after 5 attempts a minute.',
      body: changePasswordBodySchema,
      ok: changePasswordResponseSchema,
      errors: [429],
    },
    async (request, reply) => {
      const { token, otherSessionsEnded } = await changePassword(ctx, actorOf(request), request.body);
      reply.setCookie(SESSION_COOKIE, token, cookie);
      return { otherSessionsEnded };
    },
  );

  route.get(
    '/auth/sessions',
    {
      access: SIGNED_IN,
      summary: 'One’s live sessions',
      description: 'Created, last seen, address and which one is current; `id` is opaque (never the token).',
      ok: accountSessionListSchema,
    },
    async (request) => listSessions(ctx, actorOf(request), request.sessionHash),
  );

  route.delete(
    '/auth/sessions/:id',
    {
      access: SIGNED_IN,
      summary: 'Sign out one of one’s sessions',
      params: accountSessionParamsSchema,
      ok: endSessionsResponseSchema,
    },
    async (request, reply) => {
      const ended = await endSession(ctx, actorOf(request), request.params.id, request.sessionHash);
      if (ended.current)
        reply.clearCookie(SESSION_COOKIE, {
          path: cookie.path,
          httpOnly: true,
          sameSite: 'strict',
          secure: cookie.secure,
        });
      return ended;
    },
  );

  route.delete(
    '/auth/sessions',
    {
      access: SIGNED_IN,
      summary: 'Sign out every other session',
      description: 'Ends every session of the account except the one of this request.',
      ok: endSessionsResponseSchema,
    },
    async (request) => {
      if (!request.sessionHash) throw unauthorized();
      return endOtherSessions(ctx, actorOf(request), request.sessionHash);
    },
  );
}
