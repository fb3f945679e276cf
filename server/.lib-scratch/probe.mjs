import { openDatabase } from '/work/main/server/src/db/database.ts';
const database = await openDatabase({ url: null, dataDir: '/tmp/libwork/b10000', poolMax: 1 });
const run = async (label, text, params = []) => {
  const t = performance.now();
  const r = await database.pool.query(text, params);
  console.log(label, (performance.now() - t).toFixed(1), 'ms', JSON.stringify(r.rows[0] ?? {}).slice(0, 100));
  return r;
};
for (const term of ['satellite exercise', 'satellite', 'rubidium', 'often | enemy | satellite | area']) {
  await run(
    `probe ${term}`,
    `SELECT count(*) FROM (SELECT 1 FROM documents d WHERE d.search_vector @@ websearch_to_tsquery('english', $1) LIMIT 1000) s`,
    [term.replace(/\|/g, 'or')],
  );
  await run(
    `probe2 ${term}`,
    `SELECT count(*) FROM (SELECT 1 FROM documents d WHERE d.search_vector @@ websearch_to_tsquery('english', $1) LIMIT 1000) s`,
    [term.replace(/\|/g, 'or')],
  );
}
const e = await database.pool.query(
  `EXPLAIN ANALYZE SELECT count(*) FROM (SELECT 1 FROM documents d WHERE d.search_vector @@ websearch_to_tsquery('english', 'satellite') LIMIT 1000) s`,
);
console.log(e.rows.map((r) => r['QUERY PLAN']).join('\n'));
await run(
  'rank 300 by id',
  `SELECT id, ts_rank_cd(search_vector, plainto_tsquery('english','satellite')) FROM documents WHERE id = ANY(SELECT id FROM documents ORDER BY id LIMIT 300) ORDER BY 2 DESC LIMIT 50`,
);
await run(
  'rank 300 by id again',
  `SELECT id, ts_rank_cd(search_vector, plainto_tsquery('english','satellite')) FROM documents WHERE id = ANY(SELECT id FROM documents ORDER BY id LIMIT 300) ORDER BY 2 DESC LIMIT 50`,
);
await run(
  'find visible 1',
  `SELECT * FROM visible_documents('u') v JOIN documents d ON d.id = v.document_id WHERE v.document_id = 'gen-000100'`,
);
await run(
  'find visible 2',
  `SELECT * FROM visible_documents('u') v JOIN documents d ON d.id = v.document_id WHERE v.document_id = 'gen-000200'`,
);
await run('count visible', `SELECT count(*) FROM visible_documents('u') v`);
await database.close();
