#!/usr/bin/env node
// `npm run bench:first-answer`: how long the first THINK analysis, ADVISE consultation and CREATE draft take
// after a fresh start, against the second of each, with the engines warmed up at start (WARM_UP_ENGINES on,
// as `npm start` runs) and without (off), in one run. Each server starts on a fresh data directory; the
// user arrives ARRIVE_SECONDS after the server first answers (the same for both), then asks each center once
// and again. Goal: the first answer within 1 s, as later ones.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { report } from '../lib/report.mjs';
import { demoApiEnv, demoHeaders, startApi } from '../lib/servers.mjs';

const ARRIVE_SECONDS = Number(process.env.BENCH_ARRIVE_SECONDS ?? 20);

async function timed(call) {
  const started = performance.now();
  const answer = await call();
  if (!answer.ok) throw new Error(`${answer.url} answered ${answer.status}: ${await answer.text()}`);
  await answer.arrayBuffer();
  return Math.round(performance.now() - started);
}

async function measure(warmUp) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csw-bench-first-'));
  const { api, stop } = await startApi({ ...demoApiEnv(dataDir), WARM_UP_ENGINES: warmUp ? 'on' : 'off' });
  try {
    const headers = await demoHeaders(api);
    const listed = await (await fetch(`${api}/api/documents?limit=4`, { headers })).json();
    const documentIds = listed.items.map((d) => d.id);
    if (documentIds.length === 0) throw new Error('the seeded library is empty');
    // A person opens the app some time after it started; the warm-up (if on) runs meanwhile.
    await new Promise((resolve) => setTimeout(resolve, ARRIVE_SECONDS * 1000));
    const post = (route, body) => () =>
      fetch(`${api}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const calls = {
      'THINK analysis (4 documents)': post('/api/analysis', {
        documentIds,
        question: 'What are the main risks and what should be done about them?',
        analysisType: 'custom',
      }),
      'ADVISE strategic analysis': post('/api/advice/analysis', {
        scenario: 'Should we move the convoy at night given the GPS jamming threat?',
        mode: 'Challenge',
      }),
      'CREATE draft': post('/api/drafts', {
        intent: 'Draft an information paper on GPS jamming along the route',
      }),
    };
    const rows = [];
    for (const [what, call] of Object.entries(calls)) {
      const first = await timed(call);
      const second = await timed(call);
      rows.push({
        server: warmUp ? 'warmed up at start' : 'not warmed up',
        request: what,
        'first ms': first,
        'second ms': second,
      });
    }
    return rows;
  } finally {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [...(await measure(true)), ...(await measure(false))];
report('first-answer', rows, { arriveSeconds: ARRIVE_SECONDS });
