import type { CenterId } from '@csw/contracts';
import type { EventBus } from '@csw/event-bus';

export interface CommandDelivery {
  /** Hands `text` to a center ('command/routed') as soon as that center is mounted. */
  deliver(centerId: CenterId, text: string): void;
  /** The shell shows another screen: the center shown before is gone (null: no center). */
  screenChanged(centerId: CenterId | null): void;
  dispose(): void;
}

/**
 * Delivers routed commands at the right moment. A center that was just opened is still loading: an event
 * published now would reach nobody. So the text waits until the center announces 'center/mounted', then
 * goes out on the next task, after the center's own mount effects have subscribed. A center already on
 * screen gets it at once. A new command, a center that fails to load or a switch to another screen drops
 * a text still waiting.
 */
export function createCommandDelivery(
  bus: EventBus,
  defer: (run: () => void) => void = (run) => setTimeout(run, 0),
): CommandDelivery {
  let shown: CenterId | null = null;
  let mounted = false;
  let pending: { centerId: CenterId; text: string } | null = null;

  const send = (centerId: CenterId, text: string) =>
    defer(() => bus.publish('command/routed', { centerId, text }));

  const stops = [
    bus.subscribe('center/mounted', ({ payload }) => {
      if (payload.centerId !== shown) return;
      mounted = true;
      if (pending?.centerId === payload.centerId) {
        send(pending.centerId, pending.text);
        pending = null;
      }
    }),
    bus.subscribe('center/unavailable', ({ payload }) => {
      if (pending?.centerId === payload.centerId) pending = null;
    }),
  ];

  return {
    deliver(centerId, text) {
      if (centerId === shown && mounted) {
        pending = null;
        send(centerId, text);
      } else pending = { centerId, text };
    },
    screenChanged(centerId) {
      if (centerId === shown) return;
      shown = centerId;
      mounted = false;
      if (pending && pending.centerId !== centerId) pending = null;
    },
    dispose: () => stops.forEach((stop) => stop()),
  };
}
