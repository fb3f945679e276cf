import type { TaskDto } from '@csw/contracts';
import { applyMove, columnId, columnTasks, moveFor } from './board-moves';

const task = (id: string, status: TaskDto['status'], position: number): TaskDto => ({
  id,
  planId: 'p',
  title: id,
  kind: 'user',
  status,
  priority: 'medium',
  startDate: null,
  dueDate: null,
  owner: null,
  unit: null,
  blockedBy: [],
  detail: null,
  position,
  createdAt: '',
  updatedAt: '',
  startedAt: null,
  completedAt: null,
  version: 1,
});

const board = [
  task('a', 'planning', 1),
  task('b', 'planning', 2),
  task('c', 'planning', 3),
  task('d', 'done', 1),
];

describe('moveFor', () => {
  it('drops on a column: the end of it', () => {
    expect(moveFor(board, 'a', columnId('in-progress'))).toEqual({
      taskId: 'a',
      status: 'in-progress',
      position: 1,
    });
    expect(moveFor(board, 'a', columnId('done'))).toEqual({ taskId: 'a', status: 'done', position: 2 });
  });

  it('drops on a task of another column: before it', () => {
    expect(moveFor(board, 'b', 'd')).toEqual({ taskId: 'b', status: 'done', position: 0 });
  });

  it('moves down and up its own column between the new neighbours', () => {
    const down = moveFor(board, 'a', 'b')!;
    expect(down.position).toBe(2.5);
    expect(columnTasks(applyMove(board, down), 'planning').map((t) => t.id)).toEqual(['b', 'a', 'c']);
    const up = moveFor(board, 'c', 'a')!;
    expect(up.position).toBe(0);
    expect(columnTasks(applyMove(board, up), 'planning').map((t) => t.id)).toEqual(['c', 'a', 'b']);
  });

  it('changes nothing for a drop on itself or on nothing known', () => {
    expect(moveFor(board, 'a', 'a')).toBeNull();
    expect(moveFor(board, 'a', 'nowhere')).toBeNull();
    expect(moveFor(board, 'c', columnId('planning'))).toBeNull();
  });
});
