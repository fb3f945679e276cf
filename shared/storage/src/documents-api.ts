import {
  UPLOAD_CATEGORY,
  type documentAnswerSchemas,
  type Classification,
  type DocumentDto,
  type DeleteFolderResult,
  type DocumentSummaryDto,
  type FolderDocumentChoice,
  type FolderDto,
  type MoveDocumentsResult,
  type PermissionLevel,
  type ShareDto,
} from '@csw/contracts';
import type { ApiClient } from './api-client';
import { answerReader } from './parse-response';

export interface DocumentChanges {
  title?: string;
  content?: string;
  classification?: Classification;
  /** The version the user edited: the server refuses the change if someone saved in between. */
  version?: number;
  /** Why the classification goes down (the owner or an administrator only). */
  classificationReason?: string;
}

/** A new document of the user's (POST /api/documents). */
export interface NewDocumentFields {
  title: string;
  content: string;
  classification: Classification;
}

/** A page of a document list and how many documents the whole list holds. */
export interface DocumentPage {
  items: DocumentSummaryDto[];
  total: number;
}

/** What narrows a document list (empty values narrow nothing). */
export interface DocumentListQuery {
  limit?: number;
  offset?: number;
  /** Words of the title or text, the last one a prefix. */
  q?: string;
  category?: string;
  folderId?: string;
}

/** A file to add to the library as the user's upload. */
export interface DocumentUpload {
  file: File;
  classification: Classification;
  /** One of the user's own folders, or none. */
  folderId?: string | null;
  /** The user knows the library holds this file already and wants a second copy (else 409 DUPLICATE_FILE). */
  secondCopy?: boolean;
}

/** Typed calls of the document, folder, upload and sharing routes (shared/contracts/src/api). */
export interface DocumentsApi {
  /** GET /api/documents: a page of the documents the user may read. */
  list(query?: DocumentListQuery): Promise<DocumentPage>;
  /** GET /api/documents/shared: the documents shared with the user, a page at a time. */
  sharedWithMe(page?: { limit: number; offset: number }): Promise<DocumentPage>;
  /** The whole document, its full text included (lists carry only an excerpt). */
  get(id: string): Promise<DocumentDto>;
  update(id: string, changes: DocumentChanges): Promise<DocumentDto>;
  /** POST /api/documents: a new document of the user's (the server may mark it higher: see its answer). */
  create(fields: NewDocumentFields): Promise<DocumentDto>;
  remove(id: string): Promise<void>;
  share(id: string, sharedWithUserId: string, permissionLevel: PermissionLevel): Promise<ShareDto>;
  /** POST /api/documents/upload (multipart) as a user upload; `onProgress` receives 0..1 while it is sent. */
  upload(upload: DocumentUpload, onProgress?: (fraction: number) => void): Promise<DocumentDto>;
  /** GET /api/folders: the built-in categories and the user's own folders. */
  folders(): Promise<FolderDto[]>;
  /** POST /api/folders: a new top-level folder of the user's. */
  createFolder(name: string): Promise<FolderDto>;
  /**
   * POST /api/documents/move: the documents into one of the user's folders, or out of any folder (null).
   * Each document that could not be moved is in `failed` with the reason; the others are moved.
   */
  move(ids: readonly string[], folderId: string | null): Promise<MoveDocumentsResult>;
  /** PUT /api/folders/:id: a new name for one of the user's folders. */
  renameFolder(id: string, name: string): Promise<FolderDto>;
  /**
   * DELETE /api/folders/:id: deletes one of the user's folders; its documents stay in the library (outside
   * any folder) unless `documents` is 'delete'.
   */
  deleteFolder(id: string, documents: FolderDocumentChoice): Promise<DeleteFolderResult>;
}

const path = (id: string) => `/api/documents/${encodeURIComponent(id)}`;
const folderPath = (id: string) => `/api/folders/${encodeURIComponent(id)}`;

/**
 * The documents API. A center passes `schemas` (documentAnswerSchemas of shared/contracts) and every answer
 * is parsed at the boundary; the shell leaves them out and reads answers as their type (see answerReader).
 */
export function documentsApi(client: ApiClient, schemas?: typeof documentAnswerSchemas): DocumentsApi {
  const read = answerReader(schemas);
  return {
    async list({ q, ...query } = {}) {
      const narrowed = Object.entries({ ...query, q: q?.trim() }).filter(
        ([, v]) => v !== undefined && v !== '',
      );
      return read('list', await client.get('/api/documents', Object.fromEntries(narrowed)));
    },
    async sharedWithMe(page) {
      return read('list', await client.get('/api/documents/shared', page));
    },
    async get(id) {
      return read('document', await client.get(path(id)));
    },
    async update(id, changes) {
      return read('document', await client.put(path(id), changes));
    },
    async create(fields) {
      return read('document', await client.post('/api/documents', fields));
    },
    async remove(id) {
      await client.delete(path(id));
    },
    async share(id, sharedWithUserId, permissionLevel) {
      return read('share', await client.post(`${path(id)}/share`, { sharedWithUserId, permissionLevel }));
    },
    async upload({ file, classification, folderId, secondCopy }, onProgress) {
      // Fields go before the file: the server reads the multipart stream in order.
      const form = new FormData();
      form.append('classification', classification);
      form.append('category', UPLOAD_CATEGORY);
      if (folderId) form.append('folderId', folderId);
      if (secondCopy) form.append('duplicate', 'keep');
      form.append('file', file, file.name);
      return read('document', await client.upload('/api/documents/upload', form, onProgress));
    },
    async folders() {
      return read('folders', await client.get('/api/folders'));
    },
    async createFolder(name) {
      return read('folder', await client.post('/api/folders', { name, parentId: null }));
    },
    async move(ids, folderId) {
      return read('moved', await client.post('/api/documents/move', { ids, folderId }));
    },
    async renameFolder(id, name) {
      return read('folder', await client.put(folderPath(id), { name }));
    },
    async deleteFolder(id, documents) {
      return read('folderDeleted', await client.delete(`${folderPath(id)}?documents=${documents}`));
    },
  };
}
