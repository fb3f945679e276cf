// Search benchmark (npm run bench:search): for each size (--size 10000, --size 100000 or a list
// 1000,10000; default 10000), a fresh database (embedded PGlite in a temporary directory, or a new database
// on the PostgreSQL server of DATABASE_URL) is filled through the library's real write path with generated
// documents of realistic lengths and vocabulary (corpus.mjs), owned as in real use (half the organisation's,
// half private to 50 users, some shared with the bench user, a team of three in team mode), with the twelve
// seeded documents among them. The term index is then loaded as an API process loads it at start, and
// short queries (queries.json, labelled) and paragraph queries (60-word paragraphs of real staff writing)
// run through the real search path as the bench user.
// Figures: ingestion MB/s, index load time and memory, server memory, database size on disk, search p50/p95
// per kind of query with the time of each part, recall@10 and hit@1, and an in-memory plain BM25 beside it.
// `--collection <folder>|known-item|questions` measures ranking quality instead (collection.mjs), and
// `--collections all` every judged collection with a summary over them (collections.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Bm25Index, indexTerms } from '../../shared/engine/src/index.ts';
import { hybridSearch } from '../../server/src/library/searching/hybrid-search.ts';
import { DEFAULT_RANKING, rankDocuments } from '../../server/src/library/searching/ranking.ts';
import { LibraryTermIndex } from '../../server/src/library/term-index/term-index-sync.ts';
import { runCollection } from './collection.mjs';
import { runCollections } from './collections.mjs';
import { freshDatabase, ingest, USER_ID, grantAccess, seededCorpus } from './harness.mjs';
import { report } from '../lib/report.mjs';
import { median, percentile } from '../lib/stats.mjs';
import { librarySizes } from '../lib/sizes.mjs';
import { seedTexts, staffWritingTexts } from './corpus.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const QUERIES = JSON.parse(fs.readFileSync(new URL('./queries.json', import.meta.url), 'utf8'));
const PARAGRAPH_WORDS = 60;

/** Paragraph queries: the first 60 words of each real paragraph that long (Add Evidence, a scenario). */
export function paragraphQueries() {
  const texts = [...staffWritingTexts().map((t) => t.text), ...seedTexts()];
  const out = [];
  for (const text of texts)
    for (const paragraph of text.split(/\n\s*\n/)) {
      const words = paragraph.split(/\s+/).filter(Boolean);
      if (words.length >= PARAGRAPH_WORDS) out.push(words.slice(0, PARAGRAPH_WORDS).join(' '));
    }
  return out;
}

const recallAt10 = (ids, relevant) =>
  relevant.filter((id) => ids.slice(0, 10).includes(id)).length / relevant.length;

function folderSize(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderSize(full) : fs.statSync(full).size;
  }
  return total;
}

async function databaseBytes(database, dataDir) {
  if (dataDir) return folderSize(dataDir);
  const result = await database.pool.query('SELECT pg_database_size(current_database())::float8 AS bytes');
  return Number(result.rows[0].bytes);
}

const ms = (values, p) => +(p === 50 ? median(values) : percentile(values, p)).toFixed(1);

/** Times `search` over the queries: one warm-up pass, then ROUNDS measured passes. */
async function timed(queries, search) {
  for (const q of queries) await search(q);
  const times = [];
  for (let round = 0; round < ROUNDS; round += 1)
    for (const q of queries) {
      const t = performance.now();
      await search(q);
      times.push(performance.now() - t);
    }
  return times;
}

async function measure(size) {
  const generating = performance.now();
  const docs = seededCorpus(size);
  const words = docs.reduce((sum, d) => sum + d.content.split(/\s+/).length, 0);
  console.error(
    `${docs.length} documents generated (${(words / docs.length).toFixed(0)} words on average) in ${((performance.now() - generating) / 1000).toFixed(0)} s`,
  );
  const bytes = docs.reduce((sum, d) => sum + Buffer.byteLength(d.title) + Buffer.byteLength(d.content), 0);
  const { database, kind, dataDir, dispose } = await freshDatabase();
  const embedded = database.kind === 'embedded';
  const rssBefore = process.memoryUsage().rss;
  try {
    let lastLine = 0;
    const ingested = await ingest(database, docs, {
      vectors: false,
      onProgress: (done) => {
        if (performance.now() - lastLine < 5000 && done < docs.length) return;
        lastLine = performance.now();
        console.error(`  ingested ${done} of ${docs.length}`);
      },
    });
    await grantAccess(database, docs);
    const { engine } = ingested;
    const dbBytes = await databaseBytes(database, dataDir);

    const short = QUERIES.map((q) => q.query);
    const paragraphs = paragraphQueries();
    const search = (query) => hybridSearch(engine, { userId: USER_ID, query });
    const shortTimes = await timed(short, search);
    const paragraphTimes = await timed(paragraphs, search);
    // The parts: the one statement before ranking (index in step, access), the ranking, the rest.
    const access = await engine.index.prepare(USER_ID);
    const prepareTimes = await timed(short.slice(0, 20), () => engine.index.prepare(USER_ID));
    const rank = (query) => rankDocuments(engine, access, { userId: USER_ID, query });
    const rankShort = await timed(short, rank);
    const rankParagraph = await timed(paragraphs, rank);

    let recall = 0;
    let hit1 = 0;
    for (const q of QUERIES) {
      const ids = (await search(q.query)).results.map((r) => r.document.id);
      recall += recallAt10(ids, q.relevant);
      if (q.relevant.includes(ids[0])) hit1 += 1;
    }

    // A plain BM25 in memory over the documents the bench user may read, for scale.
    const plainStart = performance.now();
    const readable = await readableIds(database);
    const visible = docs.filter((d) => readable.has(d.id));
    const plain = new Bm25Index(visible.map((d) => indexTerms(`${d.title} ${d.content}`)));
    const plainBuildMs = performance.now() - plainStart;
    const plainSearch = (query) => plain.search(indexTerms(query), 10);
    const plainShort = await timed(short, plainSearch);
    const plainParagraph = await timed(paragraphs, plainSearch);

    const positional =
      process.env.BENCH_POSITIONS === '1' ? await withPositions(engine, short, paragraphs) : {};
    const rss = process.memoryUsage().rss;
    return {
      database: kind,
      documents: docs.length,
      'text MB': +(bytes / 1e6).toFixed(1),
      'ingest s': +(ingested.ingestMs / 1000).toFixed(1),
      'ingest MB/s': +(bytes / 1e6 / (ingested.ingestMs / 1000)).toFixed(2),
      'ingest MB per CPU-second': embedded
        ? +(bytes / 1e6 / (ingested.ingestCpuMs / 1000)).toFixed(2)
        : 'n/a (server CPU)',
      'database MB on disk': +(dbBytes / 1e6).toFixed(0),
      'index load s': +(ingested.indexLoadMs / 1000).toFixed(2),
      'index memory MB (heap + typed arrays)': +ingested.indexHeapMB.toFixed(0),
      'index terms': engine.index.terms.figures.terms,
      'index postings': engine.index.terms.figures.postings,
      'process RSS MB (start -> end)': `${Math.round(rssBefore / 1e6)} -> ${Math.round(rss / 1e6)}`,
      'readable by the bench user': readable.size,
      'short p50 ms': ms(shortTimes, 50),
      'short p95 ms': ms(shortTimes, 95),
      'paragraph p50 ms': ms(paragraphTimes, 50),
      'paragraph p95 ms': ms(paragraphTimes, 95),
      'part: statement before ranking p50 ms': ms(prepareTimes, 50),
      'part: ranking short p50/p95 ms': `${ms(rankShort, 50)} / ${ms(rankShort, 95)}`,
      'part: ranking paragraph p50/p95 ms': `${ms(rankParagraph, 50)} / ${ms(rankParagraph, 95)}`,
      'recall@10 (labelled short)': +(recall / QUERIES.length).toFixed(3),
      'hit@1 (labelled short)': +(hit1 / QUERIES.length).toFixed(3),
      'plain BM25 in memory: build s': +(plainBuildMs / 1000).toFixed(1),
      'plain BM25 short p50/p95 ms': `${ms(plainShort, 50)} / ${ms(plainShort, 95)}`,
      'plain BM25 paragraph p50/p95 ms': `${ms(plainParagraph, 50)} / ${ms(plainParagraph, 95)}`,
      ...positional,
      queries: { short: short.length, paragraph: paragraphs.length, rounds: ROUNDS },
    };
  } finally {
    await dispose();
  }
}

/**
 * BENCH_POSITIONS=1: a second term index that holds word positions (loaded as an API process would, reading
 * the text too), its memory, and the ranking with BM25TP proximity (off in the product) on the same queries.
 */
async function withPositions(engine, short, paragraphs) {
  const held = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  globalThis.gc?.();
  const before = held();
  const started = performance.now();
  const index = new LibraryTermIndex(engine.db, engine.index.titleWeight, { positions: true });
  await index.load();
  const loadMs = performance.now() - started;
  globalThis.gc?.();
  const memory = (held() - before) / 1e6;
  const proximityEngine = { ...engine, index, ranking: { ...DEFAULT_RANKING, proximity: true } };
  const access = await index.prepare(USER_ID);
  const rank = (query) => rankDocuments(proximityEngine, access, { userId: USER_ID, query });
  const rankShort = await timed(short, rank);
  const rankParagraph = await timed(paragraphs, rank);
  return {
    'with word positions: index load s': +(loadMs / 1000).toFixed(2),
    'with word positions: index memory MB (heap + typed arrays)': +memory.toFixed(0),
    'with word positions: positions held': index.terms.figures.positions,
    'with proximity: ranking short p50/p95 ms': `${ms(rankShort, 50)} / ${ms(rankShort, 95)}`,
    'with proximity: ranking paragraph p50/p95 ms': `${ms(rankParagraph, 50)} / ${ms(rankParagraph, 95)}`,
  };
}

async function readableIds(database) {
  const result = await database.pool.query('SELECT document_id FROM visible_documents($1)', [USER_ID]);
  return new Set(result.rows.map((r) => r.document_id));
}

const collectionArg = process.argv.indexOf('--collection');
const collectionsArg = process.argv.indexOf('--collections');
if (collectionsArg >= 0) {
  await runCollections(process.argv[collectionsArg + 1], {
    ablation: process.argv.includes('--ablation'),
    inMemory: process.argv.includes('--in-memory'),
  });
} else if (collectionArg >= 0) {
  await runCollection(process.argv[collectionArg + 1], { ablation: process.argv.includes('--ablation') });
} else {
  const rows = [];
  for (const size of librarySizes('BENCH_SIZES', '10000').filter((n) => n > 0)) {
    const started = performance.now();
    rows.push(await measure(size));
    console.error(`${size} documents measured in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  report(process.env.DATABASE_URL ? 'search-postgres' : 'search', rows, {
    machine: {
      cpus: os.cpus().length,
      loadavg: os.loadavg().map((l) => +l.toFixed(2)),
      node: process.version,
    },
    goals:
      'search p95 <= 25 ms at 10,000 documents and <= 100 ms at 100,000, short and paragraph queries; ingestion >= 2 MB/s embedded',
  });
}
