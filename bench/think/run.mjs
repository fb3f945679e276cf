// THINK analysis benchmark: time of a full analysis (the server runs one per request) for 1, 10
// and 50 generated documents of about 500 words and for a set of 50,000 words, median of several
// runs after a warm-up. Run with `npm run bench:think`; BENCH_RUNS sets the number of runs.
import { analyzeDocuments } from '../../shared/engine/src/index.ts';
import { median, percentile } from '../lib/stats.mjs';
import { report } from '../lib/report.mjs';
import { generateDocuments } from './generate.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const QUESTION =
  'What threats do adversary jamming and anti-satellite weapons pose to SATCOM and fuel sustainment?';
const GOAL_MS_10_DOCS = 300;

const CASES = [
  { name: '1 document', documents: generateDocuments(1, 500) },
  { name: '10 documents', documents: generateDocuments(10, 500) },
  { name: '50 documents', documents: generateDocuments(50, 500) },
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

const tenDocs = rows.find((r) => r.case === '10 documents' && r.type === 'custom');
report('think', rows, {
  runs: RUNS,
  coldStartMs: Math.round(coldMs),
  goal: `under ${GOAL_MS_10_DOCS} ms for 10 documents`,
  goalMet: tenDocs['median ms'] < GOAL_MS_10_DOCS,
  node: process.version,
  loadAverage: (await import('node:os')).loadavg().map((l) => Math.round(l * 100) / 100),
});
console.log(`cold start (model load + first analysis): ${Math.round(coldMs)} ms`);
console.log(
  `10 documents: ${tenDocs['median ms']} ms median (goal under ${GOAL_MS_10_DOCS} ms): ${tenDocs['median ms'] < GOAL_MS_10_DOCS ? 'met' : 'NOT met'}`,
);
