import { DRAFT_LIMITS } from '@csw/contracts';
import { passagesFromDocuments, type DraftPassage } from '@csw/engine';
import { loadAnalysisSources } from '../analysis/analysis-sources';
import type { Db } from '../db/database';
import type { LibraryService } from '../library/library-service';

/** Documents the library's search hands to passage ranking for one draft. */
export const DRAFT_SOURCE_DOCUMENTS = 6;
/**
 * Characters read of those documents in all: enough for the passages of six long documents, small enough
 * that ranking their sentences stays within a few milliseconds.
 */
export const DRAFT_SOURCE_CHARS = 240_000;

/**
 * Passages for a query from the documents the user may read: the library's ranking picks the
 * documents (visible_documents only), their text is read again through the same rule, and their sentences
 * are ranked against the query (BM25 with query expansion), best first.
 */
export async function retrievePassages(
  library: LibraryService,
  db: Db,
  userId: string,
  query: string,
  limit: number = DRAFT_LIMITS.maxPassages,
): Promise<DraftPassage[]> {
  const [ids = []] = await library.searchIds(userId, [query], DRAFT_SOURCE_DOCUMENTS);
  if (ids.length === 0) return [];
  const { documents } = await loadAnalysisSources(db, userId, ids, DRAFT_SOURCE_CHARS);
  return passagesFromDocuments(documents, query, limit);
}
