import { ADVISE_LIMITS, SEARCH_RULES } from '@csw/contracts';
import type { SourceDocument } from '@csw/engine';
import { loadAnalysisSources } from '../analysis/analysis-sources';
import type { Db } from '../db/database';
import type { LibraryService } from '../library/library-service';

/**
 * Characters of library text one consultation reads at most: the methods quote sentences, and past this
 * the extra text only slows the analysis (measured: under 400 ms median at this budget).
 */
export const MAX_ADVICE_CHARS = 150_000;
/** Besides the whole text, the searches run for its longest sentences (a long scenario names several things). */
const SENTENCE_QUERIES = 3;
const MIN_SENTENCE_CHARS = 25;

export interface AdviceSources {
  /** Documents the user may read, most relevant first. */
  documents: SourceDocument[];
  /** Ids asked for that the user may not read or that do not exist (the two are not told apart). */
  missing: string[];
}

/** The queries for a text: the text itself, then its longest sentences. */
export function queriesOf(texts: readonly string[]): string[] {
  const queries = texts.map((t) => t.trim()).filter(Boolean);
  const sentences = texts
    .flatMap((t) => t.split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter((s) => s.length >= MIN_SENTENCE_CHARS && !queries.includes(s))
    .sort((a, b) => b.length - a.length)
    .slice(0, texts.length > 1 ? 0 : SENTENCE_QUERIES);
  return [...queries, ...sentences];
}

/**
 * The documents a consultation consults: the ones named (each checked against the visibility rule), or
 * else the best results of the library's hybrid search for the user's texts, which only ever returns
 * documents the user may read and, unnamed, never one the product generated (a saved draft, a report). Either way the texts are loaded through the visibility rule again, so a
 * document deleted or unshared meanwhile is left out.
 */
export async function adviceSources(
  db: Db,
  library: LibraryService,
  userId: string,
  request: { texts: readonly string[]; documentIds?: readonly string[] },
): Promise<AdviceSources> {
  if (request.documentIds && request.documentIds.length > 0) {
    const loaded = await loadAnalysisSources(db, userId, request.documentIds, MAX_ADVICE_CHARS);
    return { documents: loaded.documents, missing: loaded.missing };
  }
  // Every query ranked against one read of the user's access (one statement for all of them). Evidence
  // and precedents come from what people wrote: a saved draft or a report is the product's own words.
  const answers = await library.evidenceIds(userId, queriesOf(request.texts), SEARCH_RULES.maxResults);
  const ids = [...new Set(answers.flat())];
  const loaded = await loadAnalysisSources(
    db,
    userId,
    ids.slice(0, ADVISE_LIMITS.maxDocuments),
    MAX_ADVICE_CHARS,
  );
  return { documents: loaded.documents, missing: [] };
}
