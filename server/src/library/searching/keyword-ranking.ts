import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { KeywordGroup } from './keyword-query';
import { visibleTo } from '../../data/visibility';
import { inCategory, inFolder } from './ranking-filters';
import { keywordSimilarity } from './similarity';

/** Okapi BM25's published defaults (Robertson et al.; Lucene, Anserini): term saturation and length normalisation. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;
/**
 * At most this many documents are scored for one query: the query's rarest words choose them (a document
 * holding only words that a large share of the library holds scores low anyway), so a query of common words
 * does not read every document's full-text vector (about 0.05 ms each).
 */
export const MAX_SCORED = 5000;
/** Library-wide figures (document count, mean length) are read again after this long. */
const STATS_TTL_MS = 60_000;

/** A lexeme of the query as the database stems it, with its weight in the query. */
export interface QueryTerm {
  lexeme: string;
  /** Query weight (1 for a word typed; less for an expansion or a feedback term). */
  weight: number;
  /** The query group it came from; -1 for a term added by relevance feedback. */
  group: number;
}

/** A query term with its document frequency and inverse document frequency. */
export interface WeightedTerm extends QueryTerm {
  df: number;
  idf: number;
}

export interface KeywordHit {
  id: string;
  score: number;
  /** Groups of the typed query the document holds, out of `groups`. */
  matched: number;
  groups: number;
  similarity: number;
}

export interface KeywordSearch {
  terms: readonly WeightedTerm[];
  userId: string;
  category: string | undefined;
  folderId?: string;
  limit: number;
  /** Extra term frequency of a word in the title (0: the title counts as much as the body). */
  titleWeight: number;
  scorer: 'bm25' | 'ts_rank_cd' | 'bm25+proximity';
}

/**
 * A lexeme as a tsquery operand: quoted, so that the text is never read as query syntax. Lexemes come from
 * to_tsvector and may hold any character.
 */
const operand = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** Ors of lexemes as one tsquery value (bound, never spliced into the statement). */
const anyOf = (lexemes: readonly string[]): SQL => sql`${lexemes.map(operand).join(' | ')}::tsquery`;

/**
 * The query's lexemes, stemmed and stop-worded by the same text search configuration as the documents
 * ('english': the Snowball stemmer and stop words). A group's own tokens weigh 1; its expansions share one
 * weight between their lexemes, so that "petroleum, oils and lubricants" counts as much as "POL".
 */
export async function queryTerms(db: Db, groups: readonly KeywordGroup[]): Promise<QueryTerm[]> {
  const texts: string[] = [];
  const owners: number[] = [];
  const expansion: boolean[] = [];
  groups.forEach((group, i) => {
    texts.push(group.tokens.join(' '));
    owners.push(i);
    expansion.push(false);
    for (const alternative of group.alternatives) {
      texts.push(alternative);
      owners.push(i);
      expansion.push(true);
    }
  });
  if (texts.length === 0) return [];
  const result = await db.execute(sql`
    SELECT x.i AS item, u.lexeme
      FROM unnest(${sql.param(texts)}::text[]) WITH ORDINALITY AS x(t, i),
           unnest(to_tsvector('english', x.t)) AS u`);
  const lexemesOf = new Map<number, string[]>();
  for (const row of result.rows as { item: number; lexeme: string }[]) {
    const item = Number(row.item) - 1;
    const list = lexemesOf.get(item) ?? [];
    list.push(row.lexeme);
    lexemesOf.set(item, list);
  }
  const terms = new Map<string, QueryTerm>();
  texts.forEach((_, item) => {
    const lexemes = lexemesOf.get(item) ?? [];
    const weight = expansion[item] ? 1 / Math.max(1, lexemes.length) : 1;
    for (const lexeme of lexemes) {
      const known = terms.get(lexeme);
      if (!known || known.weight < weight) terms.set(lexeme, { lexeme, weight, group: owners[item]! });
    }
  });
  return [...terms.values()];
}

interface LibraryFigures {
  documents: number;
  meanLength: number;
  at: number;
}
const figuresByDb = new WeakMap<Db, LibraryFigures>();

/**
 * The library's document count and mean document length (distinct lexemes of the full-text vector), read at
 * most once a minute: both change slowly, and reading every vector costs about as much as a search.
 */
async function libraryFigures(db: Db): Promise<LibraryFigures> {
  const known = figuresByDb.get(db);
  if (known && Date.now() - known.at < STATS_TTL_MS) return known;
  const result = await db.execute(
    sql`SELECT count(*)::int AS n, coalesce(avg(length(search_vector)), 0)::float8 AS mean FROM documents`,
  );
  const row = result.rows[0] as { n: number; mean: number };
  const figures = { documents: Number(row.n), meanLength: Math.max(1, Number(row.mean)), at: Date.now() };
  figuresByDb.set(db, figures);
  return figures;
}

/** Forgets the cached library figures (after a bulk change, and in tests). */
export function forgetLibraryFigures(db: Db): void {
  figuresByDb.delete(db);
}

/**
 * Document frequencies of the terms through the GIN index, and BM25's inverse document frequency
 * log(1 + (N - df + 0.5) / (df + 0.5)) (never negative). Collection statistics are library-wide, as in
 * Lucene with document-level security: they weigh words, they never decide what a user sees.
 */
export async function weighTerms(
  db: Db,
  terms: readonly QueryTerm[],
): Promise<{ terms: WeightedTerm[]; meanLength: number }> {
  const { documents, meanLength } = await libraryFigures(db);
  if (terms.length === 0) return { terms: [], meanLength };
  const result = await db.execute(sql`
    SELECT t.i AS item,
           (SELECT count(*) FROM documents d WHERE d.search_vector @@ t.q)::int AS df
      FROM unnest(${sql.param(terms.map((t) => operand(t.lexeme)))}::tsquery[]) WITH ORDINALITY AS t(q, i)`);
  const df = new Map<number, number>();
  for (const row of result.rows as { item: number; df: number }[])
    df.set(Number(row.item) - 1, Number(row.df));
  const n = Math.max(documents, ...df.values());
  return {
    meanLength,
    terms: terms.map((term, i) => {
      const frequency = df.get(i) ?? 0;
      return { ...term, df: frequency, idf: Math.log(1 + (n - frequency + 0.5) / (frequency + 0.5)) };
    }),
  };
}

/**
 * The terms whose documents are scored: the typed query's (see keywordHits), the rarest first, while their documents number at most MAX_SCORED
 * (always at least the rarest one that occurs).
 */
export function scoringTerms(terms: readonly WeightedTerm[]): WeightedTerm[] {
  const present = terms
    .filter((t) => t.df > 0)
    .sort((a, b) => a.df - b.df || a.lexeme.localeCompare(b.lexeme));
  const chosen: WeightedTerm[] = [];
  let total = 0;
  for (const term of present) {
    if (chosen.length > 0 && total + term.df > MAX_SCORED) break;
    chosen.push(term);
    total += term.df;
  }
  return chosen;
}

/**
 * The keyword ranking: Okapi BM25 (k1 1.2, b 0.75) computed in SQL from the stored full-text vectors, over
 * the documents the user may read that hold one of the scoring terms. A term's frequency is the number of
 * its positions in the vector, plus `titleWeight` for each in the title; a document's length is its number
 * of distinct lexemes (the same measure for the mean). `scorer` orders the same documents by BM25, by
 * PostgreSQL's cover density (ts_rank_cd), or by the reciprocal rank fusion of both (the product's).
 */
export async function keywordHits(
  db: Db,
  search: KeywordSearch & { meanLength: number },
): Promise<KeywordHit[]> {
  const { terms, userId, category, folderId, limit, titleWeight, meanLength } = search;
  // Only the typed query's terms choose documents: feedback terms reorder them, never bring in a document
  // that holds none of the words asked for.
  const scoring = scoringTerms(terms.filter((t) => t.group >= 0));
  if (scoring.length === 0) return [];
  const groups = new Set(terms.filter((t) => t.group >= 0).map((t) => t.group)).size;
  const totalWeight = terms.reduce((sum, t) => sum + t.idf * t.weight, 0);
  const queryWeight = terms.reduce((sum, t) => sum + t.weight, 0);
  // Constants of the formula, written into the statement (a bound parameter beside an integer is typed integer).
  const k1 = sql.raw(`${BM25_K1}::float8`);
  const k1Plus1 = sql.raw(`${BM25_K1 + 1}::float8`);
  const b = sql.raw(`${BM25_B}::float8`);
  const lexemes = sql.param(terms.map((t) => t.lexeme));
  const param = <T>(pick: (t: WeightedTerm) => T) => sql.param(terms.map(pick));
  // 'bm25+proximity': reciprocal rank fusion of BM25 and cover density (how close the words stand).
  const order =
    search.scorer === 'bm25'
      ? sql`score DESC`
      : search.scorer === 'ts_rank_cd'
        ? sql`cd DESC`
        : sql`(1.0 / (60 + rank() OVER (ORDER BY score DESC)) + 1.0 / (60 + rank() OVER (ORDER BY cd DESC))) DESC`;
  const result = await db.execute(sql`
    WITH terms AS (
      SELECT * FROM unnest(${param((t) => t.lexeme)}::text[], ${param((t) => t.idf * t.weight)}::float8[],
                           ${param((t) => t.group)}::int[]) AS t(lexeme, w, grp))
    SELECT * FROM (
    SELECT d.id, ts_rank_cd(d.search_vector, ${anyOf(terms.map((t) => t.lexeme))}) AS cd,
           sum(t.w * f.tf * ${k1Plus1} / (f.tf + ${k1} * (1 - ${b} + ${b} * length(d.search_vector) / ${meanLength}::float8)))::float8 AS score,
           sum(t.w)::float8 AS held,
           count(DISTINCT t.grp) FILTER (WHERE t.grp >= 0)::int AS matched
      FROM documents d
      -- Only the query's lexemes are unnested: setweight marks them D (documents hold only A and B) and
      -- ts_filter keeps them, both in C over the whole vector, which costs a fraction of unnesting it all.
      CROSS JOIN LATERAL (
        SELECT u.lexeme, coalesce(array_length(u.positions, 1), 1) + ${titleWeight}::float8 * coalesce((
                 SELECT coalesce(array_length(a.positions, 1), 1)
                   FROM unnest(ts_filter(setweight(ts_filter(d.search_vector, '{a}'), 'D', ${lexemes}::text[]), '{d}')) AS a
                  WHERE a.lexeme = u.lexeme), 0) AS tf
          FROM unnest(ts_filter(setweight(d.search_vector, 'D', ${lexemes}::text[]), '{d}')) AS u) AS f
      JOIN terms t ON t.lexeme = f.lexeme
     WHERE d.search_vector @@ ${anyOf(scoring.map((t) => t.lexeme))}
       AND ${visibleTo(userId)} AND ${inCategory(category)} AND ${inFolder(folderId, userId)}
     GROUP BY d.id, d.search_vector) AS ranked
     ORDER BY ${order}, id
     LIMIT ${limit}`);
  return (result.rows as { id: string; score: number; held: number; matched: number }[]).map((row) => {
    const score = Number(row.score);
    const coverage = totalWeight > 0 ? Number(row.held) / totalWeight : 0;
    return {
      id: row.id,
      score,
      matched: Number(row.matched),
      groups,
      similarity: keywordSimilarity(coverage, queryWeight > 0 ? score / queryWeight : 0),
    };
  });
}

/**
 * Relevance feedback (RM3, Lavrenko and Croft; with Anserini's defaults): the lexemes of the first-ranked
 * documents, each document's term distribution (tf / length) weighted by its BM25 score, the `count`
 * heaviest kept and normalised to sum 1. Numbers and one-letter lexemes are left out.
 */
export async function feedbackTerms(
  db: Db,
  hits: readonly KeywordHit[],
  count: number,
): Promise<{ lexeme: string; weight: number }[]> {
  if (hits.length === 0) return [];
  const scoreTotal = hits.reduce((sum, h) => sum + h.score, 0);
  if (scoreTotal <= 0) return [];
  const result = await db.execute(sql`
    SELECT d.id, u.lexeme, coalesce(array_length(u.positions, 1), 1)::float8
             / greatest(1, (SELECT sum(coalesce(array_length(x.positions, 1), 1)) FROM unnest(d.search_vector) x))::float8 AS p
      FROM documents d, unnest(d.search_vector) AS u
     WHERE d.id = ANY(${sql.param(hits.map((h) => h.id))}::text[])
       AND length(u.lexeme) > 1 AND u.lexeme !~ '^[0-9.,/-]+$'`);
  const weightOf = new Map(hits.map((h) => [h.id, h.score / scoreTotal]));
  const model = new Map<string, number>();
  for (const row of result.rows as { id: string; lexeme: string; p: number }[]) {
    model.set(row.lexeme, (model.get(row.lexeme) ?? 0) + (weightOf.get(row.id) ?? 0) * Number(row.p));
  }
  const top = [...model.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, count);
  const total = top.reduce((sum, [, w]) => sum + w, 0);
  return total > 0 ? top.map(([lexeme, w]) => ({ lexeme, weight: w / total })) : [];
}
