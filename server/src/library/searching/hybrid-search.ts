import { sql } from 'drizzle-orm';
import { LIBRARY_MESSAGES, SEARCH_RULES, type SearchResponse, type SearchResult } from '@csw/contracts';
import { reciprocalRankFusion, type Embedder } from '@csw/engine';
import type { Db } from '../../db/database';
import { findVisibleSummaries } from '../../data/documents-repository';
import { keywordHits, type KeywordHit } from './keyword-ranking';
import { planKeywordQuery, type KeywordGroup } from './keyword-query';
import { textsOf } from '../../data/library-repository';
import { vectorSimilarity } from './similarity';
import { locateSnippet } from './snippets';
import { vectorLiteral } from '../vector-codec';
import { vectorHits, type VectorHit } from './vector-ranking';
import { HNSW_EF_SEARCH } from '../vector-schema';

/** Candidates each ranker hands to the fusion. */
const CANDIDATES = 50;
/**
 * Documents (and passages) nearest in meaning that the vector ranking reads; a broad keyword query is ranked
 * among them (see keyword-ranking.ts). Reading more costs more: at 10,000 documents, 12 ms for 100 and
 * 53 ms for 300 (with 100 HNSW candidates).
 */
const POOL = 100;

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

/** Both rankings, in one transaction whose settings steer the planner to the GIN and HNSW indexes. */
function rank(
  engine: SearchEngine,
  request: SearchRequest,
  groups: readonly KeywordGroup[],
  literal: string | null,
): Promise<Rankings> {
  return engine.db.transaction(async (tx) => {
    // A full-text match read through the GIN index costs a fraction of a sequential scan that reads every
    // document's vector, but the planner's estimates often prefer the scan (measured: 9 ms against 200 ms).
    await tx.execute(sql.raw('SET LOCAL enable_seqscan = off'));
    const vectors = literal !== null && engine.vector !== null;
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
    const pool = vectors ? vector.map((hit) => hit.id) : null;
    const search = { groups, userId, category, folderId, pool, limit: CANDIDATES };
    let mode: SearchResponse['mode'] = 'strict';
    let keyword = await keywordHits(tx, { ...search, mode: 'strict' });
    if (keyword.length === 0 && groups.length > 1) {
      mode = 'any-word';
      keyword = await keywordHits(tx, { ...search, mode: 'anyword' });
    }
    if (keyword.length === 0) mode = 'vector-only';
    return { keyword, vector: vector.slice(0, CANDIDATES), mode };
  });
}

/**
 * The library's hybrid search (POST /api/search): PostgreSQL full-text search, strict first and any-word
 * when the strict query finds nothing, fused by reciprocal rank with vector similarity of documents and
 * passages (HNSW, cosine); the query expanded with military acronyms and synonyms; only documents the user
 * may read (visible_documents), never a deleted one, never a stale embedding. See similarity.ts for the
 * similarity shown and its 0.1 threshold.
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
  const { keyword, vector, mode } = await rank(engine, request, plan.groups, literal);

  const floor = engine.vector?.similarityFloor ?? 0;
  const keywordById = new Map(keyword.map((hit) => [hit.id, hit]));
  const related = vector.filter((hit) => vectorSimilarity(hit.cosine, floor) > 0);
  const vectorById = new Map(related.map((hit) => [hit.id, hit]));
  const fused = reciprocalRankFusion([keyword.map((hit) => hit.id), related.map((hit) => hit.id)]);
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
