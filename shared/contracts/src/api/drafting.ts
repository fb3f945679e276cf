import { z } from 'zod';
import { CLASSIFICATION_LEVELS, TITLE_MAX } from '../domain/documents';
import {
  DEFAULT_DRAFT_TONE,
  DRAFT_EXPORT_FORMATS,
  DRAFT_FORMAT_ID_PATTERN,
  DRAFT_LIMITS,
  DRAFT_MESSAGES,
  DRAFT_TONE_IDS,
  WRITING_FINDING_KINDS,
} from '../domain/drafting';
import { citationSchema } from './citation';
import { idSchema, nameTextSchema, textSpanSchema } from './common';

/**
 * CREATE: grounded drafts, the writing checker, Add BLUF / Add Evidence, save and export.
 *
 * POST /api/drafts                 draftBodySchema -> draftResponseSchema; audits DOC_GENERATE. Passages come
 *                                  only from documents the user may read.
 * POST /api/drafts/check           writingCheckBodySchema -> writingCheckSchema (no audit: runs as the user types)
 * POST /api/drafts/bluf            blufBodySchema -> blufResultSchema
 * POST /api/drafts/evidence        evidenceBodySchema -> evidenceResultSchema (a passage the user may read)
 * POST /api/drafts/save            saveDraftBodySchema -> saveDraftResponseSchema; audits DOC_SAVE. The same
 *                                  documentId again updates that document (its version increments).
 * POST /api/drafts/export          exportDraftBodySchema -> a .docx or Markdown file with the banner top and bottom
 */

export const draftToneSchema = z.enum(DRAFT_TONE_IDS);
// A format id of the engine's registry; the server refuses one the registry does not hold.
export const draftFormatIdSchema = z.string().regex(DRAFT_FORMAT_ID_PATTERN, 'Unknown format.');
export const draftTemplateIdSchema = draftFormatIdSchema;
const classificationSchema = z.enum(CLASSIFICATION_LEVELS);

/** The format a draft is written in or checked against (a template, or the adaptive format), and its name. */
const draftFormatShape = { format: draftFormatIdSchema, formatName: z.string() };

/**
 * A cited source of a draft: a citation (api/citation.ts) with its marker number in the text, `[n]`. A draft's
 * citations come back in requests (Add Evidence, save, export), so they hold a real page and offsets.
 */
const { page, start, end } = citationSchema.shape;
export const draftCitationSchema = z.object({
  n: z.number().int().min(1),
  ...citationSchema.shape,
  page: page.min(1),
  start: start.min(0),
  end: end.min(0),
});
export type DraftCitation = z.infer<typeof draftCitationSchema>;

/** A section of a draft and where it is in the draft's text (`end` exclusive). */
export const draftSectionSchema = z.object({
  heading: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  /** Marker numbers of the citations placed in this section. */
  citations: z.array(z.number().int().min(1)),
});
export type DraftSection = z.infer<typeof draftSectionSchema>;

/** A text range of a finding (character offsets into the checked text, `end` exclusive). */
export const textRangeSchema = z.object({ start: z.number().int().min(0), end: z.number().int().min(0) });
export type TextRange = z.infer<typeof textRangeSchema>;

export const writingFindingSchema = z.object({
  kind: z.enum(WRITING_FINDING_KINDS),
  severity: z.enum(['warning', 'info']),
  /** What is wrong. */
  message: z.string(),
  /** Why the standard asks for it, with its source. */
  why: z.string(),
  /** Where: selecting this range in the editor shows the text at fault. */
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  /** The text at fault, cut for display. */
  excerpt: z.string(),
});
export type WritingFinding = z.infer<typeof writingFindingSchema>;

export const clarityIndexSchema = z.object({
  /** Average words per sentence plus percent of long words; null when there is no prose to measure. */
  index: z.number().nullable(),
  rating: z.enum(['too abrupt', 'on target', 'difficult', 'no text']),
  sentences: z.number().int(),
  words: z.number().int(),
  longWords: z.number().int(),
  averageSentenceLength: z.number(),
  longWordPercent: z.number(),
});
export type ClarityIndex = z.infer<typeof clarityIndexSchema>;

export const structureResultSchema = z.object({
  ...draftFormatShape,
  ok: z.boolean(),
  /** The required parts found, in the order the format wants them. */
  found: z.array(z.string()),
  /** The required parts that are missing. */
  missing: z.array(z.string()),
  /** The parts found out of order. */
  outOfOrder: z.array(z.string()),
});
export type StructureResult = z.infer<typeof structureResultSchema>;

export const writingCheckSchema = z.object({
  clarity: clarityIndexSchema,
  findings: z.array(writingFindingSchema),
  structure: structureResultSchema.nullable(),
  /** The checker's actual result in one sentence, shown under a draft. */
  note: z.string(),
});
export type WritingCheck = z.infer<typeof writingCheckSchema>;

export const draftSchema = z.object({
  ...draftFormatShape,
  tone: draftToneSchema,
  intent: z.string(),
  /** The subject taken from the intent. */
  subject: z.string(),
  /** The date written in the draft (AR 25-50 form, `13 March 2020`). */
  date: z.string(),
  text: z.string(),
  sections: z.array(draftSectionSchema),
  citations: z.array(draftCitationSchema),
  /** Highest marking of the cited sources (UNCLASS when none is cited). */
  classification: classificationSchema,
  check: writingCheckSchema,
});
export type Draft = z.infer<typeof draftSchema>;

const intentSchema = z
  .string()
  .trim()
  .min(1, { message: DRAFT_MESSAGES.emptyIntent })
  .max(DRAFT_LIMITS.maxIntentChars);
const draftTextSchema = z.string().max(DRAFT_LIMITS.maxDraftChars);

export const draftBodySchema = z.object({
  intent: intentSchema,
  tone: draftToneSchema.default(DEFAULT_DRAFT_TONE),
  /** A template chosen explicitly; otherwise matched from the intent. */
  templateId: draftTemplateIdSchema.optional(),
  modelId: idSchema.optional(),
  /**
   * The documents the draft is written from, as the user chose them; none: the library (what people wrote,
   * never the product's own saved drafts or reports unless chosen here).
   */
  sourceIds: z.array(idSchema).max(DRAFT_LIMITS.maxSources).optional(),
});
export type DraftBody = z.input<typeof draftBodySchema>;

export const draftResponseSchema = z.object({
  draft: draftSchema,
  /** Where an external model's draft streams from; null for the built-in writer. */
  streamPath: z.string().nullable(),
});
export type DraftResponse = z.infer<typeof draftResponseSchema>;

/** The `done` event of a model's draft stream: the whole text, checked by the writing checker. */
export const draftStreamDoneSchema = z.object({ text: z.string(), check: writingCheckSchema });
export type DraftStreamDone = z.infer<typeof draftStreamDoneSchema>;

export const writingCheckBodySchema = z.object({
  text: draftTextSchema,
  format: draftFormatIdSchema.optional(),
});
export type WritingCheckBody = z.input<typeof writingCheckBodySchema>;

export const blufBodySchema = z.object({
  text: draftTextSchema.min(1, { message: DRAFT_MESSAGES.emptyDraft }),
});
export const blufResultSchema = z.object({
  text: z.string(),
  /** The BLUF line written, and where it is in `text`, so the editor can select it. */
  bluf: z.string(),
  ...textSpanSchema.shape,
});
export type BlufResult = z.infer<typeof blufResultSchema>;

export const evidenceBodySchema = z.object({
  text: draftTextSchema,
  /** The cursor: the paragraph around it is what the evidence must support. */
  cursor: z.number().int().min(0),
  /** Citations already in the draft, so that markers continue and a quote is not repeated. */
  citations: z.array(draftCitationSchema).default([]),
  /** The sources the draft was written from; none: the library. */
  sourceIds: z.array(idSchema).max(DRAFT_LIMITS.maxSources).optional(),
});
export type EvidenceBody = z.input<typeof evidenceBodySchema>;

export const evidenceResultSchema = z.object({
  /** null when no passage matches; `message` then says so. */
  citation: draftCitationSchema.nullable(),
  text: z.string(),
  /** Where the inserted evidence is in `text`. */
  ...textSpanSchema.shape,
  message: z.string().nullable(),
});
export type EvidenceResult = z.infer<typeof evidenceResultSchema>;

export const saveDraftBodySchema = z.object({
  /** The document saved before, to update it rather than make a copy. */
  documentId: idSchema.optional(),
  /** With documentId: the version the draft was made on (a stale save answers 409 with the current one). */
  version: z.number().int().min(1).optional(),
  title: nameTextSchema().min(1).max(TITLE_MAX),
  content: draftTextSchema.refine((t) => t.trim().length > 0, { message: DRAFT_MESSAGES.emptyDraft }),
  /** The marking the user asks for; never below the highest marking of the cited sources. */
  classification: classificationSchema.optional(),
  citations: z.array(draftCitationSchema).default([]),
});
export type SaveDraftBody = z.input<typeof saveDraftBodySchema>;

export const saveDraftResponseSchema = z.object({
  documentId: z.string(),
  version: z.number().int(),
  classification: classificationSchema,
  /** Why the marking is above the default, or null. */
  classificationReason: z.string().nullable(),
});
export type SaveDraftResponse = z.infer<typeof saveDraftResponseSchema>;

export const exportDraftBodySchema = z.object({
  format: z.enum(DRAFT_EXPORT_FORMATS),
  title: nameTextSchema().min(1).max(TITLE_MAX),
  content: draftTextSchema.refine((t) => t.trim().length > 0, { message: DRAFT_MESSAGES.emptyDraft }),
  classification: classificationSchema.optional(),
  citations: z.array(draftCitationSchema).default([]),
});
export type ExportDraftBody = z.input<typeof exportDraftBodySchema>;
