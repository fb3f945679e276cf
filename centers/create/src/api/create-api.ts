import {
  DRAFT_MESSAGES,
  blufResultSchema,
  draftResponseSchema,
  draftStreamDoneSchema,
  evidenceResultSchema,
  modelAnswerSchemas,
  saveDraftResponseSchema,
  type BlufResult,
  type DraftBody,
  type DraftCitation,
  type DraftExportFormat,
  type DraftResponse,
  type DraftStreamDone,
  type EvidenceResult,
  type ModelCatalogue,
  type SaveDraftBody,
  type SaveDraftResponse,
} from '@csw/contracts';
import {
  followModelTurn,
  modelsApi,
  parseAnswer,
  type ApiClient,
  type DownloadedFile,
  type ModelTurnHandlers,
} from '@csw/storage';

/** What CREATE follows of a model's streamed draft: its text as it comes, then the whole text and its check. */
export type DraftStreamHandlers = ModelTurnHandlers<DraftStreamDone>;

export interface ExportBody {
  format: DraftExportFormat;
  title: string;
  content: string;
  citations: DraftCitation[];
}

/** Typed calls of the routes CREATE uses (shared/contracts/src/api/drafting.ts). */
export interface CreateApi {
  /** GET /api/models: the model catalogue and the server's default. */
  models(): Promise<ModelCatalogue>;
  /** POST /api/drafts: a draft grounded in the documents the user may read. */
  generate(body: DraftBody): Promise<DraftResponse>;
  /** GET {streamPath}: a configured model's draft (`token`, then `done` or `error`); returns the stop function. */
  followDraft(streamPath: string, handlers: DraftStreamHandlers): () => void;
  /** POST /api/drafts/bluf */
  bluf(text: string): Promise<BlufResult>;
  /** POST /api/drafts/evidence: the passage of the sources (none: the library) for where the cursor is. */
  evidence(
    text: string,
    cursor: number,
    citations: DraftCitation[],
    sourceIds?: readonly string[],
  ): Promise<EvidenceResult>;
  /** POST /api/drafts/save: a new library document, or the same one again (its version increments). */
  save(body: SaveDraftBody): Promise<SaveDraftResponse>;
  /** POST /api/drafts/export: the file with its banner and source list. */
  export(body: ExportBody): Promise<DownloadedFile>;
}

const LOST = 'The connection to the server was lost before the model finished the draft.';

/**
 * Every answer is parsed with its contract schema at the boundary; the model catalogue is the platform's
 * call (shared/storage), given its schema.
 */
export function createApi(client: ApiClient): CreateApi {
  const catalogue = modelsApi(client, modelAnswerSchemas);
  return {
    models: () => catalogue.catalogue(),
    async generate(body) {
      return parseAnswer(draftResponseSchema, await client.post('/api/drafts', body));
    },
    followDraft: (streamPath, handlers) =>
      followModelTurn(client, streamPath, LOST, draftStreamDoneSchema, handlers),
    async bluf(text) {
      if (!text.trim()) throw new Error(DRAFT_MESSAGES.emptyDraft);
      return parseAnswer(blufResultSchema, await client.post('/api/drafts/bluf', { text }));
    },
    async evidence(text, cursor, citations, sourceIds = []) {
      const sources = sourceIds.length > 0 ? { sourceIds: [...sourceIds] } : {};
      return parseAnswer(
        evidenceResultSchema,
        await client.post('/api/drafts/evidence', { text, cursor, citations, ...sources }),
      );
    },
    async save(body) {
      return parseAnswer(saveDraftResponseSchema, await client.post('/api/drafts/save', body));
    },
    export(body) {
      return client.download('/api/drafts/export', body);
    },
  };
}
