// EXECUTE through the API: Orchestrate Mission as the browser calls it (POST /api/plans/orchestrate, the
// plan and its tasks stored, the board answered), and moving a task on a board of 500 tasks
// (PUT /api/tasks/:id with a new column and position), each timed from request to answer over HTTP. The
// API runs as `npm start` runs it (embedded database in a fresh data directory), logging at warn.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, percentile } from '../lib/stats.mjs';
import { demoApiEnv, demoHeaders, startApi } from '../lib/servers.mjs';

const BOARD_SIZE = 500;

/** Milliseconds of one call, and its answer. */
async function timed(url, init) {
  const started = process.hrtime.bigint();
  const response = await fetch(url, init);
  const body = await response.json();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return { ms, body, response };
}

const round = (ms) => Math.round(ms * 100) / 100;

/** Runs the API figures; returns the rows to report. */
export async function apiFigures({ runs, missions }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csw-bench-execute-'));
  const { api, stop } = await startApi(demoApiEnv(dataDir), { timeoutMs: 180_000 }).catch((error) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  try {
    const headers = await demoHeaders(api);
    const post = (url, data) =>
      timed(`${api}${url}`, { method: 'POST', headers, body: JSON.stringify(data) });
    const put = (url, data) => timed(`${api}${url}`, { method: 'PUT', headers, body: JSON.stringify(data) });

    const rows = [];
    let planId;
    for (const [name, description] of Object.entries(missions)) {
      await post('/api/plans/orchestrate', { description }); // warm-up
      const times = [];
      for (let i = 0; i < runs; i += 1) {
        const { ms, body } = await post('/api/plans/orchestrate', { description });
        times.push(ms);
        planId = body.plan.id;
      }
      rows.push({
        case: `API orchestrate: ${name}`,
        'median ms': round(median(times)),
        'p95 ms': round(percentile(times, 95)),
      });
    }

    // One plan filled to 500 tasks, with owners so that metrics have conflicts to find.
    const board = (await timed(`${api}/api/plans/${planId}`, { headers })).body;
    const ids = board.tasks.map((t) => t.id);
    // Every move says which version of the task it was made on, as EXECUTE's board does.
    const versions = new Map(board.tasks.map((t) => [t.id, t.version]));
    const base = Date.now() + 3_600_000;
    for (let i = ids.length; i < BOARD_SIZE; i += 1) {
      const { body } = await post(`/api/plans/${planId}/tasks`, {
        title: `Task ${i}`,
        status: ['planning', 'in-progress', 'done'][i % 3],
        priority: ['critical', 'high', 'medium', 'low'][i % 4],
        startDate: new Date(base + (i % 48) * 3_600_000).toISOString(),
        dueDate: new Date(base + ((i % 48) + 2) * 3_600_000).toISOString(),
        owner: `S${i % 6}`,
        blockedBy: i % 10 === 0 ? [] : [ids[ids.length - 1]],
      });
      ids.push(body.id);
      versions.set(body.id, body.version);
    }
    const statuses = ['planning', 'in-progress', 'done'];
    const moves = [];
    const metricsTimes = [];
    for (let i = 0; i < Math.max(runs, 50); i += 1) {
      const id = ids[(i * 37) % ids.length];
      const { ms, body } = await put(`/api/tasks/${id}`, {
        status: statuses[i % 3],
        position: i + 0.5,
        version: versions.get(id),
      });
      versions.set(id, body.version);
      moves.push(ms);
      metricsTimes.push((await timed(`${api}/api/plans/${planId}/metrics`, { headers })).ms);
    }
    rows.push({
      case: `API move a task: ${BOARD_SIZE} tasks`,
      'median ms': round(median(moves)),
      'p95 ms': round(percentile(moves, 95)),
      tasks: ids.length,
    });
    rows.push({
      case: `API metrics after a move: ${BOARD_SIZE} tasks`,
      'median ms': round(median(metricsTimes)),
      'p95 ms': round(percentile(metricsTimes, 95)),
      tasks: ids.length,
    });
    return rows;
  } finally {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
