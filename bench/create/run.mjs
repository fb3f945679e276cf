// CREATE engine benchmark: the writing checker on a two-page document (it runs on every keystroke) and
// draft generation from retrieved passages, median and p95 of several runs after a warm-up. Retrieval is
// measured by the API benchmark. Run with `npm run bench:create`; BENCH_RUNS sets the number of runs.
import { checkWriting, generateDraft, passagesFromDocuments } from '../../shared/engine/src/index.ts';
import { median, percentile } from '../lib/stats.mjs';
import { report } from '../lib/report.mjs';
import { generateDocuments } from '../think/generate.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 51);
const GOAL_CHECK_MS = 20;
const GOAL_DRAFT_MS = 200;
const NOW = new Date('2025-03-14T12:00:00Z');

function time(fn) {
  fn();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return {
    median: Math.round(median(times) * 100) / 100,
    p95: Math.round(percentile(times, 95) * 100) / 100,
  };
}

// Two printed pages of staff prose (about 1,000 words), in paragraphs as a writer types them.
const [doc] = generateDocuments(1, 1000);
const twoPages = doc.text;
const words = twoPages.split(/\s+/).filter(Boolean).length;

const intent = 'Draft an OPORD for fuel resupply and satellite communications';
const library = generateDocuments(20, 500);
const passages = passagesFromDocuments(library, intent, 12);

const check = time(() => checkWriting(twoPages, { format: 'opord' }));
const rows = [{ case: `checker, ${words} words`, 'median ms': check.median, 'p95 ms': check.p95 }];
for (const tone of ['decisive', 'formal']) {
  const t = time(() => generateDraft({ intent, tone, passages, now: NOW }));
  rows.push({
    case: `draft from ${passages.length} passages, ${tone}`,
    'median ms': t.median,
    'p95 ms': t.p95,
  });
}
report('create-engine', rows, {
  runs: RUNS,
  goals: { checkerMs: GOAL_CHECK_MS, draftMs: GOAL_DRAFT_MS },
  goalMet: rows[0]['median ms'] < GOAL_CHECK_MS && rows.slice(1).every((r) => r['median ms'] < GOAL_DRAFT_MS),
  node: process.version,
});
console.log(
  `checker on two pages: ${check.median} ms median (goal under ${GOAL_CHECK_MS} ms): ${check.median < GOAL_CHECK_MS ? 'met' : 'NOT met'}`,
);
