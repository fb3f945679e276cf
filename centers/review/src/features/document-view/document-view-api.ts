import { documentPagesSchema, shareSchema, type DocumentPages, type ShareDto } from '@csw/contracts';
import { parseAnswer, type ApiClient } from '@csw/storage';

const sharesSchema = shareSchema.array();
const path = (id: string) => `/api/documents/${encodeURIComponent(id)}`;

/** The calls of the document view beyond the document itself (libraryApi's `get`). */
export interface DocumentViewApi {
  /** GET /api/documents/:id/pages: `limit` pages from the `offset`-th, and how many there are. */
  pages(id: string, offset: number, limit: number): Promise<DocumentPages>;
  /** GET /api/documents/:id/shares: who the document is shared with (its owner and full-access grantees). */
  shares(id: string): Promise<ShareDto[]>;
}

export function documentViewApi(client: ApiClient): DocumentViewApi {
  return {
    async pages(id, offset, limit) {
      return parseAnswer(documentPagesSchema, await client.get(`${path(id)}/pages`, { offset, limit }));
    },
    async shares(id) {
      return parseAnswer(sharesSchema, await client.get(`${path(id)}/shares`));
    },
  };
}
