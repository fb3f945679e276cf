import { savedAnalysisListQuerySchema, savedAnalysisListSchema } from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { SIGNED_IN } from '../../authorization/access-rule';
import { userOf } from '../../http/guard';
import { apiRoutes } from '../../http/route';
import { listSavedAnalyses } from '../../data/saved-analyses-repository';

/**
 * GET /api/saved-analyses: the signed-in user's saved THINK analyses as a list shows them (type, number and
 * first titles of their documents, dates), only their own. Opening one is GET /api/conversations/:id.
 */
export function savedAnalysisRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'analysis');

  route.get(
    '/saved-analyses',
    { access: SIGNED_IN, query: savedAnalysisListQuerySchema, ok: savedAnalysisListSchema },
    async (request) => listSavedAnalyses(ctx.db, userOf(request).id, request.query),
  );
}
