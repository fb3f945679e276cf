import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { keywordQuerySource, matchedGroups, type KeywordGroup } from './keyword-query';
import { visibleTo } from '../../data/visibility';
import { inCategory, inFolder } from './ranking-filters';
import { keywordSimilarity } from './similarity';

export interface KeywordHit {
  id: string;
  similarity: number;
}

/**
 * A query matching at least this many documents is broad: ranking every match would read every matching
 * document's full-text vector (about 0.1 ms each on the embedded database), so it is ranked within the
 * documents nearest in meaning instead (see keywordHits).
 */
export const BROAD_MATCHES = 1000;

export interface KeywordSearch {
  groups: readonly KeywordGroup[];
  userId: string;
  category: string | undefined;
  folderId?: string;
  mode: 'strict' | 'anyword';
  /** Documents nearest in meaning: where a broad query is ranked (null without vector search). */
  pool: readonly string[] | null;
  limit: number;
}

/** How many documents match, counted up to BROAD_MATCHES through the GIN index. */
async function matchCount(db: Db, search: KeywordSearch): Promise<number> {
  const query = sql.raw(`q.${search.mode}`);
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM ${keywordQuerySource(search.groups)}, documents d
       WHERE q.n > 0 AND d.search_vector @@ ${query} AND ${inFolder(search.folderId, search.userId)}
       LIMIT ${BROAD_MATCHES}) AS matches`);
  return Number((result.rows[0] as { n: number }).n);
}

/**
 * The keyword ranking: documents that match the strict query (every group) or the any-word query, ordered
 * by how many groups they match, then by ts_rank_cd, only those the user may read. A broad query (see
 * BROAD_MATCHES) is ranked among the documents nearest in meaning when vector search is on; a narrow one,
 * or any query without vector search, among all its matches.
 */
export async function keywordHits(db: Db, search: KeywordSearch): Promise<KeywordHit[]> {
  const { groups, userId, category, folderId, mode, pool, limit } = search;
  const broad = pool !== null && (await matchCount(db, search)) >= BROAD_MATCHES;
  const query = sql.raw(`q.${mode}`);
  // Every group matches a strict hit; the fallback counts them.
  const matched = mode === 'strict' ? sql`q.n` : matchedGroups(groups);
  const within = broad ? sql`d.id = ANY(${sql.param([...pool])}::text[])` : sql`TRUE`;
  const result = await db.execute(sql`
    SELECT d.id, ts_rank_cd(d.search_vector, ${query}) AS rank, ${matched} AS matched, q.n AS groups
      FROM ${keywordQuerySource(groups)}, documents d
     WHERE q.n > 0 AND d.search_vector @@ ${query} AND ${within} AND ${visibleTo(userId)} AND ${inCategory(category)}
       AND ${inFolder(folderId, userId)}
     ORDER BY matched DESC, rank DESC, d.id
     LIMIT ${limit}`);
  return (result.rows as { id: string; rank: number; matched: number; groups: number }[]).map((row) => ({
    id: row.id,
    similarity: keywordSimilarity(Number(row.matched) / Math.max(1, Number(row.groups)), Number(row.rank)),
  }));
}
