import { SEARCH_RULES, type SearchResponse } from '@csw/contracts';
import { reciprocalRankFusion, type Embedder } from '@csw/engine';
import type { Db } from '../../db/database';
import type { LibraryTermIndex } from '../term-index/term-index-sync';
import type { AccessScope, IndexHit } from '../term-index/index-types';
import { HNSW_EF_SEARCH } from '../../db/vector-schema';
import { vectorLiteral } from '../vector-codec';
import { planKeywordQuery, type KeywordPlan } from './keyword-query';
import { keywordTerms } from './keyword-terms';
import { FEEDBACK_QUERY_WEIGHT, withFeedback, type FeedbackOptions } from './feedback';
import { addMeaningAlternatives, isQuestion } from './meaning-terms';
import { keywordSimilarity, vectorSimilarity } from './similarity';
import { vectorHits, type VectorHit } from './vector-ranking';

/** Candidates each ranker hands to the fusion. */
const CANDIDATES = 50;
/** Documents (and passages) nearest in meaning that the vector ranking reads. */
const POOL = 100;
/**
 * Typo tolerance is for what a person types into a search box: a query of more words than this (a pasted
 * paragraph) holds rare words on purpose, and each would cost a scan of the dictionary.
 */
const FUZZY_MAX_WORDS = 12;
/** Library terms a missing word may stand for, closest first. */
const FUZZY_ALTERNATIVES = 3;

/**
 * How the search ranks; DEFAULT_RANKING is the product's, the others exist to measure each component
 * (npm run bench:search -- --collection <folder> --ablation; the table is in server/README.md).
 */
export interface RankingOptions {
  /** BM25 over the term index (off: vector ranking only). */
  keyword: boolean;
  /**
   * Vector ranking, fused by reciprocal rank: 'always'; 'when-words-missing', only for a query with a typed
   * word that no document the user may read holds (a typo, a word the library never uses) or when the
   * keywords find nothing; 'never'.
   */
  vector: 'always' | 'when-words-missing' | 'never';
  /** Pseudo-relevance feedback: a second BM25 pass with terms of the first-ranked documents (feedback.ts). */
  feedback: FeedbackOptions['mode'];
  /** Which terms feedback adds: Bo1's (weighed against the library) or RM3's. */
  feedbackModel: FeedbackOptions['model'];
  /** Share of the expanded query's weight the typed query keeps (feedback.ts: conservative interpolation). */
  feedbackQueryWeight: number;
  /** Military acronyms and synonyms added to the query (engine: expandQuery). */
  expansion: boolean;
  /** A typed word no readable document holds stands for the library's terms a few edits away. */
  fuzzy: boolean;
  /**
   * Words of the same meaning (WordNet) for a short query no document holds every word of (meaning-terms.ts):
   * 'short', any such query; 'questions', only one asked as a question; 'never'.
   */
  meaning: 'short' | 'questions' | 'never';
  /** Weight of the vector ranking in the fusion (the keyword ranking weighs 1). */
  vectorWeight: number;
  /**
   * BM25TP's term proximity (term-index/proximity.ts) for the typed words, where the index holds word
   * positions (TermIndexOptions.positions).
   */
  proximity: boolean;
}

export const DEFAULT_RANKING: RankingOptions = {
  keyword: true,
  vector: 'never',
  feedback: 'fused',
  feedbackModel: 'bo1',
  feedbackQueryWeight: FEEDBACK_QUERY_WEIGHT,
  // Off: on the plain-words questions it helped at one weight and not at others, and it lowered Cranfield
  // and CACM slightly (server/README.md, the ablation).
  meaning: 'never',
  expansion: true,
  fuzzy: true,
  vectorWeight: 0.25,
  // Off, and the index holds no positions: it raised Cranfield and the known-item set and lowered CACM
  // (server/README.md, the ablation).
  proximity: false,
};

export interface SearchRequest {
  userId: string;
  query: string;
  category?: string;
  /** Only documents in this folder (filtered before ranking). */
  folderId?: string;
  /** Leave out what the product generated (saved drafts, reports): the grounding of its own writing. */
  evidenceOnly?: boolean;
  limit?: number;
}

export interface SearchEngine {
  db: Db;
  /** This process's term index of the library. */
  index: LibraryTermIndex;
  /** Null: keyword ranking only (no pgvector). */
  vector: { embedder: Embedder; similarityFloor: number; iterativeScan: boolean } | null;
  /** Called when the query could not be embedded; the search goes on by keywords. */
  onVectorError?: (error: unknown) => void;
  /** DEFAULT_RANKING unless a benchmark measures another. */
  ranking?: RankingOptions;
}

/** A document chosen for a query, best first. */
export interface RankedHit {
  id: string;
  similarity: number;
  keyword: boolean;
  /** The vector ranking's hit (with the passage nearest in meaning), when it found the document. */
  vector: VectorHit | null;
}

export interface Ranked {
  plan: KeywordPlan;
  mode: SearchResponse['mode'];
  hits: RankedHit[];
}

/** The vector ranking (nearest documents and passages in meaning), its best CANDIDATES. */
async function vectorRanking(
  engine: SearchEngine,
  request: SearchRequest,
  plan: KeywordPlan,
): Promise<VectorHit[]> {
  const vector = engine.vector!;
  let literal: string | null;
  try {
    const [embedded] = await vector.embedder.embed([plan.expanded.text]);
    literal = vectorLiteral(embedded!);
  } catch (error) {
    engine.onVectorError?.(error);
    return [];
  }
  // A query with no direction (nothing to embed) has no neighbours.
  if (literal === null) return [];
  const hits = await vectorHits(engine.db, {
    embedderId: vector.embedder.id,
    literal,
    userId: request.userId,
    category: request.category,
    folderId: request.folderId,
    evidenceOnly: request.evidenceOnly === true,
    limit: POOL,
    efSearch: HNSW_EF_SEARCH,
    iterativeScan: vector.iterativeScan,
  });
  return hits.slice(0, CANDIDATES);
}

/**
 * The keyword ranking: Okapi BM25 over the term index, with statistics over what the user may read, then
 * BM25 again over the query expanded by feedback, fused with the first ranking (feedback.ts).
 */
function keywordRanking(
  engine: SearchEngine,
  access: AccessScope,
  request: SearchRequest,
  plan: KeywordPlan,
  ranking: RankingOptions,
): { hits: IndexHit[]; groups: number; missingTyped: boolean } {
  const index = engine.index.terms;
  const scope = index.scope(access, {
    category: request.category,
    folderId: request.folderId,
    ...(request.evidenceOnly ? { evidenceOnly: true } : {}),
  });
  const { terms, groups } = keywordTerms(plan, ranking.expansion);
  // A typed word weighs at least 1 (an expansion less): only a typed word missing says the keywords are blind.
  const typedTerms = terms.filter((t) => t.weight >= 1);
  const proximity = ranking.proximity ? typedTerms : undefined;
  let first = index.search(scope, { terms, groups, proximity, limit: CANDIDATES });
  const typed = new Set(typedTerms.map((t) => t.lexeme));
  let missing = first.missing.filter((lexeme) => typed.has(lexeme));
  if (ranking.fuzzy && missing.length > 0 && typed.size <= FUZZY_MAX_WORDS) {
    const rescued = new Set<string>();
    for (const lexeme of missing) {
      const similar = index.similarTerms(scope, lexeme, FUZZY_ALTERNATIVES);
      if (similar.length === 0) continue;
      rescued.add(lexeme);
      // Each stands for a share of the word, the less the more edits away (as a fuzzy query scales its terms).
      const share = terms.find((t) => t.lexeme === lexeme)!.weight / similar.length;
      for (const { term, distance } of similar)
        terms.push({ lexeme: term, weight: share * (1 - distance / lexeme.length) });
      for (const group of groups) if (group.includes(lexeme)) group.push(...similar.map((s) => s.term));
    }
    if (rescued.size > 0) {
      first = index.search(scope, { terms, groups, proximity, limit: CANDIDATES });
      missing = missing.filter((lexeme) => !rescued.has(lexeme));
    }
  }
  // A question in plain words that no document answers in its words: words of the same meaning too.
  if (
    (ranking.meaning === 'short' ||
      (ranking.meaning === 'questions' && isQuestion(plan.expanded.original))) &&
    first.hits.every((hit) => hit.matchedGroups < groups.length) &&
    addMeaningAlternatives(plan.expanded.words, terms, groups, (l) => index.documentFrequency(scope, l) > 0)
  )
    first = index.search(scope, { terms, groups, proximity, limit: CANDIDATES });
  const missingTyped = missing.length > 0;
  const hits = withFeedback(index, scope, { terms, groups, limit: CANDIDATES }, first.hits, {
    mode: ranking.feedback,
    model: ranking.feedbackModel,
    queryWeight: ranking.feedbackQueryWeight,
  });
  return { hits, groups: groups.length, missingTyped };
}

/**
 * Ranks the library for one query as the user may read it (`access` from engine.index.prepare): BM25 with
 * fused feedback over the term index, fused by weighted reciprocal rank with vector similarity of documents and
 * passages (HNSW, cosine) where the keywords cannot see part of the query (ranking.vector). Only what passes
 * the similarity threshold, at most `limit`.
 */
export async function rankDocuments(
  engine: SearchEngine,
  access: AccessScope,
  request: SearchRequest,
): Promise<Ranked> {
  const ranking = engine.ranking ?? DEFAULT_RANKING;
  const limit = Math.min(request.limit ?? SEARCH_RULES.maxResults, SEARCH_RULES.maxResults);
  const plan = planKeywordQuery(request.query);
  if (plan.groups.length === 0) return { plan, mode: 'empty', hits: [] };
  const keyword = ranking.keyword
    ? keywordRanking(engine, access, request, plan, ranking)
    : { hits: [], groups: 0, missingTyped: true };
  const useVector =
    engine.vector !== null &&
    (ranking.vector === 'always' ||
      (ranking.vector === 'when-words-missing' && (keyword.missingTyped || keyword.hits.length === 0)));
  const vector = useVector ? await vectorRanking(engine, request, plan) : [];
  const mode: SearchResponse['mode'] =
    keyword.hits.length === 0
      ? 'vector-only'
      : keyword.hits.some((h) => h.matchedGroups === keyword.groups)
        ? 'strict'
        : 'any-word';

  const floor = engine.vector?.similarityFloor ?? 0;
  const keywordById = new Map(keyword.hits.map((hit) => [hit.id, hit]));
  const related = vector.filter((hit) => vectorSimilarity(hit.cosine, floor) > 0);
  const vectorById = new Map(related.map((hit) => [hit.id, hit]));
  const fused = reciprocalRankFusion([keyword.hits.map((hit) => hit.id), related.map((hit) => hit.id)], {
    weights: [1, ranking.vectorWeight],
  });
  const hits = fused
    .map(({ id }): RankedHit => {
      const k = keywordById.get(id);
      const v = vectorById.get(id);
      const ks = k ? keywordSimilarity(k.score / idfWeight(k)) : 0;
      const similarity = Math.max(ks, v ? vectorSimilarity(v.cosine, floor) : 0);
      return { id, similarity, keyword: Boolean(k), vector: v ?? null };
    })
    .filter((hit) => hit.similarity > SEARCH_RULES.similarityThreshold)
    .slice(0, limit);
  return { plan, mode, hits };
}

/** BM25 score per unit of the query's idf weight is what keywordSimilarity reads; IndexHit carries it already. */
const idfWeight = (hit: IndexHit) => Math.max(hit.idfWeight, 1e-9);
