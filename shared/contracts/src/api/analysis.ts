import { z } from 'zod';
import { ANALYSIS_LIMITS, ANALYSIS_TYPE_IDS, BUILTIN_ANALYST_ID } from '../domain/analysis';
import { CLASSIFICATION_LEVELS, TITLE_MAX } from '../domain/documents';
import { analysisResultSchema } from './analysis-result';
import { idSchema, nameTextSchema } from './common';

/**
 * THINK analysis and the model catalogue.
 *
 * POST /api/analysis                analysisBodySchema -> analysisResponseSchema; audits ANALYSIS. Reads only
 *                                   documents the user may read: an id they may not read is answered 404
 *                                   'Document not found.' exactly like an id that does not exist.
 * GET  /api/analysis/:id/stream     text/event-stream for a saved analysis (the conversation id) whose model
 *                                   is an external one: events `result` (the engine's result, first),
 *                                   `token` ({text}), then `done` ({answer, messageId}) or `error` ({message}).
 *                                   The answer is saved in the conversation; asked again, it is replayed.
 * POST /api/analysis/attachments    multipart (classification, file) -> analysisAttachmentSchema: the file's
 *                                   text read for one analysis; nothing is stored (a file kept in the library
 *                                   is uploaded with POST /api/documents/upload instead).
 * GET  /api/models                  -> modelCatalogueSchema (never an endpoint address or key)
 */

/** A media file listed with an analysis: its name, type and size only; its content is never read. */
export const mediaAttachmentSchema = z.object({
  name: nameTextSchema().min(1).max(255),
  type: z.string().max(100),
  size: z.number().int().min(0),
});
export type MediaAttachment = z.infer<typeof mediaAttachmentSchema>;

/**
 * A text file attached to one analysis, as the server read it: analysed with the chosen documents and kept
 * with the saved analysis, never stored in the library.
 */
export const analysisAttachmentSchema = z.object({
  /** The file's name, as the user chose it. */
  name: nameTextSchema().min(1).max(255),
  /** How it is cited: the file name without its extension. */
  title: nameTextSchema().min(1).max(TITLE_MAX),
  classification: z.enum(CLASSIFICATION_LEVELS),
  /** Its text by page (a PDF's pages; one page for other files). */
  pages: z
    .array(z.object({ page: z.number().int().min(1), text: z.string() }))
    .min(1)
    .max(10_000),
});
export type AnalysisAttachment = z.infer<typeof analysisAttachmentSchema>;

/** An attached file kept with a saved analysis: the id its findings cite it by ('attachment-1'). */
export const savedAttachmentSchema = analysisAttachmentSchema.extend({ id: z.string() });
export type SavedAttachment = z.infer<typeof savedAttachmentSchema>;

export const analysisBodySchema = z.object({
  documentIds: z.array(idSchema).max(ANALYSIS_LIMITS.maxDocuments, {
    message: `At most ${ANALYSIS_LIMITS.maxDocuments} documents can be analysed at once.`,
  }),
  question: z.string().max(ANALYSIS_LIMITS.maxQuestionChars).default(''),
  analysisType: z.enum(ANALYSIS_TYPE_IDS).default('custom'),
  modelId: idSchema.default(BUILTIN_ANALYST_ID),
  mediaAttachments: z.array(mediaAttachmentSchema).max(ANALYSIS_LIMITS.maxMediaAttachments).default([]),
  /** Text files read for this analysis only (POST /api/analysis/attachments). */
  attachments: z
    .array(analysisAttachmentSchema)
    .max(ANALYSIS_LIMITS.maxAttachments, {
      message: `At most ${ANALYSIS_LIMITS.maxAttachments} files can be attached to one analysis.`,
    })
    .default([]),
});
export type AnalysisBody = z.input<typeof analysisBodySchema>;

export const analysisModelRefSchema = z.object({ id: z.string(), name: z.string() });

export const analysisResponseSchema = z.object({
  /** The saved analysis (a THINK conversation, reopened with GET /api/conversations/:id); null when no document was given. */
  conversationId: z.string().nullable(),
  result: analysisResultSchema,
  model: analysisModelRefSchema,
  /** Where the external model's answer streams from; null for the built-in analyst. */
  streamPath: z.string().nullable(),
  mediaAttachments: z.array(mediaAttachmentSchema),
  /** What the user should know about the run, for example a document of which only the beginning was read. */
  notices: z.array(z.string()),
});
export type AnalysisResponseDto = z.infer<typeof analysisResponseSchema>;

/** A model of the catalogue: the reference an analysis names it by, and what the picker shows of it. */
export const modelSchema = analysisModelRefSchema.extend({
  category: z.string(),
  description: z.string(),
  /** What the model is best for. */
  strengths: z.array(z.string()),
  /** builtin: the rule-based offline analyst; endpoint: a model behind an OpenAI-compatible endpoint. */
  kind: z.enum(['builtin', 'endpoint']),
  available: z.boolean(),
  /** Why it cannot be chosen ('Not configured on this server'), null when available. */
  reason: z.string().nullable(),
});
export type ModelDto = z.infer<typeof modelSchema>;

export const modelCatalogueSchema = z.object({
  models: z.array(modelSchema),
  defaultModelId: z.string(),
});
export type ModelCatalogue = z.infer<typeof modelCatalogueSchema>;
/** The answer of GET /api/models: what a center checks it with (modelsApi of shared/storage). */
export const modelAnswerSchemas = { catalogue: modelCatalogueSchema };

/** Payloads of the analysis stream's events (the `result` event carries an analysisResponseSchema). */
export const streamTokenSchema = z.object({ text: z.string() });
export const streamDoneSchema = z.object({ answer: z.string(), messageId: z.string() });
export type StreamDone = z.infer<typeof streamDoneSchema>;
export const streamErrorSchema = z.object({ message: z.string() });
