import { healthSchema } from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { PUBLIC } from '../../authorization/access-rule';
import { responses } from '../../http/responses';

/** GET /api/health: for load balancers and operators; answers only when the database does. */
export function healthRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get('/health', {
    config: { access: PUBLIC, rateLimit: false },
    schema: { tags: ['health'], response: responses({ 200: healthSchema }) },
    handler: async () => {
      await ctx.database.pool.query('SELECT 1');
      return {
        status: 'ok' as const,
        environment: ctx.config.environment,
        database: ctx.database.kind,
        vectorSearch: ctx.database.vector.available,
      };
    },
  });
}
