import {
  analysisAttachmentSchema,
  analysisResponseSchema,
  conversationAnswerSchemas,
  documentAnswerSchemas,
  modelAnswerSchemas,
  savedAnalysisListSchema,
  streamDoneSchema,
  type AnalysisAttachment,
  type AnalysisBody,
  type Classification,
  type ConversationDto,
  type ConversationWithMessages,
  type DocumentDto,
  type FolderDto,
  type ModelCatalogue,
  type SavedAnalysisSummary,
  type StreamDone,
} from '@csw/contracts';
import {
  conversationsApi,
  documentsApi,
  followModelTurn,
  modelsApi,
  parseAnswer,
  type ApiClient,
  type DocumentListQuery,
  type DocumentPage,
  type ModelTurnHandlers,
} from '@csw/storage';
import type { AnalysisRun } from '../lib/analysis-run';

/** A page of the document list and what narrows it (empty strings narrow nothing). */
export type DocumentQuery = DocumentListQuery & { limit: number; offset: number };

/** What THINK follows of a model's streamed answer: its text as it comes, then the whole answer as saved. */
export type AnswerStreamHandlers = ModelTurnHandlers<StreamDone>;

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
  /** GET /api/conversations/:id with its messages, and how many of their sources were withheld. */
  conversation(id: string): Promise<ConversationWithMessages>;
}

const LOST = 'The connection to the server was lost before the model finished its answer.';

/**
 * Every answer is parsed with its contract schema at the boundary; the document, folder, upload, model and
 * conversation calls are the platform's (shared/storage), given their schemas.
 */
export function thinkApi(client: ApiClient): ThinkApi {
  const library = documentsApi(client, documentAnswerSchemas);
  const catalogue = modelsApi(client, modelAnswerSchemas);
  const conversations = conversationsApi(client, conversationAnswerSchemas);
  return {
    documents: (page) => library.list(page),
    folders: () => library.folders(),
    upload: (file, classification, onProgress) => library.upload({ file, classification }, onProgress),
    async readAttachment(file, classification) {
      const form = new FormData();
      form.append('classification', classification);
      form.append('file', file, file.name);
      return parseAnswer(analysisAttachmentSchema, await client.upload('/api/analysis/attachments', form));
    },
    models: () => catalogue.catalogue(),
    async analyse(body) {
      return parseAnswer(analysisResponseSchema, await client.post('/api/analysis', body));
    },
    followAnswer: (streamPath, handlers) =>
      followModelTurn(client, streamPath, LOST, streamDoneSchema, handlers),
    history: (limit) => conversations.list('THINK', limit),
    async savedAnalyses({ q, limit }) {
      return parseAnswer(
        savedAnalysisListSchema,
        await client.get('/api/saved-analyses', { limit, ...(q.trim() ? { q: q.trim() } : {}) }),
      );
    },
    conversation: (id) => conversations.get(id),
  };
}
