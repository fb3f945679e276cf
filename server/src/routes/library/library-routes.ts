import {
  documentPagesQuerySchema,
  documentPagesSchema,
  libraryStatsSchema,
  searchBodySchema,
  searchResponseSchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { actorOf } from '../../http/actor';
import { SIGNED_IN } from '../../authorization/access-rule';
import { resourceOf, userOf } from '../../http/guard';
import { HttpError } from '../../http/http-error';
import { apiRoutes, objectRule } from '../../http/route';
import { markSessionOpened } from '../../data/library-repository';
import { pageMapsOf } from '../../data/library-repository';
import { pageTexts } from '../../library/page-map';

/**
 * The knowledge library: hybrid search, its figures and the pages of a document (for citations). The
 * library service starts with the server (startup.ts); until it has, these answer 503.
 */
export function libraryRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'library');
  const started = () => {
    const { library } = ctx.services;
    if (!library.started)
      throw new HttpError(503, 'The library is starting. Try again in a moment.', 'UNAVAILABLE');
    return library;
  };

  route.post(
    '/search',
    { access: SIGNED_IN, body: searchBodySchema, ok: searchResponseSchema },
    async (request) => {
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
  );

  route.get('/library/stats', { access: SIGNED_IN, ok: libraryStatsSchema }, async (request) => {
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
  });

  route.get(
    '/documents/:id/pages',
    { access: objectRule('document', 'read'), query: documentPagesQuerySchema, ok: documentPagesSchema },
    async (request) => {
      // The same read rule as GET /api/documents/:id: 404 for a document the user may not read.
      const doc = resourceOf(request, 'document');
      const pageMap = (await pageMapsOf(ctx.db, [doc.id])).get(doc.id) ?? null;
      const pages = pageTexts(doc.content, pageMap);
      const { offset, limit } = request.query;
      // The document view reads a long document a window of pages at a time (DOCUMENT_PAGES_MAX at most).
      const window = pages.slice(offset, limit === undefined ? undefined : offset + limit);
      return { documentId: doc.id, pages: window, total: pages.length, paged: Boolean(pageMap?.length) };
    },
  );
}
