import type { TaskDto } from '@csw/contracts';
import { task as boardTask } from '../../testing/fake-plans';
import { blockedLabels, blockedMoveWarning } from './blocked-labels';

// A task of the board, `blockedBy` the tasks it waits for (by title, as the board links them).
const task = (id: string, status: TaskDto['status'], blockedBy: string[] = []): TaskDto =>
  boardTask(id, id, status, 1, { blockedBy });

const board = [
  task('Receipt of mission', 'planning'),
  task('COA approval', 'done'),
  task('Mission analysis', 'planning', ['Receipt of mission', 'COA approval']),
];

describe('a blocked task', () => {
  test('says what unfinished tasks it waits for', () => {
    expect(blockedLabels(board).get('Mission analysis')).toBe('Blocked by: Receipt of mission');
  });

  test('moved into In Progress or Done is allowed with a warning that names what it still waits for', () => {
    expect(blockedMoveWarning(board, 'Mission analysis', 'in-progress')).toBe(
      '"Mission analysis" is in In Progress while it still waits for: Receipt of mission. Finish those first, or remove the link if it no longer holds.',
    );
    expect(blockedMoveWarning(board, 'Mission analysis', 'done')).toMatch(/^"Mission analysis" is in Done /);
  });

  test('gets no warning back in Planning, within its column, or once its blockers are done', () => {
    expect(blockedMoveWarning(board, 'Mission analysis', 'planning')).toBeNull();
    const started = board.map((t) =>
      t.id === 'Mission analysis' ? { ...t, status: 'in-progress' as const } : t,
    );
    expect(blockedMoveWarning(started, 'Mission analysis', 'in-progress')).toBeNull();
    const cleared = board.map((t) => (t.id === 'Receipt of mission' ? { ...t, status: 'done' as const } : t));
    expect(blockedMoveWarning(cleared, 'Mission analysis', 'in-progress')).toBeNull();
    expect(blockedMoveWarning(board, 'Receipt of mission', 'in-progress')).toBeNull();
  });
});
