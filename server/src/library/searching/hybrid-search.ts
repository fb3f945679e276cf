import { sql } from 'drizzle-orm';
import { LIBRARY_MESSAGES, SEARCH_RULES, type SearchResponse, type SearchResult } from '@csw/contracts';
import { reciprocalRankFusion, type Embedder } from '@csw/engine';
import type { Db } from '../../db/database';
import { findVisibleSummaries } from '../../data/documents-repository';
import {
  feedbackTerms,
  keywordHits,
  queryTerms,
  weighTerms,
  type KeywordHit,
  type QueryTerm,
  type WeightedTerm,
} from './keyword-ranking';
import { planKeywordQuery, type KeywordGroup } from './keyword-query';
import { textsOf } from '../../data/library-repository';
import { vectorSimilarity } from './similarity';
import { locateSnippet } from './snippets';
import { vectorLiteral } from '../vector-codec';
import { vectorHits, type VectorHit } from './vector-ranking';
import { HNSW_EF_SEARCH } from '../vector-schema';

/** Candidates each ranker hands to the fusion. */
const CANDIDATES = 50;
/** Documents (and passages) nearest in meaning that the vector ranking reads. */
const POOL = 100;
/** Relevance feedback (RM3) with Anserini's defaults: documents read, terms added, weight of the typed query. */
const FEEDBACK_DOCS = 10;
const FEEDBACK_TERMS = 10;
const ORIGINAL_QUERY_WEIGHT = 0.5;

/**
 * How the search ranks; DEFAULT_RANKING is the product's, the others exist to measure each component
 * (npm run bench:search -- --collection <folder> --ablation; the table is in server/README.md).
 */
export interface RankingOptions {
  /** BM25 keyword ranking (off: vector ranking only). */
  keyword: boolean;
  /** Vector ranking, fused by reciprocal rank (off: keywords only). */
  vector: boolean;
  /** RM3 relevance feedback: a second keyword pass with terms of the first-ranked documents. */
  feedback: boolean;
  /** Extra term frequency of each occurrence of a word in the title. */
  titleWeight: number;
  /** Weight of the vector ranking in the fusion (the keyword ranking weighs 1). */
  vectorWeight: number;
  /** Only documents holding every word when there are any (the ranking before BM25). */
  strictFirst: boolean;
  /** BM25, PostgreSQL's cover density (ts_rank_cd: how close the words stand), or both fused by rank. */
  scorer: 'bm25' | 'ts_rank_cd' | 'bm25+proximity';
}

export const DEFAULT_RANKING: RankingOptions = {
  keyword: true,
  vector: true,
  feedback: true,
  titleWeight: 1,
  vectorWeight: 0.25,
  strictFirst: false,
  scorer: 'bm25+proximity',
};

export interface SearchRequest {
  userId: string;
  query: string;
  category?: string;
  /** Only documents in this folder (filtered before ranking). */
  folderId?: string;
  limit?: number;
}

export interface SearchEngine {
  db: Db;
  /** Null: keyword ranking only (no pgvector). */
  vector: { embedder: Embedder; similarityFloor: number; iterativeScan: boolean } | null;
  /** Called when the query could not be embedded; the search goes on by keywords. */
  onVectorError?: (error: unknown) => void;
  /** DEFAULT_RANKING unless a benchmark measures another. */
  ranking?: RankingOptions;
}

/** Whether the user may read any document at all (an empty library answers 'No documents ingested.'). */
async function anyVisible(db: Db, userId: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM visible_documents(${userId}) v) AS any`);
  return Boolean((result.rows[0] as { any: boolean }).any);
}

interface Rankings {
  keyword: KeywordHit[];
  vector: VectorHit[];
  mode: SearchResponse['mode'];
}

/** The typed query's terms combined with feedback terms: λ·P(w|Q) + (1 - λ)·P(w|R). */
function withFeedback(
  typed: readonly WeightedTerm[],
  feedback: readonly { lexeme: string; weight: number }[],
): QueryTerm[] {
  const typedTotal = typed.reduce((sum, t) => sum + t.weight, 0) || 1;
  const terms = new Map<string, QueryTerm>(
    typed.map((t) => [
      t.lexeme,
      { lexeme: t.lexeme, group: t.group, weight: (ORIGINAL_QUERY_WEIGHT * t.weight) / typedTotal },
    ]),
  );
  for (const f of feedback) {
    const known = terms.get(f.lexeme);
    const added = (1 - ORIGINAL_QUERY_WEIGHT) * f.weight;
    if (known) known.weight += added;
    else terms.set(f.lexeme, { lexeme: f.lexeme, group: -1, weight: added });
  }
  return [...terms.values()];
}

/** The keyword ranking: BM25 over the typed terms, then (with feedback) over the expanded query. */
async function keywordRanking(
  tx: Db,
  request: SearchRequest,
  groups: readonly KeywordGroup[],
  ranking: RankingOptions,
): Promise<KeywordHit[]> {
  const { userId, category, folderId } = request;
  const typed = await weighTerms(tx, await queryTerms(tx, groups));
  const search = {
    userId,
    category,
    folderId,
    limit: CANDIDATES,
    titleWeight: ranking.titleWeight,
    scorer: ranking.scorer,
    meanLength: typed.meanLength,
  };
  let hits = await keywordHits(tx, { ...search, terms: typed.terms });
  if (ranking.feedback && hits.length > 0) {
    const feedback = await feedbackTerms(tx, hits.slice(0, FEEDBACK_DOCS), FEEDBACK_TERMS);
    const combined = withFeedback(typed.terms, feedback);
    const known = new Map(typed.terms.map((t) => [t.lexeme, t]));
    const added = await weighTerms(
      tx,
      combined.filter((t) => !known.has(t.lexeme)),
    );
    const addedByLexeme = new Map(added.terms.map((t) => [t.lexeme, t]));
    const terms = combined.map((t) => {
      const counted = known.get(t.lexeme) ?? addedByLexeme.get(t.lexeme)!;
      return { ...t, df: counted.df, idf: counted.idf };
    });
    hits = await keywordHits(tx, { ...search, terms });
  }
  if (ranking.strictFirst && hits.some((h) => h.matched === h.groups))
    hits = hits.filter((h) => h.matched === h.groups);
  return hits;
}

/** Both rankings, in one transaction whose settings steer the planner to the GIN and HNSW indexes. */
function rank(
  engine: SearchEngine,
  request: SearchRequest,
  groups: readonly KeywordGroup[],
  literal: string | null,
  ranking: RankingOptions,
): Promise<Rankings> {
  return engine.db.transaction(async (tx) => {
    // A full-text match read through the GIN index costs a fraction of a sequential scan that reads every
    // document's vector, but the planner's estimates often prefer the scan (measured: 9 ms against 200 ms).
    await tx.execute(sql.raw('SET LOCAL enable_seqscan = off'));
    const vectors = literal !== null && engine.vector !== null && ranking.vector;
    if (vectors) {
      await tx.execute(sql.raw(`SET LOCAL hnsw.ef_search = ${HNSW_EF_SEARCH}`));
      if (engine.vector!.iterativeScan)
        await tx.execute(sql.raw('SET LOCAL hnsw.iterative_scan = relaxed_order'));
    }
    const { userId, category, folderId } = request;
    const vector = vectors
      ? await vectorHits(tx, {
          embedderId: engine.vector!.embedder.id,
          literal: literal!,
          userId,
          category,
          folderId,
          limit: POOL,
        })
      : [];
    const keyword = ranking.keyword ? await keywordRanking(tx, request, groups, ranking) : [];
    const mode: SearchResponse['mode'] =
      keyword.length === 0
        ? 'vector-only'
        : keyword.some((h) => h.matched === h.groups)
          ? 'strict'
          : 'any-word';
    return { keyword, vector: vector.slice(0, CANDIDATES), mode };
  });
}

/**
 * The library's hybrid search (POST /api/search): Okapi BM25 over PostgreSQL's full-text vectors, fused by
 * rank with cover density (how close the words stand), with RM3 relevance feedback (keyword-ranking.ts), fused by weighted reciprocal rank with vector similarity of
 * documents and passages (HNSW, cosine); the query expanded with military acronyms and synonyms; only
 * documents the user may read (visible_documents), never a deleted one, never a stale embedding. See
 * similarity.ts for the similarity shown and its 0.1 threshold, server/README.md for the measurements.
 */
export async function hybridSearch(engine: SearchEngine, request: SearchRequest): Promise<SearchResponse> {
  const { db } = engine;
  const limit = Math.min(request.limit ?? SEARCH_RULES.maxResults, SEARCH_RULES.maxResults);
  const plan = planKeywordQuery(request.query);
  const expandedTerms = [...plan.expanded.words, ...plan.expanded.added];
  const base = { query: request.query, expandedTerms };
  if (plan.groups.length === 0) return { ...base, mode: 'empty', results: [], message: null };

  let literal: string | null = null;
  if (engine.vector) {
    try {
      const [vector] = await engine.vector.embedder.embed([plan.expanded.text]);
      literal = vectorLiteral(vector!);
    } catch (error) {
      engine.onVectorError?.(error);
    }
  }
  const ranking = engine.ranking ?? DEFAULT_RANKING;
  const { keyword, vector, mode } = await rank(engine, request, plan.groups, literal, ranking);

  const floor = engine.vector?.similarityFloor ?? 0;
  const keywordById = new Map(keyword.map((hit) => [hit.id, hit]));
  const related = vector.filter((hit) => vectorSimilarity(hit.cosine, floor) > 0);
  const vectorById = new Map(related.map((hit) => [hit.id, hit]));
  const fused = reciprocalRankFusion([keyword.map((hit) => hit.id), related.map((hit) => hit.id)], {
    weights: [1, ranking.vectorWeight],
  });
  const chosen = fused
    .map(({ id }) => {
      const k = keywordById.get(id);
      const v = vectorById.get(id);
      const similarity = Math.max(k?.similarity ?? 0, v ? vectorSimilarity(v.cosine, floor) : 0);
      return { id, similarity, keyword: Boolean(k), vector: v ?? null };
    })
    .filter((hit) => hit.similarity > SEARCH_RULES.similarityThreshold)
    .slice(0, limit);

  const ids = chosen.map((hit) => hit.id);
  // Read again through the visibility rule: a document deleted or unshared meanwhile is left out.
  const documents = await findVisibleSummaries(db, request.userId, ids);
  const texts = await textsOf(db, ids);
  const documentById = new Map(documents.map((document) => [document.id, document]));
  const results: SearchResult[] = [];
  for (const hit of chosen) {
    const document = documentById.get(hit.id);
    const text = texts.get(hit.id);
    if (!document || !text) continue;
    const located = locateSnippet(
      text.content,
      text.pageMap,
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
    message = (await anyVisible(db, request.userId)) ? LIBRARY_MESSAGES.noMatch : LIBRARY_MESSAGES.empty;
  return { ...base, mode, results, message };
}
