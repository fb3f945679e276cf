import {
  ANALYSIS_LIMITS,
  TITLE_MAX,
  type AnalysisAttachment,
  type Classification,
  type SavedAttachment,
} from '@csw/contracts';
import type { SourceDocument } from '@csw/engine';
import { invalid } from '../platform/errors';
import { extractDocument } from '../ingestion/extract-document';
import type { IngestionInput } from '../ingestion/types';

/**
 * Reads a file attached to one THINK analysis (text and pages extracted in the ingestion worker, with the
 * upload's size limit and refusals) and stores nothing: the file serves that analysis, and is kept with
 * its saved result. Adding it to the library is the user's explicit choice, made through the upload route.
 */
export async function readAttachment(
  file: IngestionInput,
  classification: Classification,
  maxBytes: number,
): Promise<AnalysisAttachment> {
  const extracted = await extractDocument(file, { maxBytes });
  const pages = extracted.pages.filter((p) => p.text.trim().length > 0);
  const characters = pages.reduce((n, p) => n + p.text.length, 0);
  if (characters > ANALYSIS_LIMITS.maxAttachmentChars) {
    throw invalid(
      `"${file.fileName}" holds ${characters.toLocaleString('en-US')} characters of text; files attached to one analysis may hold ${ANALYSIS_LIMITS.maxAttachmentChars.toLocaleString('en-US')} together. Add it to the library instead and choose it from there.`,
      'ATTACHMENT_TOO_LONG',
    );
  }
  const name = (file.fileName.split(/[\\/]/).pop() ?? '').trim() || 'attachment';
  return {
    name: name.slice(-255),
    title: (extracted.title || name).slice(0, TITLE_MAX),
    classification,
    pages: pages.map((p) => ({ page: p.page, text: p.text })),
  };
}

/** The id an attached file is cited by in one analysis: it can never be taken for a library document's. */
const attachmentId = (index: number) => `attachment-${index + 1}`;

/**
 * The attached files of an analysis, numbered as the analysis cites them, and as the engine reads them.
 * Refuses more text than the attachments' share of the analysis budget.
 */
export function attachmentSources(
  attachments: readonly AnalysisAttachment[],
  now: number,
): { saved: SavedAttachment[]; documents: SourceDocument[]; characters: number } {
  const saved = attachments.map((a, i) => ({ ...a, id: attachmentId(i) }));
  const characters = saved.reduce((n, a) => n + a.pages.reduce((m, p) => m + p.text.length, 0), 0);
  if (characters > ANALYSIS_LIMITS.maxAttachmentChars) {
    throw invalid(
      `The attached files hold ${characters.toLocaleString('en-US')} characters of text; one analysis reads at most ${ANALYSIS_LIMITS.maxAttachmentChars.toLocaleString('en-US')} from attachments. Attach fewer files, or add them to the library and choose them there.`,
      'ATTACHMENT_TOO_LONG',
    );
  }
  const createdAt = new Date(now).toISOString();
  const documents = saved.map((a): SourceDocument => ({
    id: a.id,
    title: a.title,
    classification: a.classification,
    createdAt,
    documentType: 'Attached File',
    pages: a.pages,
  }));
  return { saved, documents, characters };
}
