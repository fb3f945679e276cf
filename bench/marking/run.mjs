// Marking benchmark (npm run bench:marking): what deciding a text's derived marking costs on the server (the
// fingerprint index of restricted text: library/fingerprints, derived-marking.ts) for a 100-page text of about
// 50,000 words, against libraries generated as bench/search makes them (10% of documents SECRET, owners,
// shares and a team as in real use) and filled through the real write path. It reports the index's load time
// and size, then the median and p95 of a whole check (normalise, shingle, look up every shingle, read the
// markings of the documents found through the visibility rule) for a text holding a passage of a SECRET
// document the user reads, and for one holding none. `--size 10000,100000` (or BENCH_MARKING_SIZES) sets the
// library sizes (default both); BENCH_RUNS the timed checks (default 21). Goal: <= 100 ms at 100,000 documents.
import { derivedMarking } from '../../server/src/library/derived-marking.ts';
import {
  RestrictedFingerprints,
  shingleHashesOf,
} from '../../server/src/library/fingerprints/restricted-fingerprints.ts';
import { generateCorpus } from '../search/corpus.mjs';
import { freshDatabase, grantAccess, ingest, seededCorpus, USER_ID } from '../search/harness.mjs';
import { librarySizes } from '../lib/sizes.mjs';
import { benchRuns, msColumns } from '../lib/stats.mjs';
import { report } from '../lib/report.mjs';

const GOAL_MS = 100;
const RUNS = benchRuns(21);
const SIZES = librarySizes('BENCH_MARKING_SIZES', '10000,100000');

// A 100-page text: generated prose of about 50,000 words from another seed than the library's.
const [long] = generateCorpus(1, { seed: 99, words: 50_000, owned: false });
const words = long.content.split(/\s+/).filter(Boolean).length;

async function timed(fn) {
  await fn();
  const times = [];
  let last;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    last = await fn();
    times.push(performance.now() - start);
  }
  return { times, last };
}

const rows = [];
// The text's own part of a check, warm: normalising it and hashing every run of 8 words.
const { times: hashTimes, last: hashes } = await timed(() =>
  shingleHashesOf({ title: long.title, content: long.content, category: '', documentType: '' }),
);
rows.push({
  case: `shingles of the text alone (${words} words, ${hashes.length} shingles)`,
  ...msColumns(hashTimes),
});

for (const size of SIZES) {
  const docs = seededCorpus(size);
  const { database, dispose } = await freshDatabase();
  try {
    const ingested = await ingest(database, docs, { vectors: false });
    await grantAccess(database, docs);
    const fingerprints = new RestrictedFingerprints(database.db);
    const loadStart = performance.now();
    await fingerprints.load();
    const loadMs = performance.now() - loadStart;
    const { documents, entries } = fingerprints.figures;
    // A SECRET document the bench user reads (their own): its middle paragraph pasted at the end of the text.
    const secret = docs.find(
      (d) => d.classification === 'SECRET' && d.ownerId === USER_ID && d.content.split(/\s+/).length > 100,
    );
    const pasted = secret.content.split(/\s+/).slice(20, 80).join(' ');
    const reader = { id: USER_ID, clearance: 'SECRET' };
    const ctx = { db: database.db, fingerprints };
    for (const [name, content] of [
      ['holding a SECRET passage at its end', `${long.content}\n\n${pasted}`],
      ['as generated', long.content],
    ]) {
      const { times, last } = await timed(() =>
        derivedMarking(ctx, reader, { title: long.title, content }, []),
      );
      const row = {
        case: `check of ${words} words, ${name}, ${docs.length} documents`,
        ...msColumns(times),
        marking: last.classification,
        'sources named': last.titles.length,
        'restricted documents indexed': documents,
        'index entries': entries,
        'index load ms': Math.round(loadMs),
        // Its two arrays: a 53-bit hash and a document number an entry (the buckets add 2 MB).
        'index MB': Math.round((entries * 12) / 1e6 + 2),
        'library ingest s': Math.round(ingested.ingestMs / 1000),
      };
      rows.push(row);
      console.log(
        `${row.case}: ${row['median ms']} ms median, ${row['p95 ms']} ms p95 (goal <= ${GOAL_MS} ms), ${row.marking}`,
      );
    }
  } finally {
    await dispose();
  }
}

const checks = rows.filter((r) => r.case.startsWith('check'));
report('marking', rows, {
  runs: RUNS,
  words,
  goalMs: GOAL_MS,
  goalMet: checks.every((r) => r['median ms'] <= GOAL_MS),
  node: process.version,
});
