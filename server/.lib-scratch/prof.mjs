import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '/work/main/server/src/db/database.ts';
import { prepareIndex } from '/work/main/server/src/library/indexer.ts';
import { insertLibraryDocuments } from '/work/main/server/src/library/new-documents.ts';
import { reconcileVectorSchema } from '/work/main/server/src/library/vector-schema.ts';
import { hybridSearch } from '/work/main/server/src/library/hybrid-search.ts';
import { keywordQuerySource, planKeywordQuery } from '/work/main/server/src/library/keyword-query.ts';
import { vectorLiteral } from '/work/main/server/src/library/vector-codec.ts';
import { readSeedDocuments } from '/work/main/server/src/seed/seed-files.ts';
import { HashingEmbedder, expandQuery } from '/work/main/shared/engine/src/index.ts';
import { generateCorpus } from '/work/main/bench/search/corpus.mjs';
const N = Number(process.env.N ?? 10000);
const dir = `/tmp/libwork/b${N}`;
const fresh = !fs.existsSync(dir);
const database = await openDatabase({ url: null, dataDir: dir, poolMax: 1 });
const embedder = new HashingEmbedder();
const state = await reconcileVectorSchema(database.pool, { id: embedder.id, dimension: embedder.dimension });
if (fresh) {
  await database.pool.query(
    `INSERT INTO users (id, username, username_key, password_hash) VALUES ('u','u','u','x')`,
  );
  const docs = [...generateCorpus(N), ...readSeedDocuments()].map((d) => ({
    id: d.id,
    ownerId: null,
    title: d.title,
    content: d.content,
    classification: d.classification,
    category: d.category,
    documentType: 'G',
    folderId: null,
    pageMap: null,
  }));
  const t = performance.now();
  for (let i = 0; i < docs.length; i += 250) {
    const b = docs.slice(i, i + 250);
    const prepared = await prepareIndex(
      embedder,
      b.map((d) => ({ ...d, version: 1 })),
    );
    await database.db.transaction((tx) =>
      insertLibraryDocuments(tx, b, { embedderId: embedder.id, prepared }),
    );
  }
  console.log('ingest', (performance.now() - t).toFixed(0), 'ms');
  await database.pool.query('ANALYZE');
}
const engine = {
  db: database.db,
  vector: { embedder, similarityFloor: 0.1, iterativeScan: state.iterativeScan },
};
const qs = JSON.parse(fs.readFileSync('/work/main/bench/search/queries.json', 'utf8')).map((q) => q.query);
for (const q of qs.slice(0, 53)) await hybridSearch(engine, { userId: 'u', query: q });
const times = [];
const all = [];
for (let r = 0; r < 2; r++)
  for (const q of qs) {
    const t = performance.now();
    await hybridSearch(engine, { userId: 'u', query: q });
    times.push([performance.now() - t, q]);
  }
times.sort((a, b) => b[0] - a[0]);
console.log(
  'slowest',
  times
    .slice(0, 6)
    .map(([t, q]) => `${t.toFixed(0)} ${q}`)
    .join('\n'),
);
console.log('median', times[Math.floor(times.length / 2)][0].toFixed(1));
await database.close();
