// ADVISE benchmark. Through the API (api.mjs): strategic analysis median/p95 on the seeded library and on
// a library of BENCH_LIBRARY (default 10,000) generated documents, with how long each analysis held up the
// API's event loop, and per-advisor council reply times. The engine alone: the same analysis over the
// seeded texts in process. Run with `npm run bench:advise`; BENCH_RUNS sets the number of runs,
// BENCH_ENGINE_ONLY=1 skips the API. Writes bench/results/advise.json.
import fs from 'node:fs';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERSONA_IDS } from '../../shared/contracts/src/index.ts';
import { analyseScenario, councilReplies } from '../../shared/engine/src/index.ts';
import { median, percentile } from '../lib/stats.mjs';
import { report } from '../lib/report.mjs';
import { apiFigures, generatedLibrary } from './api.mjs';
import { librarySizes } from '../lib/sizes.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const API_RUNS = Number(process.env.BENCH_RUNS ?? 9);
/** The generated library's sizes: `--size 10000,100000` (or BENCH_ADVISE_SIZES); default 10,000. */
const LIBRARY_SIZES = librarySizes('BENCH_ADVISE_SIZES', process.env.BENCH_LIBRARY ?? '10000').filter(
  (n) => n > 0,
);
const GOAL_MS = 400;
const libraryDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../server/src/seed/library',
);

// The seed files: front matter between --- lines, then the text.
function readLibrary() {
  return readdirSync(libraryDir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((file) => {
      const raw = readFileSync(path.join(libraryDir, file), 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n/.exec(raw);
      const meta = Object.fromEntries(
        (match?.[1] ?? '')
          .split('\n')
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
      );
      return {
        id: meta.id ?? file,
        title: meta.title ?? file,
        classification: meta.classification === 'SECRET' ? 'SECRET' : 'UNCLASS',
        createdAt: meta.createdAt ?? '2026-01-01T00:00:00.000Z',
        text: match ? raw.slice(match[0].length) : raw,
      };
    });
}

const SCENARIOS = [
  'We assume GPS will remain available during Exercise STEEL HORIZON 26. The JTF will move fuel convoys along Route BLUE by 3 March using SATCOM for command and control.',
  'The space operations center will shift satellite tasking to the alternate site at Harrow Point in order to keep SSA coverage if REDLAND jams the primary uplink. We accept the risk of reduced revisit rates.',
];

const documents = readLibrary();
const words = documents.reduce((sum, d) => sum + d.text.split(/\s+/).filter(Boolean).length, 0);
const clock = () => new Date('2026-03-01T00:00:00.000Z');

const coldStart = performance.now();
analyseScenario({ scenario: SCENARIOS[0], mode: 'Challenge', documents });
const coldMs = performance.now() - coldStart;

const rows = [];
for (const [i, scenario] of SCENARIOS.entries()) {
  for (const mode of ['Challenge', 'Validate']) {
    const times = [];
    let result;
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      result = analyseScenario({ scenario, mode, documents });
      times.push(performance.now() - start);
    }
    rows.push({
      case: `strategic analysis, scenario ${i + 1}`,
      mode,
      documents: documents.length,
      words,
      'median ms': Math.round(median(times) * 10) / 10,
      'p95 ms': Math.round(percentile(times, 95) * 10) / 10,
      confidence: result.confidence,
      risk: result.riskLevel,
    });
  }
}

// Per advisor: the time from asking for the next reply to having it (the council sends each at once).
const perAdvisor = Object.fromEntries(PERSONA_IDS.map((id) => [id, []]));
for (let run = 0; run < RUNS; run += 1) {
  const replies = councilReplies({
    question: SCENARIOS[run % 2],
    advisorIds: PERSONA_IDS,
    documents,
    now: clock,
  });
  for (;;) {
    const start = performance.now();
    const next = replies.next();
    if (next.done) break;
    perAdvisor[next.value.personaId].push(performance.now() - start);
  }
}
for (const id of PERSONA_IDS) {
  rows.push({
    case: `council reply: ${id}`,
    mode: '',
    documents: documents.length,
    words,
    'median ms': Math.round(median(perAdvisor[id]) * 10) / 10,
    'p95 ms': Math.round(percentile(perAdvisor[id], 95) * 10) / 10,
    confidence: '',
    risk: '',
  });
}

const apiRows = [];
if (!process.env.BENCH_ENGINE_ONLY) {
  const shared = {
    runs: API_RUNS,
    scenarios: SCENARIOS,
    modes: ['Challenge', 'Validate'],
    advisorIds: PERSONA_IDS,
  };
  const seededDir = fs.mkdtempSync(path.join((await import('node:os')).tmpdir(), 'csw-bench-advise-'));
  try {
    apiRows.push(...(await apiFigures({ ...shared, label: 'seeded', dataDir: seededDir })));
  } finally {
    fs.rmSync(seededDir, { recursive: true, force: true });
  }
  for (const size of LIBRARY_SIZES) {
    const largeDir = await generatedLibrary(size);
    try {
      apiRows.push(
        ...(await apiFigures({ ...shared, label: `${size} generated + seeded`, dataDir: largeDir })),
      );
    } finally {
      fs.rmSync(largeDir, { recursive: true, force: true });
    }
  }
  console.table(apiRows);
}

const strategic = rows.filter((r) => r.case.startsWith('strategic'));
const worstMedian = Math.max(...strategic.map((r) => r['median ms']));
const apiStrategic = apiRows.filter((r) => r.case.startsWith('API strategic'));
const apiWorstMedian = apiStrategic.length ? Math.max(...apiStrategic.map((r) => r['median ms'])) : null;
report('advise', rows, {
  api: apiRows,
  runs: RUNS,
  apiRuns: API_RUNS,
  coldStartMs: Math.round(coldMs),
  goal: `strategic analysis under ${GOAL_MS} ms median, through the API, on the seeded and the ${LIBRARY_SIZES.join(', ')}-document libraries`,
  goalMet: (apiWorstMedian ?? worstMedian) < GOAL_MS,
  node: process.version,
  loadAverage: (await import('node:os')).loadavg().map((l) => Math.round(l * 100) / 100),
});
console.log(`cold start (language model load + first analysis): ${Math.round(coldMs)} ms`);
if (apiWorstMedian !== null)
  console.log(
    `API strategic analysis: worst median ${apiWorstMedian} ms (goal under ${GOAL_MS} ms): ${apiWorstMedian < GOAL_MS ? 'met' : 'NOT met'}`,
  );
console.log(
  `engine strategic analysis: worst median ${worstMedian} ms (goal under ${GOAL_MS} ms): ${worstMedian < GOAL_MS ? 'met' : 'NOT met'}`,
);
