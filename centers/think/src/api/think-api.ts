import {
  UPLOAD_CATEGORY,
  type AnalysisBody,
  type Classification,
  type ConversationDto,
  type conversationSchema,
  type conversationWithMessagesSchema,
  type DocumentDto,
  type documentSchema,
  type MessageDto,
  type ModelCatalogue,
  type modelCatalogueSchema,
} from '@csw/contracts';
import { answerAs, answerAsList, documentsApi, type ApiClient } from '@csw/storage';
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

/** The server sends every answer through its contract schema; the page takes its type (see answerAs). */
export function thinkApi(client: ApiClient): ThinkApi {
  return {
    documents: (page) => documentsApi(client).list(page),
    async upload(file, classification, onProgress) {
      // Fields go before the file: the server reads the multipart stream in order.
      const form = new FormData();
      form.append('classification', classification);
      form.append('category', UPLOAD_CATEGORY);
      form.append('file', file, file.name);
      return answerAs<typeof documentSchema>(await client.upload('/api/documents/upload', form, onProgress));
    },
    async models() {
      return answerAs<typeof modelCatalogueSchema>(await client.get('/api/models'));
    },
    async analyse(body) {
      // The contract checks only the result's frame; its findings are typed by the engine's AnalysisResult.
      return (await client.post('/api/analysis', body)) as AnalysisRun;
    },
    async history(limit) {
      return answerAsList<typeof conversationSchema>(
        await client.get('/api/conversations', { centerType: 'THINK', limit }),
      );
    },
    async conversation(id) {
      return answerAs<typeof conversationWithMessagesSchema>(
        await client.get(`/api/conversations/${encodeURIComponent(id)}`),
      );
    },
  };
}
