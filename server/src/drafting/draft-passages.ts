import { DRAFT_MESSAGES } from '@csw/contracts';
import { evidenceDocuments, type SourceDocument } from '@csw/engine';
import { loadAnalysisSources } from '../analysis/analysis-sources';
import type { Db } from '../db/database';
import type { LibraryService } from '../library/library-service';
import { notFound } from '../platform/errors';

/** Documents the library's search hands to passage ranking for one draft. */
export const DRAFT_SOURCE_DOCUMENTS = 6;
/**
 * Characters read of those documents in all: enough for the passages of six long documents, small enough
 * that ranking their sentences stays within a few milliseconds.
 */
export const DRAFT_SOURCE_CHARS = 240_000;

/**
 * The documents a draft is written from: the ones the user chose (each read through the visibility rule;
 * one they may not read, or that is gone, is refused as not found, never left out quietly), or else the
 * library's best documents for the query. The library's ranking reads only what the user may read and,
 * unchosen, never what the product generated: a saved draft or a report is the product's own words, never
 * the evidence of the next draft.
 */
export async function draftSources(
  library: Pick<LibraryService, 'evidenceIds'>,
  db: Db,
  userId: string,
  query: string,
  sourceIds?: readonly string[],
): Promise<SourceDocument[]> {
  if (sourceIds && sourceIds.length > 0) {
    const loaded = await loadAnalysisSources(db, userId, sourceIds, DRAFT_SOURCE_CHARS);
    if (loaded.missing.length > 0) throw notFound(DRAFT_MESSAGES.sourceNotFound);
    return loaded.documents;
  }
  const [ids = []] = await library.evidenceIds(userId, [query], DRAFT_SOURCE_DOCUMENTS);
  if (ids.length === 0) return [];
  // The index leaves generated documents out already; a document marked since it was ranked is left out here.
  return evidenceDocuments((await loadAnalysisSources(db, userId, ids, DRAFT_SOURCE_CHARS)).documents);
}
