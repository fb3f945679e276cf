import {
  type documentListSchema,
  type documentSchema,
  type shareSchema,
  type Classification,
  type DocumentDto,
  type DocumentSummaryDto,
  type PermissionLevel,
  type ShareDto,
} from '@csw/contracts';
import type { ApiClient } from './api-client';
import { typedAnswer } from './parse-response';

export interface DocumentChanges {
  title?: string;
  content?: string;
  classification?: Classification;
  /** The version the user edited: the server refuses the change if someone saved in between. */
  version?: number;
}

/** Typed calls of the document and sharing routes (shared/contracts/src/api). */
export interface DocumentsApi {
  list(query?: {
    limit?: number;
    offset?: number;
    category?: string;
    folderId?: string;
  }): Promise<{ items: DocumentSummaryDto[]; total: number }>;
  sharedWithMe(): Promise<{ items: DocumentSummaryDto[]; total: number }>;
  /** The whole document, its full text included (lists carry only an excerpt). */
  get(id: string): Promise<DocumentDto>;
  update(id: string, changes: DocumentChanges): Promise<DocumentDto>;
  remove(id: string): Promise<void>;
  share(id: string, sharedWithUserId: string, permissionLevel: PermissionLevel): Promise<ShareDto>;
}

const path = (id: string) => `/api/documents/${encodeURIComponent(id)}`;

export function documentsApi(client: ApiClient): DocumentsApi {
  return {
    async list(query = {}) {
      return typedAnswer<typeof documentListSchema>(await client.get('/api/documents', query));
    },
    async sharedWithMe() {
      return typedAnswer<typeof documentListSchema>(await client.get('/api/documents/shared'));
    },
    async get(id) {
      return typedAnswer<typeof documentSchema>(await client.get(path(id)));
    },
    async update(id, changes) {
      return typedAnswer<typeof documentSchema>(await client.put(path(id), changes));
    },
    async remove(id) {
      await client.delete(path(id));
    },
    async share(id, sharedWithUserId, permissionLevel) {
      return typedAnswer<typeof shareSchema>(
        await client.post(`${path(id)}/share`, { sharedWithUserId, permissionLevel }),
      );
    },
  };
}
