import { openDatabase } from '/work/main/server/src/db/database.ts';
const database = await openDatabase({ url: null, dataDir: '/tmp/libwork/b10000', poolMax: 1 });
const c = await database.pool.connect();
const run = async (label, text, params = []) => {
  const t = performance.now();
  const r = await c.query(text, params);
  console.log(label, (performance.now() - t).toFixed(1), 'ms', JSON.stringify(r.rows[0] ?? {}).slice(0, 80));
  return r;
};
for (const seq of ['on', 'off']) {
  await c.query(`SET enable_seqscan = ${seq}`);
  for (const term of [
    'rubidium',
    'rubidium',
    'satellite',
    'satellite',
    'hohmann transfer',
    'often or enemy or satellite or area',
  ]) {
    await run(
      `seq=${seq} probe ${term}`,
      `SELECT count(*) FROM (SELECT 1 FROM documents d WHERE d.search_vector @@ websearch_to_tsquery('english', $1) LIMIT 1000) s`,
      [term],
    );
    await run(
      `seq=${seq} rank ${term}`,
      `SELECT id, ts_rank_cd(search_vector, q) r FROM documents d, websearch_to_tsquery('english', $1) q WHERE d.search_vector @@ q ORDER BY r DESC LIMIT 50`,
      [term],
    );
  }
}
const e = await c.query(
  `EXPLAIN ANALYZE SELECT id, ts_rank_cd(search_vector, q) r FROM documents d, websearch_to_tsquery('english', 'rubidium') q WHERE d.search_vector @@ q ORDER BY r DESC LIMIT 50`,
);
console.log(e.rows.map((r) => r['QUERY PLAN']).join('\n'));
c.release();
await database.close();
