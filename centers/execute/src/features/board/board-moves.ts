import { TASK_STATUSES, type TaskDto, type TaskStatus } from '@csw/contracts';

/** A column's drop target id: distinct from every task id. */
export const columnId = (status: TaskStatus): string => `column:${status}`;

export function statusOfColumn(id: string): TaskStatus | null {
  const status = id.startsWith('column:') ? id.slice('column:'.length) : '';
  return (TASK_STATUSES as readonly string[]).includes(status) ? (status as TaskStatus) : null;
}

/** The tasks of a column in board order. */
export function columnTasks(tasks: readonly TaskDto[], status: TaskStatus): TaskDto[] {
  return tasks.filter((t) => t.status === status).sort((a, b) => a.position - b.position);
}

/** Where a dropped task goes: its column and a position between its new neighbours. */
export interface Move {
  taskId: string;
  status: TaskStatus;
  position: number;
}

/**
 * The move a drop means. `overId` is a task (the dragged task takes its place: before it, or after it when
 * moving down its own column) or a column (the end of it). Null when nothing changes.
 */
export function moveFor(tasks: readonly TaskDto[], activeId: string, overId: string): Move | null {
  const active = tasks.find((t) => t.id === activeId);
  if (!active || activeId === overId) return null;
  const over = tasks.find((t) => t.id === overId);
  const status = over ? over.status : statusOfColumn(overId);
  if (!status) return null;
  const column = columnTasks(tasks, status);
  const others = column.filter((t) => t.id !== activeId);
  let index: number;
  if (!over) index = others.length;
  else {
    index = others.findIndex((t) => t.id === over.id);
    const from = column.findIndex((t) => t.id === activeId);
    const to = column.findIndex((t) => t.id === over.id);
    if (from !== -1 && from < to) index += 1;
  }
  if (status === active.status && index === column.indexOf(active)) return null;
  const before = others[index - 1]?.position;
  const after = others[index]?.position;
  const position =
    before === undefined && after === undefined
      ? 1
      : before === undefined
        ? after! - 1
        : after === undefined
          ? before + 1
          : (before + after) / 2;
  return { taskId: activeId, status, position };
}

/** The board after a move, before the server confirms it. */
export function applyMove(tasks: readonly TaskDto[], move: Move): TaskDto[] {
  return tasks.map((t) =>
    t.id === move.taskId ? { ...t, status: move.status, position: move.position } : t,
  );
}
