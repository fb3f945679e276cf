import { useMemo } from 'react';
import {
  closestCorners,
  DndContext,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  PLANNING_MESSAGES,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  type TaskDto,
  type TaskStatus,
  type UpdateTaskBody,
  type WipCheck,
} from '@csw/contracts';
import { FormMessage, Muted } from '@csw/ui';
import { blockedLabels } from './blocked-labels';
import { ColumnFrame, Columns } from './board-frames';
import { columnId, columnTasks, moveFor, statusOfColumn, type Move } from './board-moves';
import { SteadyKeyboardSensor } from './steady-keyboard-sensor';
import { TaskCard } from './task-card';

/**
 * Where a dragged task is: with a pointer, what is under it; with the keyboard (no pointer), what the moved
 * task overlaps, which is the column or task the arrow keys moved it onto; else the nearest by corners.
 * Corners alone would pick a neighbouring card of a long column over the short column next to it.
 */
const collisions: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  if (under.length) return under;
  const overlapping = rectIntersection(args);
  return overlapping.length ? overlapping : closestCorners(args);
};

export interface BoardProps {
  tasks: readonly TaskDto[];
  wip: readonly WipCheck[];
  overdueIds: readonly string[];
  readOnly: boolean;
  onMove(move: Move): void;
  onEdit(task: TaskDto, changes: UpdateTaskBody): void;
}

function Column(props: {
  status: TaskStatus;
  tasks: TaskDto[];
  wip: WipCheck | undefined;
  blocked: ReadonlyMap<string, string>;
  overdue: ReadonlySet<string>;
  readOnly: boolean;
  onEdit: BoardProps['onEdit'];
}) {
  const { status, tasks, wip } = props;
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status) });
  const label = TASK_STATUS_LABELS[status];
  return (
    <ColumnFrame ref={setNodeRef} over={isOver} aria-label={label}>
      <h3>
        {label} ({tasks.length}
        {wip?.limit != null ? ` of ${wip.limit}` : ''})
      </h3>
      {wip?.exceeded ? <FormMessage message={wip.message} /> : null}
      <SortableContext items={tasks.map((t) => t.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={`${label} tasks`}>
          {tasks.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              blocked={props.blocked.get(task.id) ?? null}
              overdue={props.overdue.has(task.id)}
              readOnly={props.readOnly}
              onEdit={props.onEdit}
            />
          ))}
        </ul>
      </SortableContext>
      {tasks.length === 0 ? <Muted>No tasks in {label}.</Muted> : null}
    </ColumnFrame>
  );
}

/**
 * The Mission Control Board: Planning, In Progress and Done. Tasks move by drag and drop with the mouse,
 * or with the keyboard (Space to pick up, arrows to move, Space to drop, Escape to cancel); what happens
 * is announced to screen readers with the task's and the column's names.
 */
export function Board({ tasks, wip, overdueIds, readOnly, onMove, onEdit }: BoardProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(SteadyKeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const blocked = useMemo(() => blockedLabels(tasks), [tasks]);
  const overdue = useMemo(() => new Set(overdueIds), [overdueIds]);
  const titleOf = (id: string | number) => tasks.find((t) => t.id === id)?.title ?? 'the task';
  const placeOf = (id: string | number) => {
    const status = statusOfColumn(String(id)) ?? tasks.find((t) => t.id === id)?.status;
    return status ? TASK_STATUS_LABELS[status] : 'the board';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} is over ${placeOf(over.id)}.` : `${titleOf(active.id)} is off the board.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} was dropped in ${placeOf(over.id)}.`
        : `${titleOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const move = moveFor(tasks, String(active.id), String(over.id));
    if (move) onMove(move);
  };
  if (tasks.length === 0) return <Muted>{PLANNING_MESSAGES.noTasks}</Muted>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <Columns>
        {TASK_STATUSES.map((status) => (
          <Column
            key={status}
            status={status}
            tasks={columnTasks([...tasks], status)}
            wip={wip.find((w) => w.status === status)}
            blocked={blocked}
            overdue={overdue}
            readOnly={readOnly}
            onEdit={onEdit}
          />
        ))}
      </Columns>
    </DndContext>
  );
}
