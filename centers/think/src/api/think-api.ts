import {
  analysisAttachmentSchema,
  analysisResponseSchema,
  type AnalysisAttachment,
  UPLOAD_CATEGORY,
  type AnalysisBody,
  type Classification,
  type ConversationDto,
  type conversationSchema,
  type conversationWithMessagesSchema,
  type DocumentDto,
  type documentListSchema,
  type documentSchema,
  type DocumentSummaryDto,
  type FolderDto,
  type folderSchema,
  type MessageDto,
  type ModelCatalogue,
  type SavedAnalysisSummary,
  type savedAnalysisSummarySchema,
  type modelCatalogueSchema,
} from '@csw/contracts';
import { typedAnswer, typedListAnswer, type ApiClient, type StreamHandlers } from '@csw/storage';
import type { AnalysisRun } from '../lib/analysis-run';

export interface DocumentPage {
  items: DocumentSummaryDto[];
  total: number;
}

/** A page of the document list and what narrows it (empty strings narrow nothing). */
export interface DocumentQuery {
  limit: number;
  offset: number;
  q?: string;
  category?: string;
  folderId?: string;
}

/** What THINK follows of a model's streamed answer. */
export interface AnswerStreamHandlers {
  onToken(text: string): void;
  onDone(answer: string): void;
  onError(message: string): void;
}

/** Typed calls of the routes THINK uses (shared/contracts/src/api/analysis.ts, documents, conversations). */
export interface ThinkApi {
  /**
   * GET /api/documents: one page of the documents the user may read, narrowed by words of their title or
   * text (`q`, the last word a prefix), a category or one of the user's folders.
   */
  documents(page: DocumentQuery): Promise<DocumentPage>;
  /** GET /api/folders: the built-in categories and the user's own folders. */
  folders(): Promise<FolderDto[]>;
  /** POST /api/documents/upload as a user upload; the server names it and reads its text. */
  upload(
    file: File,
    classification: Classification,
    onProgress?: (fraction: number) => void,
  ): Promise<DocumentDto>;
  /**
   * POST /api/analysis/attachments: a file attached to one analysis, read by the server (text and pages)
   * and not stored; its text goes back with the analysis.
   */
  readAttachment(file: File, classification: Classification): Promise<AnalysisAttachment>;
  /** GET /api/models: the model catalogue and the server's default. */
  models(): Promise<ModelCatalogue>;
  /** POST /api/analysis, its answer checked against the contract (the screen reads every finding). */
  analyse(body: AnalysisBody): Promise<AnalysisRun>;
  /**
   * GET {streamPath}: the model's answer as server-sent events (`token`, then `done` or `error`).
   * Returns the function that stops following it.
   */
  followAnswer(streamPath: string, handlers: AnswerStreamHandlers): () => void;
  /** GET /api/conversations?centerType=THINK: the saved analyses, newest first. */
  history(limit: number): Promise<ConversationDto[]>;
  /**
   * GET /api/saved-analyses: the saved analyses, newest first, each with its type and the number and first
   * titles of its documents, narrowed by `q` (title, type or a document's title).
   */
  savedAnalyses(filter: { q: string; limit: number }): Promise<SavedAnalysisSummary[]>;
  /** GET /api/conversations/:id with its messages. */
  conversation(id: string): Promise<ConversationDto & { messages: MessageDto[] }>;
}

const LOST = 'The connection to the server was lost before the model finished its answer.';

const text = (data: unknown, key: 'text' | 'answer' | 'message'): string | null => {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : null;
  return typeof value === 'string' ? value : null;
};

/**
 * The server sends every answer through its contract schema. Lists and the catalogue are read as their
 * type (typedAnswer); the analysis itself is parsed, because the screen walks every finding in it.
 */
export function thinkApi(client: ApiClient): ThinkApi {
  return {
    async documents({ limit, offset, q, category, folderId }) {
      const query = {
        limit,
        offset,
        ...(q?.trim() ? { q: q.trim() } : {}),
        ...(category ? { category } : {}),
        ...(folderId ? { folderId } : {}),
      };
      return typedAnswer<typeof documentListSchema>(await client.get('/api/documents', query));
    },
    async folders() {
      return typedListAnswer<typeof folderSchema>(await client.get('/api/folders'));
    },
    async upload(file, classification, onProgress) {
      // Fields go before the file: the server reads the multipart stream in order.
      const form = new FormData();
      form.append('classification', classification);
      form.append('category', UPLOAD_CATEGORY);
      form.append('file', file, file.name);
      return typedAnswer<typeof documentSchema>(
        await client.upload('/api/documents/upload', form, onProgress),
      );
    },
    async readAttachment(file, classification) {
      const form = new FormData();
      form.append('classification', classification);
      form.append('file', file, file.name);
      // Parsed: its text is sent back to the server with the analysis.
      return analysisAttachmentSchema.parse(await client.upload('/api/analysis/attachments', form));
    },
    async models() {
      return typedAnswer<typeof modelCatalogueSchema>(await client.get('/api/models'));
    },
    async analyse(body) {
      return analysisResponseSchema.parse(await client.post('/api/analysis', body));
    },
    followAnswer(streamPath, handlers) {
      const events: StreamHandlers = {
        onEvent(name, data) {
          if (name === 'token') {
            const piece = text(data, 'text');
            if (piece !== null) handlers.onToken(piece);
          } else if (name === 'done') {
            stop();
            handlers.onDone(text(data, 'answer') ?? '');
          } else if (name === 'error') {
            stop();
            handlers.onError(text(data, 'message') ?? LOST);
          }
        },
        onError() {
          handlers.onError(LOST);
        },
      };
      const stop = client.stream(streamPath, ['token', 'done', 'error'], events);
      return stop;
    },
    async history(limit) {
      return typedListAnswer<typeof conversationSchema>(
        await client.get('/api/conversations', { centerType: 'THINK', limit }),
      );
    },
    async savedAnalyses({ q, limit }) {
      return typedListAnswer<typeof savedAnalysisSummarySchema>(
        await client.get('/api/saved-analyses', { limit, ...(q.trim() ? { q: q.trim() } : {}) }),
      );
    },
    async conversation(id) {
      return typedAnswer<typeof conversationWithMessagesSchema>(
        await client.get(`/api/conversations/${encodeURIComponent(id)}`),
      );
    },
  };
}
