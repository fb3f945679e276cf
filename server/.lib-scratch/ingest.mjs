import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '/work/main/server/src/db/database.ts';
import { prepareIndex } from '/work/main/server/src/library/indexer.ts';
import { insertLibraryDocuments } from '/work/main/server/src/library/new-documents.ts';
import { reconcileVectorSchema } from '/work/main/server/src/library/vector-schema.ts';
import { HashingEmbedder } from '/work/main/shared/engine/src/index.ts';
import { generateCorpus } from '/work/main/bench/search/corpus.mjs';
const N = Number(process.env.N ?? 10000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csw-ing-'));
const database = await openDatabase({ url: null, dataDir, poolMax: 1 });
const embedder = new HashingEmbedder();
await reconcileVectorSchema(database.pool, { id: embedder.id, dimension: embedder.dimension });
if (process.env.NOGIN) await database.pool.query('DROP INDEX documents_search_idx');
if (process.env.NOHNSW) await database.pool.query('DROP INDEX documents_embedding_idx');
const docs = generateCorpus(N).map((d) => ({
  ...d,
  ownerId: null,
  documentType: 'G',
  folderId: null,
  pageMap: null,
}));
const t0 = performance.now();
let last = t0;
for (let i = 0; i < docs.length; i += 250) {
  const b = docs.slice(i, i + 250);
  const prepared = await prepareIndex(
    embedder,
    b.map((d) => ({ ...d, version: 1 })),
  );
  await database.db.transaction((tx) =>
    insertLibraryDocuments(tx, b, process.env.NOVEC ? null : { embedderId: embedder.id, prepared }),
  );
  if ((i / 250) % 8 === 7) {
    const now = performance.now();
    console.log(`${i + 250}: ${(2000 / ((now - last) / 1000)).toFixed(0)} docs/s`);
    last = now;
  }
}
console.log('total docs/s', (N / ((performance.now() - t0) / 1000)).toFixed(0), JSON.stringify(os.loadavg()));
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
