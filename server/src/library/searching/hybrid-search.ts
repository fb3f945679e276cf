import { LIBRARY_MESSAGES, type SearchResponse, type SearchResult } from '@csw/contracts';
import { findVisibleSummariesWithText } from '../../data/documents-repository';
import { rankDocuments, type SearchEngine, type SearchRequest } from './ranking';
import { locateSnippet } from './snippets';

export { DEFAULT_RANKING, type RankingOptions, type SearchEngine, type SearchRequest } from './ranking';

/**
 * The library's search as REVIEW shows it (POST /api/search): the term index brought up to date and the
 * user's access read in one statement, the ranking (ranking.ts), then the chosen documents read again
 * through the visibility rule, with a snippet around the best match (or the passage nearest in meaning).
 */
export async function hybridSearch(engine: SearchEngine, request: SearchRequest): Promise<SearchResponse> {
  const { db } = engine;
  const access = await engine.index.prepare(request.userId);
  const { plan, mode, hits } = await rankDocuments(engine, access, request);
  const expandedTerms = [...plan.expanded.words, ...plan.expanded.added];
  const base = { query: request.query, expandedTerms };
  if (mode === 'empty') return { ...base, mode, results: [], message: null };

  const ids = hits.map((hit) => hit.id);
  // Read again through the visibility rule: a document deleted or unshared meanwhile is left out.
  const rows = await findVisibleSummariesWithText(db, request.userId, ids);
  const rowById = new Map(rows.map((row) => [row.summary.id, row]));
  const results: SearchResult[] = [];
  for (const hit of hits) {
    const row = rowById.get(hit.id);
    if (!row) continue;
    const document = row.summary;
    const located = locateSnippet(
      row.content,
      row.pageMap,
      plan.expanded.terms,
      hit.keyword ? null : (hit.vector?.passage ?? null),
    );
    results.push({
      document,
      similarity: Math.round(hit.similarity * 1000) / 1000,
      snippet: {
        text: located.snippet.text,
        highlights: located.snippet.highlights.map((h) => ({ start: h.start, end: h.end })),
      },
      matchedBy: [
        ...(hit.keyword ? (['keyword'] as const) : []),
        ...(hit.vector ? (['vector'] as const) : []),
      ],
      page: located.page,
    });
  }
  let message: string | null = null;
  if (results.length === 0)
    message =
      engine.index.terms.scope(access).figures.documents > 0
        ? LIBRARY_MESSAGES.noMatch
        : LIBRARY_MESSAGES.empty;
  return { ...base, mode, results, message };
}

/**
 * The ids of the best documents for several queries of one user (a consultation's, a draft's), with the
 * index brought up to date and the access read once for all of them: one statement before the ranking.
 */
export async function searchIds(
  engine: SearchEngine,
  userId: string,
  queries: readonly string[],
  limit: number,
  options: { evidenceOnly?: boolean } = {},
): Promise<string[][]> {
  const access = await engine.index.prepare(userId);
  const answers: string[][] = [];
  for (const query of queries) {
    const { hits } = await rankDocuments(engine, access, { userId, query, limit, ...options });
    answers.push(hits.map((hit) => hit.id));
  }
  return answers;
}
