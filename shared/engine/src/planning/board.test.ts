import type { TaskStatus } from '@csw/contracts';
import {
  blockedLabel,
  checkBlockedBy,
  checkWipLimits,
  computeMetrics,
  moveTimestamps,
  type BoardTask,
} from './board';

const H = 3_600_000;
const T0 = Date.UTC(2027, 2, 12, 0, 0);
const at = (h: number): string => new Date(T0 + h * H).toISOString();

function task(id: string, over: Partial<BoardTask> = {}): BoardTask {
  return {
    id,
    title: `Task ${id}`,
    kind: 'user',
    status: 'planning',
    priority: 'medium',
    startDate: null,
    dueDate: null,
    owner: null,
    unit: null,
    blockedBy: [],
    startedAt: null,
    completedAt: null,
    ...over,
  };
}

const board = (): BoardTask[] => [
  task('a', {
    kind: 'planning',
    startDate: at(0),
    dueDate: at(4),
    owner: 'S3',
    status: 'done',
    startedAt: at(0),
    completedAt: at(3),
  }),
  task('b', {
    kind: 'planning',
    startDate: at(4),
    dueDate: at(10),
    owner: 'S3',
    blockedBy: ['a'],
    status: 'in-progress',
    startedAt: at(4),
  }),
  task('c', { startDate: at(6), dueDate: at(8), owner: 's3 ', blockedBy: ['a'] }),
  task('d', { startDate: at(10), dueDate: at(20), unit: '2nd Battalion', blockedBy: ['b', 'c'] }),
  task('e', { startDate: at(12), dueDate: at(14), unit: '2nd Battalion' }),
];

describe('computeMetrics', () => {
  const opts = { now: T0 + 9 * H, missionTime: at(24), planningBudgetMs: 8 * H };

  it('computes completion, overdue, time to the mission and planning time from the tasks', () => {
    const m = computeMetrics(board(), opts);
    expect(m.byStatus).toEqual({ planning: 3, 'in-progress': 1, done: 1 });
    expect(m.completion).toEqual({ done: 1, total: 5, percent: 20 });
    expect(m.overdue).toEqual({ count: 1, taskIds: ['c'] });
    expect(m.timeToMission).toEqual({ ms: 15 * H, label: '15 h' });
    // a: 3 h done; b: in progress since hour 4, now hour 9.
    expect(m.planningTime).toEqual({ spentMs: 8 * H, budgetMs: 8 * H, percentOfBudget: 100 });
  });

  it('follows the blocked-by links for the critical path and the blocked list', () => {
    const m = computeMetrics(board(), opts);
    expect(m.criticalPath.taskIds).toEqual(['b', 'd']);
    expect(m.criticalPath.hours).toBe(16);
    expect(m.criticalPath.cycle).toBeNull();
    expect(m.blocked).toEqual([{ taskId: 'd', blockedBy: ['b', 'c'] }]);
  });

  it('finds resource conflicts: same owner or unit on overlapping tasks', () => {
    const m = computeMetrics(board(), opts);
    expect(m.resourceConflicts).toEqual([
      expect.objectContaining({
        kind: 'owner',
        resource: 'S3',
        taskIds: ['b', 'c'],
        overlapStart: at(6),
        overlapEnd: at(8),
      }),
      expect.objectContaining({ kind: 'unit', resource: '2nd Battalion', taskIds: ['d', 'e'] }),
    ]);
  });

  it('changes as tasks move', () => {
    const moved = board().map((t) => (t.id === 'c' ? { ...t, ...moveTimestamps(t, 'done', opts.now) } : t));
    const m = computeMetrics(moved, opts);
    expect(m.completion.percent).toBe(40);
    expect(m.overdue.count).toBe(0);
    expect(m.blocked).toEqual([{ taskId: 'd', blockedBy: ['b'] }]);
    expect(m.resourceConflicts.filter((c) => c.kind === 'owner')).toEqual([]);
  });

  it('reports tasks that block each other and has an empty state', () => {
    const m = computeMetrics(
      [task('x', { blockedBy: ['y'] }), task('y', { blockedBy: ['x'] }), task('z')],
      opts,
    );
    expect(m.criticalPath.cycle).toEqual(['x', 'y']);
    expect(m.criticalPath.taskIds).toEqual(['z']);
    const empty = computeMetrics([], { now: T0, missionTime: null, planningBudgetMs: null });
    expect(empty.completion.percent).toBeNull();
    expect(empty.timeToMission.label).toBe('No mission time');
    expect(empty.criticalPath.taskIds).toEqual([]);
  });
});

describe('board rules', () => {
  it('says what blocks a task', () => {
    const tasks = board();
    expect(blockedLabel(tasks[3]!, tasks)).toBe('Blocked by: Task b, Task c');
    expect(blockedLabel(tasks[1]!, tasks)).toBeNull();
  });

  it('refuses a link to itself, to an unknown task, or in a circle', () => {
    const tasks = board();
    expect(checkBlockedBy('a', ['a'], tasks)).toBe('A task cannot be blocked by itself.');
    expect(checkBlockedBy('a', ['nope'], tasks)).toBe('Task not found.');
    expect(checkBlockedBy('a', ['d'], tasks)).toBe(
      'That link would make the tasks block each other in a circle.',
    );
    expect(checkBlockedBy('e', ['d'], tasks)).toBeNull();
  });

  it('sets the start and completion times as a task moves', () => {
    const now = T0 + 5 * H;
    const t = task('t');
    const started = moveTimestamps(t, 'in-progress', now);
    expect(started).toEqual({ status: 'in-progress', startedAt: at(5), completedAt: null });
    const done = moveTimestamps({ ...t, ...started }, 'done', now + H);
    expect(done).toEqual({ status: 'done', startedAt: at(5), completedAt: at(6) });
    expect(moveTimestamps({ ...t, ...done }, 'planning', now + 2 * H)).toEqual({
      status: 'planning',
      startedAt: at(5),
      completedAt: null,
    });
  });

  it('warns when a column exceeds its work-in-progress limit', () => {
    const tasks = Array.from({ length: 6 }, (_, i) =>
      task(String(i), { status: 'in-progress' as TaskStatus }),
    );
    const checks = checkWipLimits(tasks);
    expect(checks.find((c) => c.status === 'in-progress')).toEqual({
      status: 'in-progress',
      label: 'In Progress',
      count: 6,
      limit: 5,
      exceeded: true,
      message: 'In Progress has 6 tasks; the limit is 5.',
    });
    expect(checks.find((c) => c.status === 'planning')!.exceeded).toBe(false);
    expect(
      checkWipLimits(tasks, { planning: null, 'in-progress': 6, done: null }).some((c) => c.exceeded),
    ).toBe(false);
  });
});
