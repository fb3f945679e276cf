import type { TaskDto } from '@csw/contracts';

/**
 * What each blocked task says about itself: 'Blocked by: Mission analysis, COA approval' while any task it
 * waits for is unfinished. Tasks that are done, or wait for nothing open, are not in the map.
 */
export function blockedLabels(tasks: readonly TaskDto[]): Map<string, string> {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const labels = new Map<string, string>();
  for (const task of tasks) {
    if (task.status === 'done') continue;
    const open = task.blockedBy.flatMap((id) => {
      const blocker = byId.get(id);
      return blocker && blocker.status !== 'done' ? [blocker.title] : [];
    });
    if (open.length) labels.set(task.id, `Blocked by: ${open.join(', ')}`);
  }
  return labels;
}
