import { sql, type SQL } from 'drizzle-orm';
import { LIBRARY_MESSAGES, SEARCH_RULES, type SearchResponse, type SearchResult } from '@csw/contracts';
import { reciprocalRankFusion, type Embedder } from '@csw/engine';
import type { Db } from '../db/database';
import { findVisibleDocument } from '../routes/documents/documents-repository';
import { keywordQuerySource, matchedGroups, planKeywordQuery, type KeywordGroup } from './keyword-query';
import { pageMapsOf } from './library-repository';
import { keywordSimilarity, vectorSimilarity } from './similarity';
import { locateSnippet } from './snippets';
import { vectorLiteral, vectorValue } from './vector-codec';
import { HNSW_EF_SEARCH } from './vector-schema';

/** Candidates each ranker hands to the fusion. */
const CANDIDATES = 50;

export interface SearchRequest {
  userId: string;
  query: string;
  category?: string;
  limit?: number;
}

export interface SearchEngine {
  db: Db;
  /** Null: keyword ranking only (no pgvector). */
  vector: { embedder: Embedder; similarityFloor: number; iterativeScan: boolean } | null;
  /** Called when the query could not be embedded; the search goes on by keywords. */
  onVectorError?: (error: unknown) => void;
}

interface KeywordHit {
  id: string;
  similarity: number;
}

interface VectorHit {
  id: string;
  cosine: number;
  passage: { start: number; end: number; page: number | null } | null;
}

const visibleTo = (userId: string) =>
  sql`EXISTS (SELECT 1 FROM visible_documents(${userId}) v WHERE v.document_id = d.id)`;
const inCategory = (category: string | undefined) => (category ? sql`d.category = ${category}` : sql`TRUE`);

async function keywordHits(
  db: Db,
  groups: readonly KeywordGroup[],
  userId: string,
  category: string | undefined,
  mode: 'strict' | 'anyword',
): Promise<KeywordHit[]> {
  const query = sql.raw(`q.${mode}`);
  // Every group matches a strict hit; the fallback counts them.
  const matched = mode === 'strict' ? sql`q.n` : matchedGroups(groups);
  const result = await db.execute(sql`
    SELECT d.id, ts_rank_cd(d.search_vector, ${query}) AS rank, ${matched} AS matched, q.n AS groups
      FROM ${keywordQuerySource(groups)}, documents d
     WHERE q.n > 0 AND d.search_vector @@ ${query} AND ${visibleTo(userId)} AND ${inCategory(category)}
     ORDER BY matched DESC, rank DESC, d.id
     LIMIT ${CANDIDATES}`);
  return (result.rows as { id: string; rank: number; matched: number; groups: number }[]).map((row) => ({
    id: row.id,
    similarity: keywordSimilarity(Number(row.matched) / Math.max(1, Number(row.groups)), Number(row.rank)),
  }));
}

/** Embeddings made from the document's current version by the current embedder only. */
const freshIndex = (embedderId: string) =>
  sql`EXISTS (SELECT 1 FROM document_index i WHERE i.document_id = d.id AND i.version = d.version AND i.embedder = ${embedderId})`;

async function vectorHits(
  db: Db,
  embedderId: string,
  literal: string,
  userId: string,
  category: string | undefined,
): Promise<VectorHit[]> {
  const vector: SQL = vectorValue(literal);
  const filters = sql`${freshIndex(embedderId)} AND ${visibleTo(userId)} AND ${inCategory(category)}`;
  const documents = await db.execute(sql`
    SELECT d.id, 1 - (d.embedding <=> ${vector}) AS cosine
      FROM documents d
     WHERE d.embedding IS NOT NULL AND ${filters}
     ORDER BY d.embedding <=> ${vector}
     LIMIT ${CANDIDATES}`);
  const passages = await db.execute(sql`
    SELECT c.document_id AS id, c.start_offset, c.end_offset, c.page, 1 - (c.embedding <=> ${vector}) AS cosine
      FROM document_chunks c JOIN documents d ON d.id = c.document_id
     WHERE c.embedding IS NOT NULL AND ${filters}
     ORDER BY c.embedding <=> ${vector}
     LIMIT ${CANDIDATES}`);
  const best = new Map<string, VectorHit>();
  for (const row of documents.rows as { id: string; cosine: number }[])
    best.set(row.id, { id: row.id, cosine: Number(row.cosine), passage: null });
  for (const row of passages.rows as {
    id: string;
    cosine: number;
    start_offset: number;
    end_offset: number;
    page: number | null;
  }[]) {
    const hit = best.get(row.id);
    const passage = {
      start: Number(row.start_offset),
      end: Number(row.end_offset),
      page: row.page === null ? null : Number(row.page),
    };
    if (!hit) best.set(row.id, { id: row.id, cosine: Number(row.cosine), passage });
    else {
      // The document's similarity is its best score; the best passage is kept for the snippet either way.
      if (!hit.passage) hit.passage = passage;
      hit.cosine = Math.max(hit.cosine, Number(row.cosine));
    }
  }
  return [...best.values()].sort((a, b) => b.cosine - a.cosine);
}

async function countVisible(db: Db, userId: string): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM visible_documents(${userId}) v`);
  return Number((result.rows[0] as { n: number }).n);
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

  const { keyword, vector, mode } = await db.transaction(async (tx) => {
    if (literal && engine.vector) {
      await tx.execute(sql.raw(`SET LOCAL hnsw.ef_search = ${HNSW_EF_SEARCH}`));
      if (engine.vector.iterativeScan)
        await tx.execute(sql.raw(`SET LOCAL hnsw.iterative_scan = relaxed_order`));
    }
    let keywordMode: SearchResponse['mode'] = 'strict';
    let keywordList = await keywordHits(tx, plan.groups, request.userId, request.category, 'strict');
    if (keywordList.length === 0 && plan.groups.length > 1) {
      keywordMode = 'any-word';
      keywordList = await keywordHits(tx, plan.groups, request.userId, request.category, 'anyword');
    }
    const vectorList =
      literal && engine.vector
        ? await vectorHits(tx, engine.vector.embedder.id, literal, request.userId, request.category)
        : [];
    if (keywordList.length === 0) keywordMode = 'vector-only';
    return { keyword: keywordList, vector: vectorList, mode: keywordMode };
  });

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

  const maps = await pageMapsOf(
    db,
    chosen.map((hit) => hit.id),
  );
  const results: SearchResult[] = [];
  for (const hit of chosen) {
    // Read again through the visibility rule: a document deleted or unshared meanwhile is left out.
    const document = await findVisibleDocument(db, request.userId, hit.id);
    if (!document) continue;
    const located = locateSnippet(
      document.content,
      maps.get(hit.id) ?? null,
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
      (await countVisible(db, request.userId)) === 0 ? LIBRARY_MESSAGES.empty : LIBRARY_MESSAGES.noMatch;
  return { ...base, mode, results, message };
}
