import { isCenterId, type BusEventMap, type CenterId } from '@csw/contracts';
import type { EventBus } from '@csw/event-bus';

/** The events one center hands to another through the shell, and the center each one is for. */
type HandedType = 'library/documents-selected' | 'document/open-requested';

export interface SelectionHandOver {
  /** The shell shows another screen (null: no center). */
  screenChanged(centerId: CenterId | null): void;
  dispose(): void;
}

/**
 * Carries an event of `type` from the center that published it to the center it is for (`targetOf`): the
 * shell opens the target and, when the target announces 'center/mounted', publishes the same payload again
 * as the shell, on the next task (after the target's own mount effects have subscribed). A target already
 * on screen received the first publication itself. Leaving for another screen, a newer hand-over or a
 * target that fails to load drops one still waiting.
 */
export function createHandOver<K extends HandedType>(
  bus: EventBus,
  type: K,
  targetOf: (payload: BusEventMap[K]) => CenterId,
  open: (centerId: CenterId) => void,
  defer: (run: () => void) => void = (run) => setTimeout(run, 0),
  /** What the shell adds to a payload it hands over, knowing who published it (e.g. where to return). */
  annotate: (payload: BusEventMap[K], source: string) => BusEventMap[K] = (payload) => payload,
): SelectionHandOver {
  let shown: CenterId | null = null;
  let pending: { target: CenterId; payload: BusEventMap[K] } | null = null;
  // What this hand-over published again itself: never handed over a second time. Anything else, the
  // shell's own dashboard included, is handed to its target.
  const republished = new WeakSet<object>();

  const stops = [
    bus.subscribe(type, ({ payload, source }) => {
      const target = targetOf(payload);
      if (republished.has(payload) || target === shown) return;
      pending = { target, payload: annotate(payload, source) };
      open(target);
    }),
    bus.subscribe('center/mounted', ({ payload }) => {
      if (!pending || payload.centerId !== pending.target || payload.centerId !== shown) return;
      const handed = pending.payload;
      pending = null;
      republished.add(handed);
      defer(() => bus.publish(type, handed, 'shell'));
    }),
    bus.subscribe('center/unavailable', ({ payload }) => {
      if (pending?.target === payload.centerId) pending = null;
    }),
  ];

  return {
    screenChanged(centerId) {
      shown = centerId;
      if (pending && pending.target !== centerId) pending = null;
    },
    dispose: () => stops.forEach((stop) => stop()),
  };
}

/** Documents chosen in one center for another ('library/documents-selected', e.g. 'Analyse in THINK'). */
export const createSelectionHandOver = (
  bus: EventBus,
  open: (centerId: CenterId) => void,
  defer?: (run: () => void) => void,
): SelectionHandOver =>
  createHandOver(bus, 'library/documents-selected', (payload) => payload.targetCenterId, open, defer);

/**
 * A document to read ('document/open-requested', a title or a citation): always REVIEW's document view,
 * told where the user came from (the center that published it, or the dashboard) so that closing it
 * returns there.
 */
export const createDocumentHandOver = (
  bus: EventBus,
  open: (centerId: CenterId) => void,
  defer?: (run: () => void) => void,
): SelectionHandOver =>
  createHandOver(
    bus,
    'document/open-requested',
    () => 'review',
    open,
    defer,
    (payload, source) =>
      payload.returnTo ? payload : { ...payload, returnTo: isCenterId(source) ? source : 'dashboard' },
  );
