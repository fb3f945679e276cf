// Search benchmark (npm run bench:search): for each corpus size (BENCH_SIZES, default 1000,10000), a fresh
// database (embedded PGlite in a temporary directory, or a new database on the PostgreSQL server of
// DATABASE_URL) is filled through the library's real indexing path (embeddings, then one INSERT per batch
// with the full-text vector generated and the HNSW and GIN indexes maintained), then the labelled queries of
// queries.json are run through the real hybrid search, with the twelve seeded documents mixed into the
// generated corpus. MiniSearch, in memory, indexes and searches the same corpus in the same run.
// Figures: ingestion documents/s and MB/s, search p50/p95, recall@10 and hit@1 for both.
import fs from 'node:fs';
import os from 'node:os';
import MiniSearch from 'minisearch';
import { DEFAULT_RANKING, hybridSearch } from '../../server/src/library/searching/hybrid-search.ts';
import { vectorLiteral } from '../../server/src/library/vector-codec.ts';
import { HNSW_EF_SEARCH } from '../../server/src/library/vector-schema.ts';
import { readSeedDocuments } from '../../server/src/seed/seed-files.ts';
import { evaluate, RANKING_VARIANTS, runCollection } from './collection.mjs';
import { freshDatabase, ingest, USER_ID } from './harness.mjs';
import { report } from '../lib/report.mjs';
import { median, percentile } from '../lib/stats.mjs';
import { generateCorpus } from './corpus.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const QUERIES = JSON.parse(fs.readFileSync(new URL('./queries.json', import.meta.url), 'utf8'));
/** MiniSearch as its documentation suggests (title boost, prefix and fuzzy matching), and with exact terms only. */
const ALL_MINISEARCH_CONFIGS = {
  'MiniSearch fuzzy': { boost: { title: 2 }, prefix: true, fuzzy: 0.2 },
  'MiniSearch exact': { boost: { title: 2 } },
};
/** BENCH_MINISEARCH=exact skips the fuzzy configuration (seconds a query at 100k documents). */
const MINISEARCH_CONFIGS = Object.fromEntries(
  Object.entries(ALL_MINISEARCH_CONFIGS).filter(([name]) =>
    (process.env.BENCH_MINISEARCH ?? 'fuzzy,exact').split(',').some((kind) => name.endsWith(kind.trim())),
  ),
);

/** The corpus: `size` generated documents with the twelve seeded ones spread among them. */
function corpusOf(size) {
  const generated = generateCorpus(size);
  const seeds = readSeedDocuments();
  const docs = [...generated];
  seeds.forEach((seed, i) => {
    const at = Math.floor(((i + 0.5) * docs.length) / seeds.length);
    docs.splice(at, 0, {
      id: seed.id,
      title: seed.title,
      content: seed.content,
      category: seed.category,
      classification: seed.classification,
    });
  });
  return docs;
}

const recallAt10 = (ids, relevant) =>
  relevant.filter((id) => ids.slice(0, 10).includes(id)).length / relevant.length;

async function measure(size) {
  const docs = corpusOf(size);
  const bytes = docs.reduce((sum, d) => sum + Buffer.byteLength(d.title) + Buffer.byteLength(d.content), 0);
  const { database, kind, dispose } = await freshDatabase();
  const embedded = database.kind === 'embedded';
  try {
    const { engine, embedder, ingestMs, embedMs, writeMs, ingestCpuMs, analyzeMs } = await ingest(
      database,
      docs,
    );

    // The real hybrid search, as the API runs it (visibility, fusion, snippets, documents loaded).
    for (const q of QUERIES) await hybridSearch(engine, { userId: USER_ID, query: q.query });
    const times = [];
    let recall = 0;
    let hit1 = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const q of QUERIES) {
        const t = performance.now();
        const answer = await hybridSearch(engine, { userId: USER_ID, query: q.query });
        times.push(performance.now() - t);
        if (round === 0) {
          const ids = answer.results.map((r) => r.document.id);
          recall += recallAt10(ids, q.relevant);
          if (q.relevant.includes(ids[0])) hit1 += 1;
        }
      }
    }

    // --ablation: the labelled queries with one component of the ranking changed at a time (one round).
    const ablation = {};
    if (process.argv.includes('--ablation')) {
      const wanted = (process.env.BENCH_VARIANTS ?? '').split(',').filter(Boolean);
      const variants = Object.entries({ product: {}, ...RANKING_VARIANTS }).filter(
        ([label]) => label === 'product' || wanted.length === 0 || wanted.some((w) => label.includes(w)),
      );
      for (const [label, change] of variants) {
        const ranking = { ...DEFAULT_RANKING, ...change };
        const figures = await evaluate(
          QUERIES.map((q, i) => ({ id: String(i), text: q.query })),
          Object.fromEntries(QUERIES.map((q, i) => [String(i), q.relevant])),
          async (text) =>
            (await hybridSearch({ ...engine, ranking }, { userId: USER_ID, query: text })).results.map(
              (r) => r.document.id,
            ),
        );
        ablation[label] = figures;
      }
      console.table(ablation);
    }

    // HNSW against exact nearest neighbours, on the whole-document vectors (what the index gives up).
    let hnswOverlap = 0;
    const probes = QUERIES.slice(0, 20);
    for (const q of probes) {
      const [vector] = await embedder.embed([q.query]);
      const literal = vectorLiteral(vector);
      const knn = async (exact) => {
        const client = await database.pool.connect();
        try {
          await client.query('BEGIN');
          await client.query(
            exact ? 'SET LOCAL enable_indexscan = off' : `SET LOCAL hnsw.ef_search = ${HNSW_EF_SEARCH}`,
          );
          const rows = await client.query(
            'SELECT id FROM documents ORDER BY embedding <=> $1::int[]::vector LIMIT 10',
            [literal],
          );
          await client.query('COMMIT');
          return rows.rows.map((r) => r.id);
        } finally {
          client.release();
        }
      };
      const [approximate, exact] = [await knn(false), await knn(true)];
      hnswOverlap += approximate.filter((id) => exact.includes(id)).length / 10;
    }

    // MiniSearch on the same corpus, in memory.
    const miniStart = performance.now();
    const mini = new MiniSearch({ fields: ['title', 'content'], idField: 'id' });
    mini.addAll(docs);
    const miniIndexMs = performance.now() - miniStart;
    const miniFigures = {};
    for (const [name, options] of Object.entries(MINISEARCH_CONFIGS)) {
      for (const q of QUERIES) mini.search(q.query, options);
      const miniTimes = [];
      let miniRecall = 0;
      let miniHit1 = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const q of QUERIES) {
          const t = performance.now();
          const ids = mini
            .search(q.query, options)
            .slice(0, 10)
            .map((r) => r.id);
          miniTimes.push(performance.now() - t);
          if (round === 0) {
            miniRecall += recallAt10(ids, q.relevant);
            if (q.relevant.includes(ids[0])) miniHit1 += 1;
          }
        }
      }
      miniFigures[`${name} p50 ms`] = +median(miniTimes).toFixed(1);
      miniFigures[`${name} p95 ms`] = +percentile(miniTimes, 95).toFixed(1);
      miniFigures[`${name} recall@10`] = +(miniRecall / QUERIES.length).toFixed(3);
      miniFigures[`${name} hit@1`] = +(miniHit1 / QUERIES.length).toFixed(3);
    }
    const n = QUERIES.length;
    return {
      database: kind,
      documents: docs.length,
      'text MB': +(bytes / 1e6).toFixed(2),
      'ingest docs/s': Math.round(docs.length / (ingestMs / 1000)),
      'ingest MB/s': +(bytes / 1e6 / (ingestMs / 1000)).toFixed(2),
      'ingest MB per CPU-second': embedded
        ? +(bytes / 1e6 / (ingestCpuMs / 1000)).toFixed(2)
        : 'n/a (server CPU)',
      'embedding share': `${Math.round((embedMs / ingestMs) * 100)}%`,
      'write share': `${Math.round((writeMs / ingestMs) * 100)}%`,
      'ANALYZE ms': Math.round(analyzeMs),
      'search p50 ms': +median(times).toFixed(1),
      'search p95 ms': +percentile(times, 95).toFixed(1),
      'recall@10': +(recall / n).toFixed(3),
      'hit@1': +(hit1 / n).toFixed(3),
      'HNSW recall@10 vs exact': +(hnswOverlap / probes.length).toFixed(3),
      'MiniSearch index ms': Math.round(miniIndexMs),
      ...miniFigures,
      'RSS MB': Math.round(process.memoryUsage().rss / 1e6),
      ...(Object.keys(ablation).length > 0 ? { ablation } : {}),
    };
  } finally {
    await dispose();
  }
}

const collectionArg = process.argv.indexOf('--collection');
if (collectionArg >= 0) {
  // Test-collection mode: a folder with docs.json, queries.json and qrels.json (see collection.mjs).
  await runCollection(process.argv[collectionArg + 1], { ablation: process.argv.includes('--ablation') });
} else {
  const rows = [];
  for (const size of SIZES) {
    const started = performance.now();
    rows.push(await measure(size));
    console.error(
      `${size} generated documents measured in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  report(process.env.DATABASE_URL ? 'search-postgres' : 'search', rows, {
    queries: QUERIES.length,
    rounds: ROUNDS,
    miniSearch: MINISEARCH_CONFIGS,
    machine: {
      cpus: os.cpus().length,
      loadavg: os.loadavg().map((l) => +l.toFixed(2)),
      node: process.version,
    },
    goals: 'ingestion >= 1 MB/s of text; search p95 <= 2x MiniSearch at 10k; recall@10 above MiniSearch',
  });
}
