// ADVISE through the API, as the browser calls it: POST /api/advice/analysis (the library's ranking for
// the scenario and its longest sentences in one statement, the texts loaded through the visibility rule, the six methods, the consultation saved
// and audited) and the war council (POST /api/advice/council, then its event stream, each advisor's
// message timed from the previous one). The API runs as `npm start` runs it (embedded database, logging at
// warn) on a data directory of its own: the seeded library alone, or a generated corpus stored beforehand
// through the library's real indexing path with the seeded documents added by the API's own start.
// While each analysis runs, /api/health is called every few milliseconds: its slowest answer is how long
// the API's event loop was held up by the analysis.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/database.ts';
import { generateCorpus } from '../search/corpus.mjs';
import { ingest } from '../search/harness.mjs';
import { median, percentile } from '../lib/stats.mjs';
import { demoApiEnv, demoHeaders, startApi as startApiProcess } from '../lib/servers.mjs';
import { PERSONA_IDS } from '../../shared/contracts/src/index.ts';

const HEALTH_EVERY_MS = 5;

const round = (ms) => Math.round(ms * 10) / 10;

/** A data directory holding `size` generated documents, stored through the real indexing path. */
export async function generatedLibrary(size) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csw-bench-advise-'));
  const database = await openDatabase({ url: null, dataDir, poolMax: 1 });
  try {
    const started = performance.now();
    await ingest(database, generateCorpus(size), { vectors: false });
    console.log(
      `${size} generated documents stored in ${Math.round((performance.now() - started) / 1000)} s`,
    );
  } finally {
    await database.close();
  }
  return dataDir;
}

/** Starts the API on `dataDir`, signs the demo officer in; returns the calls and the function that stops it. */
async function startApi(dataDir) {
  const { api, stop } = await startApiProcess(demoApiEnv(dataDir));
  try {
    return { api, headers: await demoHeaders(api), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Calls /api/health back to back until `done` resolves; returns the slowest answer in ms. */
async function slowestHealth(api, done) {
  let finished = false;
  done.finally(() => (finished = true));
  let slowest = 0;
  while (!finished) {
    const t = performance.now();
    await fetch(`${api}/api/health`).then((r) => r.arrayBuffer());
    slowest = Math.max(slowest, performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
  }
  return slowest;
}

/** One strategic analysis over HTTP: its time, the event loop's longest hold-up, and the result. */
async function analysis(api, headers, scenario, mode) {
  const started = performance.now();
  const call = fetch(`${api}/api/advice/analysis`, {
    method: 'POST',
    headers,
    // Every advisor on, as before the advisors could be switched (comparable figures).
    body: JSON.stringify({ scenario, mode, personaIds: PERSONA_IDS }),
  }).then(async (r) => {
    const body = await r.json();
    if (!r.ok) throw new Error(`analysis: ${r.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  });
  const [answer, blockedMs] = await Promise.all([call, slowestHealth(api, call)]);
  return { ...answer, blockedMs };
}

/** One council turn: the time of each advisor's message after the previous one (the first after the ask). */
async function councilTurn(api, headers, question, advisorIds) {
  const started = performance.now();
  const asked = await fetch(`${api}/api/advice/council`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ question, advisorIds }),
  });
  const body = await asked.json();
  if (!asked.ok) throw new Error(`council: ${asked.status} ${JSON.stringify(body)}`);
  const stream = await fetch(`${api}${body.streamPath}`, { headers: { cookie: headers.cookie } });
  const replies = [];
  let last = started;
  let buffer = '';
  const decoder = new TextDecoder();
  for await (const chunk of stream.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event === 'message') {
        const now = performance.now();
        replies.push({ personaId: JSON.parse(data).personaId, ms: now - last });
        last = now;
      } else if (event === 'error') throw new Error(`council stream: ${data}`);
      else if (event === 'done') return replies;
    }
  }
  return replies;
}

/**
 * Runs the figures on one library; returns the rows. `scenarios` are run in every mode of `modes`
 * `runs` times each after one warm-up; the council is asked each scenario `runs` times.
 */
export async function apiFigures({ label, dataDir, runs, scenarios, modes, advisorIds }) {
  const { api, headers, stop } = await startApi(dataDir);
  try {
    const documents = (await (await fetch(`${api}/api/documents?limit=1`, { headers })).json()).total;
    const rows = [];
    await analysis(api, headers, scenarios[0], modes[0]); // warm-up: language model, JIT
    for (const [i, scenario] of scenarios.entries()) {
      for (const mode of modes) {
        const times = [];
        const blocked = [];
        let result;
        for (let run = 0; run < runs; run += 1) {
          const answer = await analysis(api, headers, scenario, mode);
          times.push(answer.ms);
          blocked.push(answer.blockedMs);
          result = answer.body.result;
        }
        rows.push({
          case: `API strategic analysis, scenario ${i + 1}`,
          library: label,
          documents,
          mode,
          'median ms': round(median(times)),
          'p95 ms': round(percentile(times, 95)),
          'event loop held, median ms': round(median(blocked)),
          'event loop held, max ms': round(Math.max(...blocked)),
          consulted: result.documents?.length ?? '',
          confidence: result.confidence,
          risk: result.riskLevel,
        });
      }
    }
    const perAdvisor = Object.fromEntries(advisorIds.map((id) => [id, []]));
    await councilTurn(api, headers, scenarios[0], advisorIds); // warm-up
    for (let run = 0; run < runs; run += 1) {
      for (const reply of await councilTurn(api, headers, scenarios[run % scenarios.length], advisorIds))
        perAdvisor[reply.personaId].push(reply.ms);
    }
    for (const id of advisorIds) {
      rows.push({
        case: `API council reply: ${id}`,
        library: label,
        documents,
        mode: '',
        'median ms': round(median(perAdvisor[id])),
        'p95 ms': round(percentile(perAdvisor[id], 95)),
        'event loop held, median ms': '',
        'event loop held, max ms': '',
        consulted: '',
        confidence: '',
        risk: '',
      });
    }
    return rows;
  } finally {
    await stop();
  }
}
