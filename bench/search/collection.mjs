// Test-collection mode of the search benchmark (npm run bench:search -- --collection <folder>): a folder
// holding docs.json ([{id, title, text}]), queries.json ([{id, text}]) and qrels.json ({queryId: [docId]},
// binary judgments) is ingested through the real indexing path into a fresh database, every query goes
// through the real search path, and the product is measured beside MiniSearch and a plain Okapi BM25 in the
// same run, every system warmed up the same way. The product is measured as a user gets it: at most 10
// results above the similarity threshold, and a query the API would refuse (searchBodySchema) counts as no
// results; its time is reported whole and for the ranking alone (what the baselines' time covers).
// --ablation adds the product's ranking with one component changed at a time (see RANKING_VARIANTS).
// `--collection known-item` builds a second judged collection from ../shared (see known-item.mjs), and
// `--collection questions` a third of questions in plain words (questions.mjs), and
// `--collection claims-<name>` claims built from a collection of ../shared/ir (claims.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import { searchBodySchema } from '../../shared/contracts/src/index.ts';
import {
  Bm25Index,
  foldText,
  indexTerms,
  lowerWords,
  stem,
  STOP_WORDS,
} from '../../shared/engine/src/index.ts';
import { hybridSearch, DEFAULT_RANKING } from '../../server/src/library/searching/hybrid-search.ts';
import { rankDocuments } from '../../server/src/library/searching/ranking.ts';
import { LibraryTermIndex, TITLE_WEIGHT } from '../../server/src/library/term-index/term-index-sync.ts';
import { claimCollection } from './claims.mjs';
import { knownItemCollection } from './known-item.mjs';
import { questionCollection } from './questions.mjs';
import { report } from '../lib/report.mjs';
import { median, percentile } from '../lib/stats.mjs';
import { freshDatabase, ingest, USER_ID } from './harness.mjs';

const CUTOFF = 10;
const IR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/ir');

/**
 * Each variant changes one component of the product's ranking (DEFAULT_RANKING); `titleWeight` builds a
 * second term index whose title words count that much extra, `positions` one that holds word positions.
 */
export const RANKING_VARIANTS = {
  'vector fusion for every query (weight 0.25)': { vector: 'always' },
  'vector fusion when a word is missing': { vector: 'when-words-missing' },
  'vector only': { keyword: false, vector: 'always' },
  'no feedback': { feedback: 'never' },
  'feedback: the expanded ranking alone, not fused with the first': { feedback: 'expanded' },
  'feedback: the previous gate instead of fusion (score concentration, half the top 10 kept)': {
    feedback: 'gated',
  },
  'feedback: typed query weight 0.5 (RM3 as Anserini runs it) instead of 0.8': { feedbackQueryWeight: 0.5 },
  'feedback: RM3 instead of Bo1': { feedbackModel: 'rm3' },
  'BM25TP term proximity (word positions in the index)': { proximity: true, positions: true },
  'no query expansion (acronyms, synonyms)': { expansion: !DEFAULT_RANKING.expansion },
  'no typo tolerance': { fuzzy: !DEFAULT_RANKING.fuzzy },
  'title words count double': { titleWeight: 1 },
  'WordNet synonyms for a short query no document holds every word of': { meaning: 'short' },
  'WordNet synonyms for a short question no document holds every word of': { meaning: 'questions' },
  'vector fusion for every query, weight 1 (plain RRF)': { vector: 'always', vectorWeight: 1 },
};

/** Binary nDCG@10, recall@10 and MAP@10 (average precision over the first 10, divided by min(10, |relevant|)). */
export function scoreRanking(ids, relevant) {
  const top = ids.slice(0, CUTOFF);
  let dcg = 0;
  let hits = 0;
  let precisionSum = 0;
  top.forEach((id, i) => {
    if (!relevant.has(id)) return;
    dcg += 1 / Math.log2(i + 2);
    hits += 1;
    precisionSum += hits / (i + 1);
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(CUTOFF, relevant.size); i += 1) ideal += 1 / Math.log2(i + 2);
  return {
    ndcg: ideal > 0 ? dcg / ideal : 0,
    recall: relevant.size > 0 ? hits / relevant.size : 0,
    ap: relevant.size > 0 ? precisionSum / Math.min(CUTOFF, relevant.size) : 0,
  };
}

/** Every system alike: one warm-up pass over the first 20 queries, then the measured pass. */
async function measured(queries, qrels, search) {
  await evaluate(queries.slice(0, 20), qrels, search);
  return evaluate(queries, qrels, search);
}

/** Runs every judged query through `search` (ids, best first) and averages the figures. */
export async function evaluate(queries, qrels, search) {
  const times = [];
  const sum = { ndcg: 0, recall: 0, ap: 0 };
  let judged = 0;
  for (const q of queries) {
    const relevant = new Set((qrels[q.id] ?? []).map(String));
    if (relevant.size === 0) continue;
    const t = performance.now();
    const ids = await search(q.text);
    times.push(performance.now() - t);
    const s = scoreRanking(ids, relevant);
    sum.ndcg += s.ndcg;
    sum.recall += s.recall;
    sum.ap += s.ap;
    judged += 1;
  }
  return {
    'nDCG@10': +(sum.ndcg / judged).toFixed(4),
    'recall@10': +(sum.recall / judged).toFixed(4),
    'MAP@10': +(sum.ap / judged).toFixed(4),
    'p50 ms': +median(times).toFixed(1),
    'p95 ms': +percentile(times, 95).toFixed(1),
    queries: judged,
  };
}

/**
 * Plain Okapi BM25 (k1 1.2, b 0.75) over title and text, English stop words and Porter stems by default. A
 * word counts as often as the query repeats it (the standard's query term frequency); `distinct` counts it
 * once, as a bag-of-words engine that de-duplicates does.
 */
export function plainBm25(docs, { stemming = true, stopWords = true, distinct = false } = {}) {
  const terms = (text) =>
    lowerWords(foldText(text))
      .filter((w) => !stopWords || !STOP_WORDS.has(w))
      .map((w) => (stemming ? stem(w) : w));
  const index = new Bm25Index(docs.map((d) => terms(`${d.title} ${d.content}`)));
  return (query) => {
    const words = terms(query);
    const counts = new Map();
    for (const w of words) counts.set(w, distinct ? 1 : (counts.get(w) ?? 0) + 1);
    const weighted = [...counts].map(([term, weight]) => ({ term, weight }));
    return index.search(weighted, CUTOFF).map((hit) => docs[hit.index].id);
  };
}

/**
 * MiniSearch with its default scoring: as its documentation's defaults give it (no stemming, no stop words),
 * or `stemmed` with the same text processing as the product (stop words, Porter stems).
 */
export function miniSearch(docs, { stemmed = false } = {}) {
  const processing = stemmed ? { processTerm: (term) => indexTerms(term)[0] ?? null } : {};
  const mini = new MiniSearch({ fields: ['title', 'content'], idField: 'id', ...processing });
  mini.addAll(docs);
  return (query) =>
    mini
      .search(query)
      .slice(0, CUTOFF)
      .map((r) => r.id);
}

const readJson = (folder, name) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8'));

/** A judged collection from a folder (docs.json, queries.json, qrels.json), or the built known-item one. */
export function loadCollection(folderArg) {
  if (folderArg === 'known-item') return knownItemCollection();
  if (folderArg === 'questions') return questionCollection();
  if (folderArg.startsWith('claims-')) {
    const from = folderArg.slice('claims-'.length);
    return claimCollection(fs.existsSync(path.join(IR, from)) ? path.join(IR, from) : path.resolve(from));
  }
  const folder = path.resolve(folderArg);
  return {
    name: path.basename(folder),
    source: folder,
    docs: readJson(folder, 'docs.json').map((d) => ({
      id: String(d.id),
      title: String(d.title ?? ''),
      content: String(d.text ?? ''),
    })),
    queries: readJson(folder, 'queries.json').map((q) => ({ id: String(q.id), text: String(q.text) })),
    qrels: readJson(folder, 'qrels.json'),
  };
}

export async function runCollection(folderArg, { ablation = false, vectors = true } = {}) {
  if (!folderArg)
    throw new Error('--collection needs a folder with docs.json, queries.json and qrels.json, or known-item');
  const { name, source, docs, queries, qrels } = loadCollection(folderArg);
  const bytes = docs.reduce((s, d) => s + Buffer.byteLength(d.title) + Buffer.byteLength(d.content), 0);

  const { database, kind, dispose } = await freshDatabase();
  const rows = [];
  // Each figure as soon as it is known: an ablation run takes minutes.
  const add = (row) => {
    rows.push(row);
    console.error(JSON.stringify(row));
  };
  let ingestion;
  try {
    const ingested = await ingest(database, docs, { vectors });
    ingestion = {
      database: kind,
      documents: docs.length,
      'text MB': +(bytes / 1e6).toFixed(2),
      'ingest s': +(ingested.ingestMs / 1000).toFixed(1),
      'ingest MB/s': +(bytes / 1e6 / (ingested.ingestMs / 1000)).toFixed(2),
    };
    const engines = new Map([[`${TITLE_WEIGHT}:false`, ingested.engine]]);
    /**
     * The engine for a ranking: another term index when the title weight differs from the product's or the
     * ranking reads word positions.
     */
    const engineFor = async (ranking) => {
      const weight = ranking.titleWeight ?? TITLE_WEIGHT;
      const positions = ranking.positions === true;
      const key = `${weight}:${positions}`;
      if (!engines.has(key)) {
        const index = new LibraryTermIndex(ingested.engine.db, weight, { positions });
        await index.load();
        engines.set(key, { ...ingested.engine, index });
      }
      return { ...engines.get(key), ranking };
    };
    const product = async (ranking) => {
      const engine = await engineFor(ranking);
      return async (text) => {
        // What a user gets: the API refuses a query its schema does not accept.
        if (!searchBodySchema.safeParse({ query: text }).success) return [];
        const answer = await hybridSearch(engine, { userId: USER_ID, query: text });
        return answer.results.map((r) => r.document.id);
      };
    };
    // The ranking alone (what a baseline's time covers): access read once, no documents loaded.
    const access = await ingested.engine.index.prepare(USER_ID);
    const rankingOnly = async (text) =>
      (await rankDocuments(ingested.engine, access, { userId: USER_ID, query: text })).hits.map((h) => h.id);
    const systems = [
      ['product (POST /api/search path)', await product(DEFAULT_RANKING)],
      ['product, ranking alone (no documents read)', rankingOnly],
    ];
    if (ablation) {
      // BENCH_VARIANTS=RM3,vector measures only the variants whose label holds one of these words.
      const wanted = (process.env.BENCH_VARIANTS ?? '').split(',').filter(Boolean);
      for (const [label, change] of Object.entries(RANKING_VARIANTS))
        if (vectors || !label.includes('vector'))
          if (wanted.length === 0 || wanted.some((w) => label.includes(w)))
            systems.push([`product, ${label}`, await product({ ...DEFAULT_RANKING, ...change })]);
    }
    for (const [system, search] of systems) add({ system, ...(await measured(queries, qrels, search)) });
  } finally {
    await dispose();
  }

  const baselines = [
    ['MiniSearch (default options, no stemming or stop words)', miniSearch(docs)],
    ['MiniSearch (stop words, Porter stems)', miniSearch(docs, { stemmed: true })],
    ['BM25 (k1 1.2, b 0.75, stemmed, stop words)', plainBm25(docs)],
    ['BM25, query words counted once', plainBm25(docs, { distinct: true })],
  ];
  if (ablation) {
    baselines.push(['BM25 without stemming', plainBm25(docs, { stemming: false })]);
    baselines.push(['BM25 without stop words', plainBm25(docs, { stopWords: false })]);
  }
  for (const [system, search] of baselines) add({ system, ...(await measured(queries, qrels, search)) });
  const plain = rows.find((r) => r.system.startsWith('BM25 (k1'))['nDCG@10'];
  for (const row of rows) row['x plain BM25'] = +(row['nDCG@10'] / plain).toFixed(3);
  report(`search-${name}`, rows, {
    collection: source,
    ingestion,
    ranking: DEFAULT_RANKING,
    measure: 'binary relevance from qrels.json; MAP@10 divides by min(10, relevant)',
    machine: {
      cpus: os.cpus().length,
      loadavg: os.loadavg().map((l) => +l.toFixed(2)),
      node: process.version,
    },
  });
  return { name, rows };
}
