import fs from 'node:fs';
import { resultIds, search, startLibraryServer } from '../src/library/testing/library-test-kit';
test('explore', async () => {
  const server = await startLibraryServer();
  const u = await server.user('x.user');
  const qs = JSON.parse(fs.readFileSync('/work/main/bench/search/queries.json', 'utf8'));
  let hit1 = 0,
    hit3 = 0,
    rec = 0;
  const lines: string[] = [];
  for (const q of qs) {
    const a = await search(u, q.query);
    const ids = resultIds(a);
    if (q.relevant.includes(ids[0])) hit1++;
    if (ids.slice(0, 3).some((i: string) => q.relevant.includes(i))) hit3++;
    rec += q.relevant.filter((r: string) => ids.includes(r)).length / q.relevant.length;
    lines.push(
      `${q.kind.padEnd(10)} ${a.mode.padEnd(11)} ${q.query.slice(0, 45).padEnd(45)} ${a.results
        .slice(0, 3)
        .map((r) => `${r.document.id}:${r.similarity}:${r.matchedBy.join('+')}`)
        .join(' ')} | ${q.relevant[0]}`,
    );
  }
  for (const extra of [
    'xyzzy plugh',
    'banana bread recipe',
    'what is the best recipe for a chocolate cake with strawberries',
    'the',
  ]) {
    const a = await search(u, extra);
    lines.push(
      `extra ${a.mode} ${extra} -> ${a.results.map((r) => `${r.document.id}:${r.similarity}`).join(' ')} ${a.message}`,
    );
  }
  console.log(
    lines.join('\n') + `\nhit@1 ${hit1}/${qs.length} hit@3 ${hit3} recall ${(rec / qs.length).toFixed(3)}`,
  );
  await server.close();
});
