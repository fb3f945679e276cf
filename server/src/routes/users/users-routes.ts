import { z } from 'zod';
import { userDirectoryEntrySchema, userLookupQuerySchema } from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { SIGNED_IN } from '../../authorization/access-rule';
import { actorOf } from '../../http/actor';
import { forbidden } from '../../http/http-error';
import { apiRoutes } from '../../http/route';
import { findUsersByName } from '../../data/users-repository';

/** Why the lookup refuses the role filter to anyone but an administrator. */
export const ROLE_FILTER_REFUSAL = 'Only an administrator can look people up by role.';

/**
 * GET /api/users?query=&limit=: the people picker's lookup (a share recipient, a team member). It answers
 * a typed part of a name (at least 2 characters) with at most 20 people, id, username and email only (the
 * spec's read), so no browser ever receives the directory; without `query` (the spec's plain GET
 * /api/users) the first 10 by name (`limit` up to 20). `role=` narrows it to one role, for administrators only (choosing whose team to manage): anyone
 * else is refused (403, audited), so nobody lists the administrators or team leads. Administration lists
 * accounts through /api/admin/users.
 */
export function userRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'users');

  route.get(
    '/users',
    { access: SIGNED_IN, query: userLookupQuerySchema, ok: z.array(userDirectoryEntrySchema) },
    async (request) => {
      const actor = actorOf(request);
      if (request.query.role && actor.user.role !== 'admin') {
        await actor.denied(ctx.db, { resource: 'users', filter: 'role' });
        throw forbidden(ROLE_FILTER_REFUSAL);
      }
      return findUsersByName(ctx.db, { ...request.query, excludeId: actor.user.id });
    },
  );
}
