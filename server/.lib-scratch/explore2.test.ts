import { HashingEmbedder } from '@csw/engine';
import { resultIds, search, startLibraryServer } from '../src/library/testing/library-test-kit';
test('explore2', async () => {
  const server = await startLibraryServer();
  const u = await server.user('x.user');
  const lines: string[] = [];
  for (const q of [
    'Hohman transfr manouvre',
    'Hohmann transfers',
    'conjuction asessment',
    'rubidum clocks',
    'ransomwear',
    'sattelite batery',
    'geosynchronus orbit',
  ]) {
    const a = await search(u, q);
    lines.push(
      `${a.mode} ${q} -> ${a.results
        .slice(0, 3)
        .map((r) => `${r.document.id}:${r.similarity}:${r.matchedBy}`)
        .join(' ')}`,
    );
    const e = new HashingEmbedder();
    const lit = `[${Array.from(e.embedOne(q)).join(',')}]`;
    const r = await server.db.database.pool.query(
      `SELECT document_id, 1 - (embedding <=> $1::vector) c FROM document_chunks ORDER BY embedding <=> $1::vector LIMIT 3`,
      [lit],
    );
    const d = await server.db.database.pool.query(
      `SELECT id, 1 - (embedding <=> $1::vector) c FROM documents ORDER BY embedding <=> $1::vector LIMIT 3`,
      [lit],
    );
    lines.push(
      '   chunks ' +
        r.rows.map((x) => `${x.document_id}:${Number(x.c).toFixed(3)}`).join(' ') +
        ' docs ' +
        d.rows.map((x) => `${x.id}:${Number(x.c).toFixed(3)}`).join(' '),
    );
  }
  const c = await server.db.database.pool.query(
    `SELECT document_id, count(*) FROM document_chunks GROUP BY 1`,
  );
  lines.push(JSON.stringify(c.rows));
  console.log(lines.join('\n'));
  await server.close();
});
