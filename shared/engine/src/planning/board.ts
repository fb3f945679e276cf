import {
  DEFAULT_WIP_LIMITS,
  PLANNING_MESSAGES,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  type ExecutionMetrics,
  type ResourceConflict,
  type TaskDto,
  type TaskStatus,
  type WipCheck,
  type WipLimits,
} from '@csw/contracts';
import { formatDuration } from './mission-time';

/** What the board computations read of a stored task. */
export type BoardTask = Pick<
  TaskDto,
  | 'id'
  | 'title'
  | 'kind'
  | 'status'
  | 'priority'
  | 'startDate'
  | 'dueDate'
  | 'owner'
  | 'unit'
  | 'blockedBy'
  | 'startedAt'
  | 'completedAt'
>;

export interface MetricsOptions {
  /** Milliseconds since the epoch. */
  readonly now: number;
  /** The plan's mission time (ISO), null when it has none. */
  readonly missionTime: string | null;
  /** This echelon's planning allowance (the timeline's planningMs), null when unknown. */
  readonly planningBudgetMs: number | null;
}

const HOUR = 3_600_000;
/** Conflicts listed in full; the count covers all of them. */
export const MAX_LISTED_CONFLICTS = 100;

// A board reads the same timestamps many times over (durations, windows): parse each string once.
const parsed = new Map<string, number | null>();
const time = (iso: string | null): number | null => {
  if (!iso) return null;
  let t = parsed.get(iso);
  if (t === undefined) {
    const ms = Date.parse(iso);
    t = Number.isNaN(ms) ? null : ms;
    if (parsed.size > 50_000) parsed.clear();
    parsed.set(iso, t);
  }
  return t;
};

/** Ids of the unfinished tasks a task waits for (links to unknown or finished tasks do not block). */
export function openBlockers(task: BoardTask, byId: ReadonlyMap<string, BoardTask>): string[] {
  return task.blockedBy.filter((id) => {
    const blocker = byId.get(id);
    return blocker !== undefined && blocker.status !== 'done';
  });
}

/** What a blocked task says about itself: 'Blocked by: Mission analysis, COA approval'; null when free. */
export function blockedLabel(task: BoardTask, tasks: readonly BoardTask[]): string | null {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const open = openBlockers(task, byId);
  return open.length ? `Blocked by: ${open.map((id) => byId.get(id)!.title).join(', ')}` : null;
}

/**
 * Checks a task's new blocked-by list: not itself, only tasks of the board, and no circle (a task may not
 * wait, directly or through others, for itself). Returns the message to show, or null when it is valid.
 */
export function checkBlockedBy(
  taskId: string,
  blockedBy: readonly string[],
  tasks: readonly BoardTask[],
): string | null {
  if (blockedBy.includes(taskId)) return PLANNING_MESSAGES.blockedByItself;
  const byId = new Map(tasks.map((t) => [t.id, t]));
  if (blockedBy.some((id) => !byId.has(id))) return PLANNING_MESSAGES.taskNotFound;
  const stack = [...blockedBy];
  const seen = new Set<string>();
  while (stack.length) {
    const id = stack.pop()!;
    if (id === taskId) return PLANNING_MESSAGES.blockedCycle;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(byId.get(id)?.blockedBy ?? []));
  }
  return null;
}

/**
 * The timestamps a move sets: the first move to In Progress starts the clock, Done stops it, and leaving
 * Done clears the completion. Moving within a column changes nothing.
 */
export function moveTimestamps(
  task: Pick<BoardTask, 'status' | 'startedAt' | 'completedAt'>,
  to: TaskStatus,
  now: number,
): { status: TaskStatus; startedAt: string | null; completedAt: string | null } {
  const at = new Date(now).toISOString();
  if (to === task.status) return { status: to, startedAt: task.startedAt, completedAt: task.completedAt };
  if (to === 'planning') return { status: to, startedAt: task.startedAt, completedAt: null };
  if (to === 'in-progress') return { status: to, startedAt: task.startedAt ?? at, completedAt: null };
  return { status: to, startedAt: task.startedAt ?? at, completedAt: at };
}

/** Each column's count against its work-in-progress limit, with the warning when it is exceeded. */
export function checkWipLimits(
  tasks: readonly BoardTask[],
  limits: WipLimits = DEFAULT_WIP_LIMITS,
): WipCheck[] {
  return TASK_STATUSES.map((status) => {
    const count = tasks.filter((t) => t.status === status).length;
    const limit = limits[status];
    const exceeded = limit !== null && count > limit;
    const label = TASK_STATUS_LABELS[status];
    return {
      status,
      label,
      count,
      limit,
      exceeded,
      message: exceeded ? `${label} has ${count} tasks; the limit is ${limit}.` : null,
    };
  });
}

function duration(task: BoardTask): number {
  const start = time(task.startDate);
  const due = time(task.dueDate);
  return start !== null && due !== null && due > start ? due - start : 0;
}

/**
 * The longest chain of unfinished tasks through blocked-by links, by planned duration (a task counts as
 * one minute more so that a chain of undated tasks still has a length). Tasks that block each other in a
 * circle are reported apart and left out.
 */
function criticalPath(open: readonly BoardTask[]): ExecutionMetrics['criticalPath'] {
  const byId = new Map(open.map((t) => [t.id, t]));
  const indegree = new Map(open.map((t) => [t.id, 0]));
  const next = new Map<string, string[]>();
  for (const t of open) {
    for (const b of new Set(t.blockedBy)) {
      if (!byId.has(b)) continue;
      indegree.set(t.id, indegree.get(t.id)! + 1);
      const list = next.get(b);
      if (list) list.push(t.id);
      else next.set(b, [t.id]);
    }
  }
  const queue = open.filter((t) => indegree.get(t.id) === 0).map((t) => t.id);
  const best = new Map<string, { length: number; prev: string | null }>();
  for (const id of queue) best.set(id, { length: duration(byId.get(id)!) + 60_000, prev: null });
  let visited = 0;
  for (let i = 0; i < queue.length; i += 1) {
    const id = queue[i]!;
    visited += 1;
    const here = best.get(id)!;
    for (const n of next.get(id) ?? []) {
      const length = here.length + duration(byId.get(n)!) + 60_000;
      if (length > (best.get(n)?.length ?? -1)) best.set(n, { length, prev: id });
      indegree.set(n, indegree.get(n)! - 1);
      if (indegree.get(n) === 0) queue.push(n);
    }
  }
  const cycle = visited < open.length ? open.filter((t) => indegree.get(t.id)! > 0).map((t) => t.id) : null;
  let end: string | null = null;
  for (const [id, b] of best) if (end === null || b.length > best.get(end)!.length) end = id;
  const path: string[] = [];
  for (let id = end; id !== null; id = best.get(id)!.prev) path.unshift(id);
  const hours = path.reduce((sum, id) => sum + duration(byId.get(id)!), 0) / HOUR;
  return { taskIds: path, hours: Math.round(hours * 10) / 10, cycle };
}

/**
 * Pairs of unfinished tasks with the same owner, or the same unit, whose planned windows (start to due)
 * overlap. Sorted sweep per resource: linear in the tasks plus the conflicts found.
 */
function resourceConflicts(open: readonly BoardTask[]): { list: ResourceConflict[]; count: number } {
  const out: ResourceConflict[] = [];
  let count = 0;
  for (const kind of ['owner', 'unit'] as const) {
    const groups = new Map<string, Array<{ id: string; start: number; end: number }>>();
    for (const t of open) {
      const resource = t[kind]?.trim();
      const start = time(t.startDate) ?? time(t.dueDate);
      const end = time(t.dueDate) ?? start;
      if (!resource || start === null || end === null || end <= start) continue;
      const key = resource.toLowerCase();
      const group = groups.get(key);
      if (group) group.push({ id: t.id, start, end });
      else groups.set(key, [{ id: t.id, start, end }]);
    }
    for (const [, items] of groups) {
      items.sort((a, b) => a.start - b.start || a.end - b.end);
      const resource = open.find((t) => t.id === items[0]!.id)![kind]!.trim();
      const active: typeof items = [];
      for (const item of items) {
        for (let i = active.length - 1; i >= 0; i -= 1) if (active[i]!.end <= item.start) active.splice(i, 1);
        for (const other of active) {
          count += 1;
          if (out.length >= MAX_LISTED_CONFLICTS) continue;
          out.push({
            kind,
            resource,
            taskIds: [other.id, item.id],
            overlapStart: new Date(item.start).toISOString(),
            overlapEnd: new Date(Math.min(item.end, other.end)).toISOString(),
          });
        }
        active.push(item);
      }
    }
  }
  return { list: out, count };
}

/** Execution metrics of a board, computed from its tasks at `now`. */
export function computeMetrics(tasks: readonly BoardTask[], options: MetricsOptions): ExecutionMetrics {
  const { now } = options;
  const byStatus = { planning: 0, 'in-progress': 0, done: 0 };
  for (const t of tasks) byStatus[t.status] += 1;
  const open = tasks.filter((t) => t.status !== 'done');
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const overdue = open.filter((t) => {
    const due = time(t.dueDate);
    return due !== null && due < now;
  });
  const mission = time(options.missionTime);
  const toMission = mission === null ? null : mission - now;
  let spentMs = 0;
  for (const t of tasks) {
    if (t.kind !== 'planning' && t.kind !== 'order') continue;
    const started = time(t.startedAt);
    const finished = time(t.completedAt) ?? (t.status === 'in-progress' ? now : null);
    if (started !== null && finished !== null && finished > started) spentMs += finished - started;
  }
  const budget = options.planningBudgetMs;
  const conflicts = resourceConflicts(open);
  return {
    taskCount: tasks.length,
    byStatus,
    completion: {
      done: byStatus.done,
      total: tasks.length,
      percent: tasks.length ? Math.round((byStatus.done / tasks.length) * 100) : null,
    },
    overdue: { count: overdue.length, taskIds: overdue.map((t) => t.id) },
    timeToMission: {
      ms: toMission,
      label:
        toMission === null
          ? 'No mission time'
          : toMission >= 0
            ? formatDuration(toMission)
            : `Passed ${formatDuration(-toMission)} ago`,
    },
    criticalPath: criticalPath(open),
    blocked: open
      .map((t) => ({ taskId: t.id, blockedBy: openBlockers(t, byId) }))
      .filter((b) => b.blockedBy.length > 0),
    resourceConflicts: conflicts.list,
    resourceConflictCount: conflicts.count,
    planningTime: {
      spentMs,
      budgetMs: budget,
      percentOfBudget: budget ? Math.round((spentMs / budget) * 100) : null,
    },
  };
}
