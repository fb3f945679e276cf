import { z } from 'zod';
import { userLookupQuerySchema, userSummarySchema } from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { SIGNED_IN } from '../../authorization/access-rule';
import { userOf } from '../../http/guard';
import { apiRoutes } from '../../http/route';
import { findUsersByName } from '../../data/users-repository';

/**
 * GET /api/users?query=&limit=: the people picker's lookup (a share recipient, a team member). It answers
 * a typed part of a name (at least 2 characters) with at most 20 people, id and username only, so no
 * browser ever receives the directory. Administration lists accounts through /api/admin/users.
 */
export function userRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'users');

  route.get(
    '/users',
    { access: SIGNED_IN, query: userLookupQuerySchema, ok: z.array(userSummarySchema) },
    async (request) => findUsersByName(ctx.db, { ...request.query, excludeId: userOf(request).id }),
  );
}
