// EXECUTE engine benchmark: Orchestrate Mission (mission analysis + back-planned timeline + tasks), and
// the board's metrics and a task move on a board of 500 tasks, median and p95 of several runs after a
// warm-up. Engine only: the API figures come from the server benchmark. Run with `npm run bench:execute`;
// BENCH_RUNS sets the number of runs.
import {
  checkBlockedBy,
  checkWipLimits,
  computeMetrics,
  moveTimestamps,
  orchestrateMission,
} from '../../shared/engine/src/index.ts';
import { benchRuns, timedRow } from '../lib/stats.mjs';
import { FULL_MISSION_PARAGRAPH, ONE_SENTENCE_MISSION } from '../lib/missions.mjs';
import { report } from '../lib/report.mjs';
import { apiFigures } from './api.mjs';

const RUNS = benchRuns(30);
const GOAL_ORCHESTRATE_MS = 300;
const BOARD_SIZE = 500;
const NOW = Date.UTC(2027, 2, 12, 6, 0);
const H = 3_600_000;

const MISSIONS = {
  'one sentence': ONE_SENTENCE_MISSION,
  'full mission paragraph': FULL_MISSION_PARAGRAPH,
};

// First call loads the language model used by sentence segmentation: reported apart.
const coldStart = performance.now();
orchestrateMission({ description: MISSIONS['one sentence'] }, { now: NOW });
const coldMs = performance.now() - coldStart;

const rows = [];
for (const [name, description] of Object.entries(MISSIONS)) {
  let result;
  const orchestrate = () => (result = orchestrateMission({ description }, { now: NOW }));
  const timed = timedRow(`orchestrate: ${name}`, orchestrate, RUNS);
  rows.push({ ...timed, tasks: result.tasks.length });
}

// A board of 500 tasks: chains of ten linked tasks, owners and units shared so conflicts exist.
const statuses = ['planning', 'in-progress', 'done'];
const board = Array.from({ length: BOARD_SIZE }, (_, i) => ({
  id: `t${i}`,
  title: `Task ${i}`,
  kind: i % 7 === 0 ? 'planning' : 'user',
  status: statuses[i % 3],
  priority: ['critical', 'high', 'medium', 'low'][i % 4],
  startDate: new Date(NOW + (i % 48) * H).toISOString(),
  dueDate: new Date(NOW + ((i % 48) + 1 + (i % 5)) * H).toISOString(),
  owner: `S${i % 6}`,
  unit: `Unit ${i % 10}`,
  blockedBy: i % 10 === 0 ? [] : [`t${i - 1}`],
  startedAt: i % 3 === 0 ? null : new Date(NOW).toISOString(),
  completedAt: i % 3 === 2 ? new Date(NOW + H).toISOString() : null,
}));
const options = {
  now: NOW + 12 * H,
  missionTime: new Date(NOW + 72 * H).toISOString(),
  planningBudgetMs: 24 * H,
};

let metrics;
const measureMetrics = () => (metrics = computeMetrics(board, options));
rows.push(timedRow(`metrics: ${BOARD_SIZE} tasks`, measureMetrics, RUNS, { tasks: BOARD_SIZE }));

// What the server does on a move: the new timestamps, the link check, then metrics and WIP for the answer.
let k = 0;
rows.push(
  timedRow(
    `move a task + recompute: ${BOARD_SIZE} tasks`,
    () => {
      k = (k + 1) % BOARD_SIZE;
      const t = board[k];
      const moved = {
        ...t,
        ...moveTimestamps(t, statuses[(statuses.indexOf(t.status) + 1) % 3], options.now),
      };
      checkBlockedBy(moved.id, moved.blockedBy, board);
      const next = board.map((x) => (x.id === moved.id ? moved : x));
      computeMetrics(next, options);
      checkWipLimits(next);
    },
    RUNS,
    { tasks: BOARD_SIZE },
  ),
);

const orchestrate = rows[1];
report('execute-engine', rows, {
  runs: RUNS,
  coldStartMs: Math.round(coldMs),
  goal: `orchestrate under ${GOAL_ORCHESTRATE_MS} ms`,
  goalMet: orchestrate['p95 ms'] < GOAL_ORCHESTRATE_MS,
  board: {
    conflicts: metrics.resourceConflictCount,
    criticalPathTasks: metrics.criticalPath.taskIds.length,
    blocked: metrics.blocked.length,
  },
  node: process.version,
  loadAverage: (await import('node:os')).loadavg().map((l) => Math.round(l * 100) / 100),
});
console.log(`cold start (model load + first orchestrate): ${Math.round(coldMs)} ms`);
console.log(
  `orchestrate (full mission paragraph): ${orchestrate['median ms']} ms median, ${orchestrate['p95 ms']} ms p95 (goal under ${GOAL_ORCHESTRATE_MS} ms): ${orchestrate['p95 ms'] < GOAL_ORCHESTRATE_MS ? 'met' : 'NOT met'}`,
);

// Through the API: what a user waits for (BENCH_API=off skips it).
if (process.env.BENCH_API !== 'off') {
  const GOAL_MOVE_MS = 50;
  const apiRows = await apiFigures({ runs: Math.min(RUNS, 30), missions: MISSIONS });
  const apiOrchestrate = apiRows.find((r) => r.case === 'API orchestrate: full mission paragraph');
  const move = apiRows.find((r) => r.case.startsWith('API move a task'));
  report('execute', [...rows, ...apiRows], {
    runs: RUNS,
    goals: {
      orchestrate: `API p95 under ${GOAL_ORCHESTRATE_MS} ms`,
      orchestrateMet: apiOrchestrate['p95 ms'] < GOAL_ORCHESTRATE_MS,
      move: `API p95 under ${GOAL_MOVE_MS} ms on a board of ${BOARD_SIZE} tasks`,
      moveMet: move['p95 ms'] < GOAL_MOVE_MS,
    },
    node: process.version,
    loadAverage: (await import('node:os')).loadavg().map((l) => Math.round(l * 100) / 100),
  });
  console.log(
    `API orchestrate (full mission paragraph): ${apiOrchestrate['median ms']} ms median, ${apiOrchestrate['p95 ms']} ms p95 (goal under ${GOAL_ORCHESTRATE_MS} ms): ${apiOrchestrate['p95 ms'] < GOAL_ORCHESTRATE_MS ? 'met' : 'NOT met'}`,
  );
  console.log(
    `API move a task on ${BOARD_SIZE} tasks: ${move['median ms']} ms median, ${move['p95 ms']} ms p95 (goal under ${GOAL_MOVE_MS} ms): ${move['p95 ms'] < GOAL_MOVE_MS ? 'met' : 'NOT met'}`,
  );
}
