import {
  documentPagesSchema,
  idParamsSchema,
  libraryStatsSchema,
  searchBodySchema,
  searchResponseSchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { actorOf } from '../../http/actor';
import { SIGNED_IN } from '../../authorization/access-rule';
import { resourceOf, userOf } from '../../http/guard';
import { HttpError } from '../../http/http-error';
import { responses } from '../../http/responses';
import { markSessionOpened } from '../../data/library-repository';
import { pageMapsOf } from '../../data/library-repository';
import { pageTexts } from '../../library/page-map';

/**
 * The knowledge library: hybrid search, its figures and the pages of a document (for citations). The
 * library service starts with the server (startup.ts); until it has, these answer 503.
 */
export function libraryRoutes(app: ApiInstance, ctx: ApiContext): void {
  const started = () => {
    const { library } = ctx.services;
    if (!library.started)
      throw new HttpError(503, 'The library is starting. Try again in a moment.', 'UNAVAILABLE');
    return library;
  };

  app.post('/search', {
    config: { access: SIGNED_IN },
    schema: { tags: ['library'], body: searchBodySchema, response: responses({ 200: searchResponseSchema }) },
    handler: async (request) => {
      const user = userOf(request);
      const { query, category, folderId, limit } = request.body;
      const answer = await started().search({ userId: user.id, query, category, folderId, limit });
      // What was asked stays with the user: the log keeps its length, not its words.
      await actorOf(request).audit(ctx.db, {
        action: 'VECTOR_SEARCH',
        details: {
          queryLength: query.length,
          resultCount: answer.results.length,
          mode: answer.mode,
          ...(category ? { category } : {}),
          ...(folderId ? { folderId } : {}),
        },
      });
      return answer;
    },
  });

  app.get('/library/stats', {
    config: { access: SIGNED_IN },
    schema: { tags: ['library'], response: responses({ 200: libraryStatsSchema }) },
    handler: async (request) => {
      const user = userOf(request);
      const stats = await started().stats(user.id);
      if (request.sessionHash && (await markSessionOpened(ctx.db, request.sessionHash))) {
        await actorOf(request).audit(ctx.db, {
          action: 'VECTOR_DB_INIT',
          details: {
            documents: stats.total,
            vectorDimension: stats.vectorDimension,
            embedder: stats.embedder,
            vectorSearch: stats.vectorSearch,
          },
        });
      }
      return stats;
    },
  });

  app.get('/documents/:id/pages', {
    config: { access: { kind: 'object', resource: 'document', action: 'read' } },
    schema: { tags: ['library'], params: idParamsSchema, response: responses({ 200: documentPagesSchema }) },
    handler: async (request) => {
      const doc = resourceOf(request, 'document');
      const pageMap = (await pageMapsOf(ctx.db, [doc.id])).get(doc.id) ?? null;
      return { documentId: doc.id, pages: pageTexts(doc.content, pageMap) };
    },
  });
}
