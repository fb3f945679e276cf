import { z } from 'zod';
import { ANALYSIS_MESSAGE_KINDS, ANALYSIS_TYPE_IDS, type AnalysisTypeId } from '../domain/analysis';
import type { AnalysisResult } from '../domain/analysis-result';
import { analysisResultSchema } from './analysis-result';
import {
  mediaAttachmentSchema,
  savedAttachmentSchema,
  type MediaAttachment,
  type SavedAttachment,
} from './analysis';
import type { MessageDto } from './people';

/**
 * A saved analysis is a THINK conversation whose messages carry, in their metadata under `kind`, the
 * request (ANALYSIS_MESSAGE_KINDS.request), the engine's result (.result) and the model's answer
 * (.answer). The server writes them; the server (to stream an answer) and THINK (to reopen an analysis)
 * read them back with decodeSavedAnalysis, the one decoder of that format.
 */
export const savedAnalysisRequestSchema = z.object({
  kind: z.literal(ANALYSIS_MESSAGE_KINDS.request),
  question: z.string().optional(),
  analysisType: z.enum(ANALYSIS_TYPE_IDS).optional(),
  documentIds: z.array(z.string()).default([]),
  modelId: z.string().optional(),
  mediaAttachments: z.array(mediaAttachmentSchema).default([]),
  /** The text files attached to this analysis, kept with it (not in the library). */
  attachments: z.array(savedAttachmentSchema).default([]),
});

export const savedAnalysisResultSchema = z.object({
  kind: z.literal(ANALYSIS_MESSAGE_KINDS.result),
  result: analysisResultSchema,
  /** What the user was told about the run (for example a document of which only the beginning was read). */
  notices: z.array(z.string()).default([]),
});

/** A saved analysis, decoded: every field present (an older save's gaps filled from its result). */
export interface SavedAnalysisRecord {
  question: string;
  analysisType: AnalysisTypeId;
  documentIds: string[];
  modelId: string;
  mediaAttachments: MediaAttachment[];
  /** Text files attached to the analysis and kept with it. */
  attachments: SavedAttachment[];
  result: AnalysisResult;
  notices: string[];
  /** The model's saved answer, or null when none was given yet. */
  answer: MessageDto | null;
}

/**
 * Reads a saved analysis from its conversation's messages (found by the kind in their metadata, the
 * latest of each kind, whatever their order). Null when the messages hold no analysis or its request or
 * result does not match the format.
 */
export function decodeSavedAnalysis(messages: readonly MessageDto[]): SavedAnalysisRecord | null {
  const byKind = (kind: string) => messages.findLast((m) => m.metadata.kind === kind);
  const request = savedAnalysisRequestSchema.safeParse(byKind(ANALYSIS_MESSAGE_KINDS.request)?.metadata);
  const saved = savedAnalysisResultSchema.safeParse(byKind(ANALYSIS_MESSAGE_KINDS.result)?.metadata);
  if (!request.success || !saved.success) return null;
  const { result, notices } = saved.data;
  return {
    question: request.data.question ?? result.question,
    analysisType: request.data.analysisType ?? result.analysisType,
    documentIds: request.data.documentIds,
    modelId: request.data.modelId ?? result.engine.analyst,
    mediaAttachments: request.data.mediaAttachments,
    attachments: request.data.attachments,
    result,
    notices,
    answer: byKind(ANALYSIS_MESSAGE_KINDS.answer) ?? null,
  };
}

/** How many document titles a saved analysis's summary names (the rest are counted). */
export const SAVED_ANALYSIS_TITLES = 3;

/**
 * GET /api/saved-analyses query: the user's saved THINK analyses, newest first, narrowed by `q` (words of
 * the title, the analysis type or a document's title).
 */
export const savedAnalysisListQuerySchema = z.object({
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(15),
});

/** One saved analysis as a list shows it: what it was, on how many documents, which first, when. */
export const savedAnalysisSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  analysisType: z.enum(ANALYSIS_TYPE_IDS).nullable(),
  analysisTypeName: z.string().nullable(),
  documentCount: z.number().int(),
  /** The first SAVED_ANALYSIS_TITLES titles of its documents, in the analysis's order. */
  documentTitles: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedAnalysisSummary = z.infer<typeof savedAnalysisSummarySchema>;
export const savedAnalysisListSchema = z.array(savedAnalysisSummarySchema);
