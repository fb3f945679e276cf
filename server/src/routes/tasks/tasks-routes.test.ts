import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';
import { dtgIn, mission } from '../../planning/testing/missions';

interface Task {
  id: string;
  title: string;
  status: string;
  position: number;
  blockedBy: string[];
  version: number;
  kind: string;
  startedAt: string | null;
  completedAt: string | null;
}

let server: TestServer;
let user: TestUser;
let planId: string;
let tasks: Task[];
beforeAll(async () => {
  server = await startTestServer();
  user = await server.user('task.user');
  const reply = await user.client.post('/api/plans/orchestrate', { description: mission(dtgIn(3).dtg) });
  planId = reply.body.plan.id;
  tasks = reply.body.tasks;
});
afterAll(() => server?.close());

const byTitle = (title: string) => tasks.find((t) => t.title === title)!;

/** A change of a task made on its version as the board shows it now (as EXECUTE's board sends it). */
async function edit(taskId: string, changes: Record<string, unknown>) {
  const board = (await user.client.get(`/api/plans/${planId}`)).body.tasks as Task[];
  const version = board.find((t) => t.id === taskId)?.version ?? 1;
  return user.client.put(`/api/tasks/${taskId}`, { ...changes, version });
}

async function auditActions(taskId: string): Promise<string[]> {
  const rows = await server.db.database.pool.query(
    `SELECT action FROM audit_log WHERE details->>'taskId' = $1 ORDER BY id`,
    [taskId],
  );
  return rows.rows.map((r) => r.action);
}

describe('tasks', () => {
  it('creates a task at the end of its column, with defaults, audited', async () => {
    const reply = await user.client.post(`/api/plans/${planId}/tasks`, {
      title: 'Coordinate bridging assets',
      dueDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ kind: 'user', status: 'planning', priority: 'medium', planId });
    const planning = tasks.filter((t) => t.status === 'planning');
    expect(reply.body.position).toBeGreaterThan(Math.max(...planning.map((t) => t.position)));
    expect(await auditActions(reply.body.id)).toEqual(['TASK_CREATE']);
    expect((await user.client.post(`/api/plans/${planId}/tasks`, { title: ' ' })).status).toBe(400);
    expect(
      (await user.client.post(`/api/plans/${planId}/tasks`, { title: 'x', priority: 'urgent' })).status,
    ).toBe(400);
    expect(
      (await user.client.post(`/api/plans/${planId}/tasks`, { title: 'x', dueDate: 'tomorrow' })).status,
    ).toBe(400);
  });

  it('moves a task between columns: start and completion times, metrics follow, audited as moves', async () => {
    const task = byTitle('Receipt of mission');
    const started = await edit(task.id, { status: 'in-progress' });
    expect(started.status).toBe(200);
    expect(started.body.startedAt).not.toBeNull();
    expect(started.body.completedAt).toBeNull();
    let metrics = (await user.client.get(`/api/plans/${planId}/metrics`)).body.metrics;
    expect(metrics.byStatus['in-progress']).toBe(1);
    expect(metrics.completion.done).toBe(0);

    const done = await edit(task.id, { status: 'done' });
    expect(done.body.completedAt).not.toBeNull();
    expect(done.body.startedAt).toBe(started.body.startedAt);
    metrics = (await user.client.get(`/api/plans/${planId}/metrics`)).body.metrics;
    expect(metrics.completion.done).toBe(1);
    expect(metrics.planningTime.spentMs).toBeGreaterThanOrEqual(0);
    // Mission analysis waited for receipt of mission, which is done: no longer blocked.
    const analysis = byTitle('Mission analysis');
    expect(metrics.blocked.map((b: { taskId: string }) => b.taskId)).not.toContain(analysis.id);
    expect(await auditActions(task.id)).toEqual(['TASK_MOVE', 'TASK_MOVE']);
  });

  it('places a task within its column and keeps it there after reload', async () => {
    const column = tasks.filter((t) => t.status === 'planning').sort((a, b) => a.position - b.position);
    const last = column.at(-1)!;
    const reply = await edit(last.id, { position: column[0]!.position - 1 });
    expect(reply.status).toBe(200);
    const board = (await user.client.get(`/api/plans/${planId}`)).body.tasks as Task[];
    expect(board.filter((t) => t.status === 'planning')[0]!.id).toBe(last.id);
  });

  it('edits priority and due date (an update, not a move), and refuses a lost update', async () => {
    const task = byTitle('COA comparison');
    const due = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const reply = await user.client.put(`/api/tasks/${task.id}`, {
      priority: 'critical',
      dueDate: due,
      version: task.version,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ priority: 'critical', dueDate: due, version: task.version + 1 });
    const stale = await user.client.put(`/api/tasks/${task.id}`, { priority: 'low', version: task.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'VERSION_CONFLICT', currentVersion: task.version + 1 });
    expect(await auditActions(task.id)).toEqual(['TASK_UPDATE']);
  });

  it('refuses a change that does not say which version it was made on, and changes nothing', async () => {
    const task = byTitle('Mission analysis');
    const before = (await user.client.get(`/api/plans/${planId}`)).body.tasks.find(
      (t: Task) => t.id === task.id,
    );
    const reply = await user.client.put(`/api/tasks/${task.id}`, { priority: 'low' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 'VERSION_REQUIRED',
      message:
        'Send the version of the task your change was made on (version), so that a newer change is not lost.',
    });
    const after = (await user.client.get(`/api/plans/${planId}`)).body.tasks.find(
      (t: Task) => t.id === task.id,
    );
    expect(after).toEqual(before);
    expect(await auditActions(task.id)).toEqual([]);
  });

  it('checks blocked-by links with the engine: not itself, not in a circle, only tasks of the board', async () => {
    const a = byTitle('COA approval');
    const b = byTitle('COA analysis (war game)');
    const self = await edit(a.id, { blockedBy: [a.id] });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('A task cannot be blocked by itself.');
    // COA approval already waits (through COA comparison) for the war game: the reverse is a circle.
    const circle = await edit(b.id, { blockedBy: [a.id] });
    expect(circle.status).toBe(400);
    expect(circle.body.message).toBe('That link would make the tasks block each other in a circle.');
    const unknown = await edit(a.id, { blockedBy: ['no-such-task'] });
    expect(unknown.status).toBe(400);

    const extra = await user.client.post(`/api/plans/${planId}/tasks`, {
      title: 'Rehearse the crossing',
      blockedBy: [a.id],
    });
    expect(extra.status).toBe(201);
    const metrics = (await user.client.get(`/api/plans/${planId}/metrics`)).body.metrics;
    expect(metrics.blocked).toContainEqual({ taskId: extra.body.id, blockedBy: [a.id] });
  });

  it('warns when a column exceeds its work-in-progress limit', async () => {
    const planning = tasks.filter((t) => t.kind === 'implied' || t.kind === 'order').slice(0, 6);
    for (const t of planning) await edit(t.id, { status: 'in-progress' });
    const { wip } = (await user.client.get(`/api/plans/${planId}/metrics`)).body;
    const inProgress = wip.find((w: { status: string }) => w.status === 'in-progress');
    expect(inProgress).toMatchObject({ exceeded: true, limit: 5 });
    expect(inProgress.message).toBe(`In Progress has ${inProgress.count} tasks; the limit is 5.`);
  });

  it('deletes a task and takes it out of the others blocked-by lists', async () => {
    const step = byTitle('COA comparison');
    const next = byTitle('COA approval');
    const reply = await user.client.delete(`/api/tasks/${step.id}`);
    expect(reply.status).toBe(200);
    expect((await user.client.delete(`/api/tasks/${step.id}`)).status).toBe(404);
    const board = (await user.client.get(`/api/plans/${planId}`)).body.tasks as Task[];
    expect(board.find((t) => t.id === step.id)).toBeUndefined();
    expect(board.find((t) => t.id === next.id)!.blockedBy).toEqual([]);
    expect((await auditActions(step.id)).at(-1)).toBe('TASK_DELETE');
  });

  it('keeps two tasks moved into the same place of one column apart, and answers a stale move with the current version', async () => {
    const board = await user.client.get(`/api/plans/${planId}`);
    const [a, b] = (board.body.tasks as Task[]).filter((t) => t.status === 'planning');
    const first = await user.client.put(`/api/tasks/${a!.id}`, {
      status: 'done',
      position: 0.5,
      version: a!.version,
    });
    const second = await user.client.put(`/api/tasks/${b!.id}`, {
      status: 'done',
      position: 0.5,
      version: b!.version,
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body.position).toBe(0.5);
    expect(second.body.position).not.toBe(first.body.position);
    const stale = await user.client.put(`/api/tasks/${a!.id}`, { priority: 'low', version: a!.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'VERSION_CONFLICT', currentVersion: first.body.version });
  });

  it('lets a task start while what it waits for is unfinished (parallel planning); it stays reported blocked', async () => {
    const board = (await user.client.get(`/api/plans/${planId}`)).body.tasks as Task[];
    const open = (t: Task) => t.status !== 'done';
    const waiting = board.find(
      (t) => t.status === 'planning' && t.blockedBy.some((id) => open(board.find((b) => b.id === id)!)),
    )!;
    const started = await edit(waiting.id, { status: 'in-progress' });
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('in-progress');
    // The screen warns with the blockers' names; the metrics keep the task among the blocked ones.
    const { metrics } = (await user.client.get(`/api/plans/${planId}/metrics`)).body;
    expect(metrics.blocked.map((b: { taskId: string }) => b.taskId)).toContain(waiting.id);
  });

  it('answers 404 for a task that does not exist', async () => {
    expect((await user.client.put('/api/tasks/no-such-task', { priority: 'low', version: 1 })).status).toBe(
      404,
    );
  });
});
