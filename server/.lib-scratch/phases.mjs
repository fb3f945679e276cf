import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '/work/main/server/src/db/database.ts';
import { keywordHits } from '/work/main/server/src/library/keyword-ranking.ts';
import { vectorHits } from '/work/main/server/src/library/vector-ranking.ts';
import { planKeywordQuery } from '/work/main/server/src/library/keyword-query.ts';
import { vectorLiteral } from '/work/main/server/src/library/vector-codec.ts';
import { findVisibleDocument } from '/work/main/server/src/routes/documents/documents-repository.ts';
import { locateSnippet } from '/work/main/server/src/library/snippets.ts';
import { HashingEmbedder } from '/work/main/shared/engine/src/index.ts';
const database = await openDatabase({ url: null, dataDir: '/tmp/libwork/b10000', poolMax: 1 });
const embedder = new HashingEmbedder();
const qs = JSON.parse(fs.readFileSync('/work/main/bench/search/queries.json', 'utf8')).map((q) => q.query);
const acc = {};
const time = async (k, f) => {
  const t = performance.now();
  const r = await f();
  acc[k] = (acc[k] ?? 0) + performance.now() - t;
  return r;
};
for (let round = 0; round < 2; round++) for (const k of Object.keys(acc)) acc[k] = 0;
for (let round = 0; round < 2; round++) {
  for (const k of Object.keys(acc)) acc[k] = 0;
  for (const q of qs) {
    const plan = planKeywordQuery(q);
    const lit = await time('embed', async () =>
      vectorLiteral((await embedder.embed([plan.expanded.text]))[0]),
    );
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('SET LOCAL enable_seqscan = off'));
      await tx.execute(sql.raw('SET LOCAL hnsw.ef_search = 100'));
      await tx.execute(sql.raw('SET LOCAL hnsw.iterative_scan = relaxed_order'));
      const v = await time('vector', () =>
        vectorHits(tx, {
          embedderId: embedder.id,
          literal: lit,
          userId: 'u',
          category: undefined,
          limit: Number(process.env.POOL ?? 300),
        }),
      );
      const pool = v.map((h) => h.id);
      let k = await time('kw strict', () =>
        keywordHits(tx, {
          groups: plan.groups,
          userId: 'u',
          category: undefined,
          pool,
          limit: 50,
          mode: 'strict',
        }),
      );
      if (!k.length)
        k = await time('kw any', () =>
          keywordHits(tx, {
            groups: plan.groups,
            userId: 'u',
            category: undefined,
            pool,
            limit: 50,
            mode: 'anyword',
          }),
        );
      const ids = [...new Set([...k.slice(0, 5), ...v.slice(0, 5)].map((h) => h.id))];
      const docs = await time('load docs', async () => {
        const out = [];
        for (const id of ids) out.push(await findVisibleDocument(tx, 'u', id));
        return out;
      });
      await time('snippets', async () => {
        for (const d of docs) locateSnippet(d.content, null, plan.expanded.terms, null);
      });
    });
  }
  console.log(Object.fromEntries(Object.entries(acc).map(([k, v]) => [k, (v / qs.length).toFixed(1)])));
}
await database.close();
