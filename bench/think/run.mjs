// THINK analysis benchmark: time of a full analysis (the server runs one per request) for 1, 10,
// 50 and 100 generated documents of about 500 words and for a set of 50,000 words, median of several
// runs after a warm-up. Run with `npm run bench:think`; BENCH_RUNS sets the number of runs. The goal
// (issue 21): 100 documents analysed in at most 300 ms.
import { analyzeDocuments } from '../../shared/engine/src/index.ts';
import { median, percentile } from '../lib/stats.mjs';
import { report } from '../lib/report.mjs';
import { generateDocuments } from './generate.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const QUESTION =
  'What threats do adversary jamming and anti-satellite weapons pose to SATCOM and fuel sustainment?';
const GOAL_DOCUMENTS = 100;
const GOAL_MS = 300;

const CASES = [
  { name: '1 document', documents: generateDocuments(1, 500) },
  { name: '10 documents', documents: generateDocuments(10, 500) },
  { name: '50 documents', documents: generateDocuments(50, 500) },
  { name: '100 documents', documents: generateDocuments(100, 500) },
  { name: '50,000 words', documents: generateDocuments(25, 2000, 2) },
];

const countWords = (docs) => docs.reduce((sum, d) => sum + d.text.split(/\s+/).filter(Boolean).length, 0);

// First call loads the language model and warms the JIT; it is reported apart, not in the medians.
const coldStart = performance.now();
await analyzeDocuments({ question: QUESTION, analysisType: 'custom', documents: CASES[0].documents });
const coldMs = performance.now() - coldStart;

const rows = [];
for (const { name, documents } of CASES) {
  const words = countWords(documents);
  for (const analysisType of ['custom', 'comparative-analysis']) {
    await analyzeDocuments({ question: QUESTION, analysisType, documents });
    const times = [];
    const cpu = [];
    let result;
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      const startCpu = process.cpuUsage();
      result = await analyzeDocuments({ question: QUESTION, analysisType, documents });
      const used = process.cpuUsage(startCpu);
      times.push(performance.now() - start);
      cpu.push((used.user + used.system) / 1000);
    }
    const med = median(times);
    rows.push({
      case: name,
      type: analysisType,
      documents: documents.length,
      words,
      'median ms': Math.round(med * 10) / 10,
      'p90 ms': Math.round(percentile(times, 90) * 10) / 10,
      // CPU time of the process: less disturbed than wall time when other work shares the machine.
      'cpu ms': Math.round(median(cpu) * 10) / 10,
      'words/s': Math.round(words / (med / 1000)),
      patterns: result.counts.patterns,
      'blind spots': result.counts.blindSpots,
      assumptions: result.counts.assumptions,
    });
  }
}

const goalRow = rows.find((r) => r.documents === GOAL_DOCUMENTS && r.type === 'custom');
const goalMet = goalRow['median ms'] <= GOAL_MS;
report('think', rows, {
  runs: RUNS,
  coldStartMs: Math.round(coldMs),
  goal: `at most ${GOAL_MS} ms for ${GOAL_DOCUMENTS} documents`,
  goalMet,
  node: process.version,
  loadAverage: (await import('node:os')).loadavg().map((l) => Math.round(l * 100) / 100),
});
console.log(`cold start (model load + first analysis): ${Math.round(coldMs)} ms`);
// The CPU time is printed too: on a busy machine the wall time also counts the waits for a core.
console.log(
  `${GOAL_DOCUMENTS} documents: ${goalRow['median ms']} ms median, ${goalRow['cpu ms']} ms CPU (goal at most ${GOAL_MS} ms): ${goalMet ? 'met' : 'NOT met'}`,
);
