import { TASK_STATUS_LABELS, type TaskDto, type TaskStatus } from '@csw/contracts';

/** The titles of the unfinished tasks `task` waits for, in its blocked-by order. */
function openBlockers(task: TaskDto, byId: ReadonlyMap<string, TaskDto>): string[] {
  return task.blockedBy.flatMap((id) => {
    const blocker = byId.get(id);
    return blocker && blocker.status !== 'done' ? [blocker.title] : [];
  });
}

/**
 * What each blocked task says about itself: 'Blocked by: Mission analysis, COA approval' while any task it
 * waits for is unfinished. Tasks that are done, or wait for nothing open, are not in the map.
 */
export function blockedLabels(tasks: readonly TaskDto[]): Map<string, string> {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const labels = new Map<string, string>();
  for (const task of tasks) {
    if (task.status === 'done') continue;
    const open = openBlockers(task, byId);
    if (open.length) labels.set(task.id, `Blocked by: ${open.join(', ')}`);
  }
  return labels;
}

/**
 * The warning a move of a blocked task into In Progress or Done gets, or null. The move is allowed (staff
 * plan in parallel: a task may start before what it waits for is finished), but never without a word: the
 * user is told what the task still waits for.
 */
export function blockedMoveWarning(
  tasks: readonly TaskDto[],
  taskId: string,
  status: TaskStatus,
): string | null {
  const task = tasks.find((t) => t.id === taskId);
  if (!task || status === 'planning' || status === task.status) return null;
  const open = openBlockers(task, new Map(tasks.map((t) => [t.id, t])));
  if (open.length === 0) return null;
  return `"${task.title}" is in ${TASK_STATUS_LABELS[status]} while it still waits for: ${open.join(', ')}. Finish those first, or remove the link if it no longer holds.`;
}
