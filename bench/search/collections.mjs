// Every judged collection in one run (npm run bench:search -- --collections all [--ablation]): the three of
// ../shared/ir (Cranfield, MED, CACM), the known-item set, the plain-words questions and claims built from the three, each measured as
// `--collection` measures it, then one table of nDCG@10 per system and collection with the product over
// plain BM25 of the same run, and the geometric mean of that ratio over Cranfield, MED, CACM and known-item
// (the collections the goal names; the 16 questions are too few to weigh in it and are shown apart),
// and a second mean with the claims built from Cranfield, MED and CACM (claims.mjs) beside them.
// Without pgvector's vectors the vector variants are left out (the product's ranking does not use them).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCollection } from './collection.mjs';
import { measureInMemory } from './in-memory.mjs';
import { report } from '../lib/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const IR = path.resolve(root, '../shared/ir');
const CLAIMS = ['claims-cranfield', 'claims-med', 'claims-cacm'];
export const ALL_COLLECTIONS = ['cranfield', 'med', 'cacm', 'known-item', 'questions', ...CLAIMS];
const IN_MEAN = ['cranfield', 'med', 'cacm', 'known-item'];
const WITH_CLAIMS = [...IN_MEAN, ...CLAIMS];
const PLAIN = 'BM25 (k1 1.2, b 0.75, stemmed, stop words)';

const folderOf = (name) =>
  name === 'known-item' || name === 'questions' || name.startsWith('claims-') ? name : path.join(IR, name);
const geometricMean = (ratios) =>
  +Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length).toFixed(3);

/** `inMemory`: the ranking code alone over an index built in memory, every variant (in-memory.mjs). */
export async function runCollections(list, { ablation = false, inMemory = false } = {}) {
  const names = !list || list === 'all' ? ALL_COLLECTIONS : list.split(',');
  const results = [];
  for (const name of names)
    results.push(
      inMemory
        ? await measureInMemory(folderOf(name))
        : await runCollection(folderOf(name), { ablation, vectors: process.env.BENCH_VECTORS === '1' }),
    );
  const title = inMemory ? 'search-collections-in-memory' : 'search-collections';
  const systems = [...new Set(results.flatMap((r) => r.rows.map((row) => row.system)))];
  const rows = systems.map((system) => {
    const row = { system };
    const ratios = [];
    const withClaims = [];
    for (const { name, rows: measured } of results) {
      const mine = measured.find((r) => r.system === system);
      const plain = measured.find((r) => r.system === PLAIN);
      if (!mine || !plain) continue;
      const ratio = mine['nDCG@10'] / plain['nDCG@10'];
      row[name] = `${mine['nDCG@10'].toFixed(4)} (${ratio.toFixed(3)})`;
      if (IN_MEAN.includes(name)) ratios.push(ratio);
      if (WITH_CLAIMS.includes(name)) withClaims.push(ratio);
    }
    row['geometric mean x plain'] =
      ratios.length === IN_MEAN.filter((n) => names.includes(n)).length && ratios.length > 0
        ? geometricMean(ratios)
        : null;
    row['with the claims'] =
      withClaims.length === WITH_CLAIMS.filter((n) => names.includes(n)).length && withClaims.length > 0
        ? geometricMean(withClaims)
        : null;
    return row;
  });
  report(title, rows, {
    measure: `nDCG@10 (x ${PLAIN} of the same run); geometric mean over ${IN_MEAN.join(', ')}, and with ${CLAIMS.join(', ')}`,
    collections: names,
    machine: { cpus: os.cpus().length, node: process.version },
  });
  // Markdown too, for notes and the README.
  const columns = ['system', ...names, 'geometric mean x plain', 'with the claims'];
  const lines = [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((c) => row[c] ?? '').join(' | ')} |`),
  ];
  console.log(lines.join('\n'));
  // Kept beside the JSON as a table a reader can diff between runs.
  const file = path.join(root, `bench/results/${title}.md`);
  fs.writeFileSync(file, `# ${title} (${new Date().toISOString()})\n\n${lines.join('\n')}\n`);
}
