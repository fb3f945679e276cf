import { z } from 'zod';
import { userListQuerySchema, userSummarySchema } from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { SIGNED_IN } from '../../authorization/access-rule';
import { responses } from '../../http/responses';
import { listUserSummaries } from '../../data/users-repository';

/** GET /api/users: who a document can be shared with, or added to a team (id, username, email only). */
export function userRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get('/users', {
    config: { access: SIGNED_IN },
    schema: {
      tags: ['users'],
      querystring: userListQuerySchema,
      response: responses({ 200: z.array(userSummarySchema) }),
    },
    handler: async (request) => listUserSummaries(ctx.db, request.query),
  });
}
