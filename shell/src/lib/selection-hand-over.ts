import type { BusEventMap, CenterId } from '@csw/contracts';
import type { EventBus } from '@csw/event-bus';

type HandedOver = BusEventMap['library/documents-selected'];

export interface SelectionHandOver {
  /** The shell shows another screen (null: no center). */
  screenChanged(centerId: CenterId | null): void;
  dispose(): void;
}

/**
 * Carries documents chosen in one center to the center that should use them ('library/documents-selected').
 * The choosing center publishes; the shell opens the target and, when the target announces
 * 'center/mounted', publishes the same payload again as the shell, on the next task (after the target's
 * own mount effects have subscribed). A target already on screen received the first publication itself.
 * Leaving for another screen, a newer hand-over or a target that fails to load drops one still waiting.
 */
export function createSelectionHandOver(
  bus: EventBus,
  open: (centerId: CenterId) => void,
  defer: (run: () => void) => void = (run) => setTimeout(run, 0),
): SelectionHandOver {
  let shown: CenterId | null = null;
  let pending: HandedOver | null = null;

  const stops = [
    bus.subscribe('library/documents-selected', ({ payload, source }) => {
      if (source === 'shell' || payload.targetCenterId === shown) return;
      pending = payload;
      open(payload.targetCenterId);
    }),
    bus.subscribe('center/mounted', ({ payload }) => {
      if (!pending || payload.centerId !== pending.targetCenterId || payload.centerId !== shown) return;
      const handed = pending;
      pending = null;
      defer(() => bus.publish('library/documents-selected', handed, 'shell'));
    }),
    bus.subscribe('center/unavailable', ({ payload }) => {
      if (pending?.targetCenterId === payload.centerId) pending = null;
    }),
  ];

  return {
    screenChanged(centerId) {
      shown = centerId;
      if (pending && pending.targetCenterId !== centerId) pending = null;
    },
    dispose: () => stops.forEach((stop) => stop()),
  };
}
