import {
  SEARCH_RULES,
  UPLOAD_CATEGORY,
  type documentListSchema,
  type documentSchema,
  type DocumentSummaryDto,
  type folderSchema,
  type libraryStatsSchema,
  type searchResponseSchema,
  type Classification,
  type DocumentDto,
  type FolderDto,
  type LibraryStats,
  type SearchResponse,
} from '@csw/contracts';
import { typedAnswer, typedListAnswer, type ApiClient } from '@csw/storage';

export interface UploadRequest {
  file: File;
  classification: Classification;
  /** One of the user's own folders, or none. */
  folderId?: string | null;
}

export interface DocumentPage {
  items: DocumentSummaryDto[];
  total: number;
}

/**
 * Typed calls of the library routes REVIEW needs beyond the platform's document helpers
 * (shared/contracts/src/api/library.ts and the folder routes of documents.ts). Thin: every answer is read
 * as the type of its contract schema (typedAnswer), not checked again here: the server serialises each one
 * through that schema.
 */
export interface LibraryApi {
  /**
   * POST /api/search: the hybrid search, at most SEARCH_RULES.maxResults results, within a category or
   * one of the user's folders when given.
   */
  search(query: string, within?: { category?: string; folderId?: string }): Promise<SearchResponse>;
  /** GET /api/library/stats: counts per category and classification, and the vector dimension. */
  stats(): Promise<LibraryStats>;
  /** POST /api/documents/upload (multipart); `onProgress` receives 0..1 while the file is sent. */
  upload(request: UploadRequest, onProgress?: (fraction: number) => void): Promise<DocumentDto>;
  /** GET /api/documents/shared, one page at a time. */
  sharedPage(page: { limit: number; offset: number }): Promise<DocumentPage>;
  /** GET /api/folders: the built-in categories and the user's own folders. */
  folders(): Promise<FolderDto[]>;
  /** POST /api/folders: a new top-level folder of the user's. */
  createFolder(name: string): Promise<FolderDto>;
}

export function libraryApi(client: ApiClient): LibraryApi {
  return {
    async search(query, { category, folderId } = {}) {
      const body = {
        query,
        category: category || undefined,
        folderId: folderId || undefined,
        limit: SEARCH_RULES.maxResults,
      };
      return typedAnswer<typeof searchResponseSchema>(await client.post('/api/search', body));
    },
    async stats() {
      return typedAnswer<typeof libraryStatsSchema>(await client.get('/api/library/stats'));
    },
    async upload({ file, classification, folderId }, onProgress) {
      // Fields go before the file: the server reads the multipart stream in order.
      const form = new FormData();
      form.append('classification', classification);
      form.append('category', UPLOAD_CATEGORY);
      if (folderId) form.append('folderId', folderId);
      form.append('file', file, file.name);
      const answer = await client.upload('/api/documents/upload', form, onProgress);
      return typedAnswer<typeof documentSchema>(answer);
    },
    async sharedPage(page) {
      return typedAnswer<typeof documentListSchema>(await client.get('/api/documents/shared', page));
    },
    async folders() {
      return typedListAnswer<typeof folderSchema>(await client.get('/api/folders'));
    },
    async createFolder(name) {
      return typedAnswer<typeof folderSchema>(await client.post('/api/folders', { name, parentId: null }));
    },
  };
}
