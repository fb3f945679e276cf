import {
  SEARCH_RULES,
  UPLOAD_CATEGORY,
  type documentListSchema,
  type documentSchema,
  type folderSchema,
  type libraryStatsSchema,
  type searchResponseSchema,
  type Classification,
  type DocumentDto,
  type FolderDto,
  type LibraryStats,
  type SearchResponse,
} from '@csw/contracts';
import { answerAs, answerAsList, type ApiClient } from '@csw/storage';

export interface UploadRequest {
  file: File;
  classification: Classification;
  /** One of the user's own folders, or none. */
  folderId?: string | null;
}

export interface DocumentPage {
  items: DocumentDto[];
  total: number;
}

/**
 * Typed calls of the library routes REVIEW needs beyond the platform's document helpers
 * (shared/contracts/src/api/library.ts and the folder routes of documents.ts). Thin: every answer is
 * checked against its contract schema, nothing else happens here.
 */
export interface LibraryApi {
  /** POST /api/search: the hybrid search, at most SEARCH_RULES.maxResults results. */
  search(query: string, category?: string): Promise<SearchResponse>;
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
    async search(query, category) {
      const body = { query, category: category || undefined, limit: SEARCH_RULES.maxResults };
      return answerAs<typeof searchResponseSchema>(await client.post('/api/search', body));
    },
    async stats() {
      return answerAs<typeof libraryStatsSchema>(await client.get('/api/library/stats'));
    },
    async upload({ file, classification, folderId }, onProgress) {
      // Fields go before the file: the server reads the multipart stream in order.
      const form = new FormData();
      form.append('classification', classification);
      form.append('category', UPLOAD_CATEGORY);
      if (folderId) form.append('folderId', folderId);
      form.append('file', file, file.name);
      const answer = await client.upload('/api/documents/upload', form, onProgress);
      return answerAs<typeof documentSchema>(answer);
    },
    async sharedPage(page) {
      return answerAs<typeof documentListSchema>(await client.get('/api/documents/shared', page));
    },
    async folders() {
      return answerAsList<typeof folderSchema>(await client.get('/api/folders'));
    },
    async createFolder(name) {
      return answerAs<typeof folderSchema>(await client.post('/api/folders', { name, parentId: null }));
    },
  };
}
