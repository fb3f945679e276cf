import type { ClientRect, SensorContext } from '@dnd-kit/core';
import { caughtUp } from './steady-keyboard-sensor';

const rect = (left: number, top: number): ClientRect => ({
  left,
  top,
  right: left + 100,
  bottom: top + 40,
  width: 100,
  height: 40,
});

/** The board as dnd-kit's context reports it: the task's rectangle, what it collides with, what it is over. */
function board(parts: Partial<SensorContext>): SensorContext {
  return {
    activatorEvent: null,
    active: null,
    activeNode: null,
    collisionRect: rect(0, 0),
    collisions: [{ id: 'column:planning' }],
    draggableNodes: new Map(),
    draggingNode: null,
    draggingNodeRect: null,
    droppableRects: new Map([['column:planning', rect(0, 0)]]),
    droppableContainers: new Map() as unknown as SensorContext['droppableContainers'],
    over: { id: 'column:planning', rect: rect(0, 0), disabled: false, data: { current: undefined } },
    scrollableAncestors: [],
    scrollAdjustedTranslate: null,
    ...parts,
  };
}

describe('a key waits until the board has caught up', () => {
  it('before the board has measured the task and its columns', () => {
    expect(caughtUp(board({ collisionRect: null }), null)).toBe(false);
    expect(caughtUp(board({ droppableRects: new Map() }), null)).toBe(false);
    expect(caughtUp(board({}), null)).toBe(true);
  });

  it('until the last move is rendered', () => {
    const before = rect(0, 0);
    expect(caughtUp(board({ collisionRect: before }), before)).toBe(false);
    expect(caughtUp(board({ collisionRect: rect(200, 0) }), before)).toBe(true);
  });

  it('until the board says what the task is over after that move', () => {
    const moved = board({ collisionRect: rect(200, 0), collisions: [{ id: 'column:in-progress' }] });
    expect(caughtUp(moved, rect(0, 0))).toBe(false);
    const settled = board({
      collisionRect: rect(200, 0),
      collisions: [{ id: 'column:in-progress' }],
      over: { id: 'column:in-progress', rect: rect(200, 0), disabled: false, data: { current: undefined } },
    });
    expect(caughtUp(settled, rect(0, 0))).toBe(true);
    expect(caughtUp(board({ collisions: [], over: null }), null)).toBe(true);
  });
});
