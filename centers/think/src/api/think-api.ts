import {
  UPLOAD_CATEGORY,
  type AnalysisBody,
  type Classification,
  type ConversationDto,
  type DocumentDto,
  type MessageDto,
  type ModelCatalogue,
} from '@csw/contracts';
import { ApiError, documentsApi, type ApiClient } from '@csw/storage';
import type { AnalysisRun } from '../lib/analysis-run';

export interface DocumentPage {
  items: DocumentDto[];
  total: number;
}

/** Typed calls of the routes THINK uses (shared/contracts/src/api/analysis.ts, documents, conversations). */
export interface ThinkApi {
  /** GET /api/documents: one page of the documents the user may read. */
  documents(page: { limit: number; offset: number }): Promise<DocumentPage>;
  /** POST /api/documents/upload as a user upload; the server names it and reads its text. */
  upload(
    file: File,
    classification: Classification,
    onProgress?: (fraction: number) => void,
  ): Promise<DocumentDto>;
  /** GET /api/models: the model catalogue and the server's default. */
  models(): Promise<ModelCatalogue>;
  /** POST /api/analysis. */
  analyse(body: AnalysisBody): Promise<AnalysisRun>;
  /** GET /api/conversations?centerType=THINK: the saved analyses, newest first. */
  history(limit: number): Promise<ConversationDto[]>;
  /** GET /api/conversations/:id with its messages. */
  conversation(id: string): Promise<ConversationDto & { messages: MessageDto[] }>;
}

/**
 * The answers of these routes are checked for the fields the screen relies on, without a schema library:
 * THINK ships no validator of its own to stay small (the document calls go through the platform's
 * checked helpers).
 */
function expect<T>(value: unknown, ok: (v: Record<string, unknown>) => boolean, what: string): T {
  if (value && typeof value === 'object' && ok(value as Record<string, unknown>)) return value as T;
  throw new ApiError(`The server sent an unexpected answer for ${what}.`, 0, value);
}

export function thinkApi(client: ApiClient): ThinkApi {
  return {
    documents: (page) => documentsApi(client).list(page),
    async upload(file, classification, onProgress) {
      // Fields go before the file: the server reads the multipart stream in order.
      const form = new FormData();
      form.append('classification', classification);
      form.append('category', UPLOAD_CATEGORY);
      form.append('file', file, file.name);
      const answer = await client.upload('/api/documents/upload', form, onProgress);
      return expect(answer, (d) => typeof d.id === 'string' && typeof d.title === 'string', 'the upload');
    },
    async models() {
      const answer = await client.get('/api/models');
      return expect(
        answer,
        (c) => Array.isArray(c.models) && typeof c.defaultModelId === 'string',
        'the model list',
      );
    },
    async analyse(body) {
      const answer = await client.post('/api/analysis', body);
      return expect(
        answer,
        (r) => typeof r.result === 'object' && r.result !== null && 'streamPath' in r,
        'the analysis',
      );
    },
    async history(limit) {
      const answer = await client.get('/api/conversations', { centerType: 'THINK', limit });
      if (!Array.isArray(answer))
        throw new ApiError('The server sent an unexpected answer for the saved analyses.', 0, answer);
      return answer as ConversationDto[];
    },
    async conversation(id) {
      const answer = await client.get(`/api/conversations/${encodeURIComponent(id)}`);
      return expect(answer, (c) => Array.isArray(c.messages), 'the saved analysis');
    },
  };
}
