// THINK's document picker (npm run bench:picker): the time from a keystroke in the picker's filter box to
// the list that answers it, at `--size N` (or BENCH_PICKER_SIZE; default 10,000) generated documents on the
// embedded database. The corpus is bench/search's generator, stored through the library's real write path;
// the API is the real server built in-process (routes, guard, session, serialisation, the term index loaded
// at start), asked as the picker asks: GET /api/documents with `q` and a page of 25. The read cache is
// emptied before every request, so no answer is a cached one.
//
// Two figures: each keystroke's request on its own (p50/p95), and typing at BENCH_PICKER_KEY_MS (default
// 90 ms) a key with the picker's own policy (one request in flight, the latest text sent when it returns;
// no debounce), measured from each keystroke to the first list that reflects it or a later keystroke.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import { prepareDatabase } from '../../server/src/startup.ts';
import { ingest } from '../search/harness.mjs';
import { librarySizes } from '../lib/sizes.mjs';
import { report } from '../lib/report.mjs';
import { seededRandom } from '../lib/random.mjs';
import { median, percentile } from '../lib/stats.mjs';
import { generateCorpus } from '../search/corpus.mjs';

const [SIZE = 10_000] = librarySizes('BENCH_PICKER_SIZE', '10000');
const KEY_MS = Number(process.env.BENCH_PICKER_KEY_MS ?? 90);
const WORDS = Number(process.env.BENCH_PICKER_WORDS ?? 40);
const PAGE = 25;
const GOAL_P95_MS = 100;
const PASSWORD = 'Correct-Horse-Battery-Staple-42';

/** Words a user would type to find a document: drawn from titles and texts of the corpus, 4+ letters. */
function wordsToType(docs) {
  const rand = seededRandom(15);
  const chosen = new Set();
  while (chosen.size < WORDS) {
    const doc = docs[Math.floor(rand() * docs.length)];
    const source = rand() < 0.5 ? doc.title : doc.content.slice(0, 2000);
    const words = source.toLowerCase().match(/[a-z]{4,}/g) ?? [];
    if (words.length) chosen.add(words[Math.floor(rand() * words.length)]);
  }
  return [...chosen];
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csw-bench-picker-'));
const database = await openDatabase({ url: null, dataDir, poolMax: 1 });
let app;
try {
  const docs = generateCorpus(SIZE);
  const ingestStart = performance.now();
  await ingest(database, docs, { vectors: false });
  console.error(`${SIZE} documents ingested in ${((performance.now() - ingestStart) / 1000).toFixed(0)} s`);

  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '3999',
    DEMO_MODE: 'off',
    SEED_LIBRARY: 'off',
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_SESSION_MAX: '1000000',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  await prepareDatabase(database, config);
  app = await buildApp(config, { database, shell: false });
  await app.ready();
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: 'bench.picker', password: PASSWORD },
  });
  if (registered.statusCode !== 201) throw new Error(`Registration failed: ${registered.body}`);
  const cookie = registered.cookies.find((c) => c.name === 'csw_session');
  const headers = { cookie: `csw_session=${cookie.value}` };

  /** The picker's request for `text`: the list's first page and its total. */
  async function list(text) {
    database.cache.invalidate();
    const query = new URLSearchParams({ q: text, limit: String(PAGE), offset: '0' });
    const answer = await app.inject({ method: 'GET', url: `/api/documents?${query}`, headers });
    if (answer.statusCode !== 200) throw new Error(`GET /api/documents failed: ${answer.body}`);
    return JSON.parse(answer.body);
  }

  const words = wordsToType(docs);
  for (const word of words.slice(0, 5)) await list(word);

  // Each keystroke's request on its own: every prefix of every word, from the second letter.
  const single = [];
  const found = [];
  for (const word of words) {
    for (let n = 2; n <= word.length; n += 1) {
      const started = performance.now();
      const answer = await list(word.slice(0, n));
      single.push(performance.now() - started);
      if (n === word.length) found.push(answer.total);
    }
  }

  // Typing: a key every KEY_MS; one request in flight, the latest text sent when it returns.
  const typing = [];
  for (const word of words) {
    const pressedAt = [];
    let inFlight = false;
    let pending = null;
    let done;
    const finished = new Promise((resolve) => (done = resolve));
    const send = (upTo) => {
      inFlight = true;
      void list(word.slice(0, upTo)).then(() => {
        const now = performance.now();
        // The list now reflects keystroke upTo: every keystroke up to it that was still waiting is answered.
        for (let k = 0; k < upTo; k += 1)
          if (pressedAt[k] !== undefined && pressedAt[k] !== null) {
            typing.push(now - pressedAt[k]);
            pressedAt[k] = null;
          }
        inFlight = false;
        if (pending !== null) {
          const next = pending;
          pending = null;
          send(next);
        } else if (upTo === word.length) done();
      });
    };
    for (let k = 1; k <= word.length; k += 1) {
      pressedAt[k - 1] = performance.now();
      if (inFlight) pending = k;
      else send(k);
      if (k < word.length) await new Promise((resolve) => setTimeout(resolve, KEY_MS));
    }
    await finished;
  }

  const rows = [
    {
      database: 'PGlite (embedded)',
      documents: SIZE,
      words: words.length,
      requests: single.length,
      'request p50 ms': +median(single).toFixed(1),
      'request p95 ms': +percentile(single, 95).toFixed(1),
      'typing keystrokes': typing.length,
      'keystroke to list p50 ms': +median(typing).toFixed(1),
      'keystroke to list p95 ms': +percentile(typing, 95).toFixed(1),
      'median matches of a whole word': median(found),
    },
  ];
  report('picker', rows, {
    keyIntervalMs: KEY_MS,
    pageSize: PAGE,
    goal: `keystroke to list p95 < ${GOAL_P95_MS} ms at 10,000 documents`,
    met: percentile(typing, 95) < GOAL_P95_MS,
    machine: {
      cpus: os.cpus().length,
      loadavg: os.loadavg().map((l) => +l.toFixed(2)),
      node: process.version,
    },
  });
} finally {
  await app?.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
