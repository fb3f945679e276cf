import {
  SEARCH_RULES,
  documentAnswerSchemas,
  libraryStatsSchema,
  searchResponseSchema,
  type LibraryStats,
  type SearchResponse,
} from '@csw/contracts';
import { documentsApi, parseAnswer, type ApiClient, type DocumentsApi } from '@csw/storage';

/**
 * The calls REVIEW makes: the platform's document, folder, upload and sharing calls (shared/storage), and the
 * library's search and statistics (shared/contracts/src/api/library.ts). Every answer is parsed with its
 * contract schema at the boundary.
 */
export interface LibraryApi extends DocumentsApi {
  /**
   * POST /api/search: the hybrid search, at most SEARCH_RULES.maxResults results, within a category or
   * one of the user's folders when given.
   */
  search(query: string, within?: { category?: string; folderId?: string }): Promise<SearchResponse>;
  /** GET /api/library/stats: counts per category and classification, and the vector dimension. */
  stats(): Promise<LibraryStats>;
}

export function libraryApi(client: ApiClient): LibraryApi {
  return {
    ...documentsApi(client, documentAnswerSchemas),
    async search(query, { category, folderId } = {}) {
      const body = {
        query,
        category: category || undefined,
        folderId: folderId || undefined,
        limit: SEARCH_RULES.maxResults,
      };
      return parseAnswer(searchResponseSchema, await client.post('/api/search', body));
    },
    async stats() {
      return parseAnswer(libraryStatsSchema, await client.get('/api/library/stats'));
    },
  };
}
