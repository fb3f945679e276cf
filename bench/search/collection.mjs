// Test-collection mode of the search benchmark (npm run bench:search -- --collection <folder>): a folder
// holding docs.json ([{id, title, text}]), queries.json ([{id, text}]) and qrels.json ({queryId: [docId]},
// binary judgments) is ingested through the real indexing path into a fresh database, every query goes
// through the real search path, and the product is measured beside MiniSearch (default options) and a plain
// BM25 baseline in the same run. The product is measured as a user gets it: at most 10 results above the
// similarity threshold, and a query the API would refuse (searchBodySchema) counts as no results.
// --ablation adds the product's ranking with one component changed at a time (see RANKING_VARIANTS).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { searchBodySchema } from '../../shared/contracts/src/index.ts';
import { Bm25Index, foldText, lowerWords, stem, STOP_WORDS } from '../../shared/engine/src/index.ts';
import { hybridSearch, DEFAULT_RANKING } from '../../server/src/library/searching/hybrid-search.ts';
import { report } from '../lib/report.mjs';
import { median, percentile } from '../lib/stats.mjs';
import { freshDatabase, ingest, USER_ID } from './harness.mjs';

const CUTOFF = 10;

/** Each variant changes one component of the product's ranking (DEFAULT_RANKING). */
export const RANKING_VARIANTS = {
  'keyword only': { vector: false },
  'vector only': { keyword: false },
  'no relevance feedback (RM3)': { feedback: false },
  'no title weight': { titleWeight: 0 },
  'title weight 2': { titleWeight: 2 },
  'vector fusion weight 0.5': { vectorWeight: 0.5 },
  'vector fusion weight 1 (plain RRF)': { vectorWeight: 1 },
  'strict match first (any-word as fallback)': { strictFirst: true },
  'ts_rank_cd alone (no BM25)': { scorer: 'ts_rank_cd' },
  'BM25 alone (no proximity fusion)': { scorer: 'bm25' },
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

/** Plain Okapi BM25 (k1 1.2, b 0.75) over title and text, English stop words and Porter stems by default. */
export function plainBm25(docs, { stemming = true, stopWords = true } = {}) {
  const terms = (text) =>
    lowerWords(foldText(text))
      .filter((w) => !stopWords || !STOP_WORDS.has(w))
      .map((w) => (stemming ? stem(w) : w));
  const index = new Bm25Index(docs.map((d) => terms(`${d.title} ${d.content}`)));
  return (query) => index.search(terms(query), CUTOFF).map((hit) => docs[hit.index].id);
}

const readJson = (folder, name) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8'));

export async function runCollection(folderArg, { ablation = false } = {}) {
  if (!folderArg) throw new Error('--collection needs a folder with docs.json, queries.json and qrels.json');
  const folder = path.resolve(folderArg);
  const name = path.basename(folder);
  const docs = readJson(folder, 'docs.json').map((d) => ({
    id: String(d.id),
    title: String(d.title ?? ''),
    content: String(d.text ?? ''),
  }));
  const queries = readJson(folder, 'queries.json').map((q) => ({ id: String(q.id), text: String(q.text) }));
  const qrels = readJson(folder, 'qrels.json');
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
    const ingested = await ingest(database, docs);
    ingestion = {
      database: kind,
      documents: docs.length,
      'text MB': +(bytes / 1e6).toFixed(2),
      'ingest s': +(ingested.ingestMs / 1000).toFixed(1),
      'ingest MB/s': +(bytes / 1e6 / (ingested.ingestMs / 1000)).toFixed(2),
    };
    const product = (ranking) => async (text) => {
      // What a user gets: the API refuses a query its schema does not accept.
      if (!searchBodySchema.safeParse({ query: text }).success) return [];
      const answer = await hybridSearch({ ...ingested.engine, ranking }, { userId: USER_ID, query: text });
      return answer.results.map((r) => r.document.id);
    };
    // One pass to warm the caches and the planner, then the measured pass.
    await evaluate(queries.slice(0, 20), qrels, product(DEFAULT_RANKING));
    add({
      system: 'product (POST /api/search path)',
      ...(await evaluate(queries, qrels, product(DEFAULT_RANKING))),
    });
    if (ablation) {
      // BENCH_VARIANTS=keyword,RM3 measures only the variants whose label holds one of these words.
      const wanted = (process.env.BENCH_VARIANTS ?? '').split(',').filter(Boolean);
      const variants = Object.entries(RANKING_VARIANTS).filter(
        ([label]) => wanted.length === 0 || wanted.some((w) => label.includes(w)),
      );
      for (const [label, change] of variants) {
        add({
          system: `product, ${label}`,
          ...(await evaluate(queries, qrels, product({ ...DEFAULT_RANKING, ...change }))),
        });
      }
    }
  } finally {
    await dispose();
  }

  const mini = new MiniSearch({ fields: ['title', 'content'], idField: 'id' });
  mini.addAll(docs);
  add({
    system: 'MiniSearch (default options)',
    ...(await evaluate(queries, qrels, (text) =>
      mini
        .search(text)
        .slice(0, CUTOFF)
        .map((r) => r.id),
    )),
  });
  add({
    system: 'BM25 (k1 1.2, b 0.75, stemmed, stop words)',
    ...(await evaluate(queries, qrels, plainBm25(docs))),
  });
  if (ablation) {
    add({
      system: 'BM25 without stemming',
      ...(await evaluate(queries, qrels, plainBm25(docs, { stemming: false }))),
    });
    add({
      system: 'BM25 without stop words',
      ...(await evaluate(queries, qrels, plainBm25(docs, { stopWords: false }))),
    });
  }
  report(`search-${name}`, rows, {
    collection: folder,
    ingestion,
    ranking: DEFAULT_RANKING,
    measure: 'binary relevance from qrels.json; MAP@10 divides by min(10, relevant)',
    machine: {
      cpus: os.cpus().length,
      loadavg: os.loadavg().map((l) => +l.toFixed(2)),
      node: process.version,
    },
  });
}
