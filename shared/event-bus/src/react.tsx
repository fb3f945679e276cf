import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BusEnvelope, BusEventMap, BusEventType, CenterId } from '@csw/contracts';
import { withSource, type EventBus } from './bus';

const BusContext = createContext<EventBus | null>(null);

/** Provides the bus to everything below; the shell renders it once at the root. */
export function BusProvider({ bus, children }: { bus: EventBus; children: ReactNode }) {
  return <BusContext.Provider value={bus}>{children}</BusContext.Provider>;
}

/** The bus provided above this component. */
export function useBus(): EventBus {
  const bus = useContext(BusContext);
  if (!bus) throw new Error('useBus must be used inside a BusProvider');
  return bus;
}

/**
 * The bus as a center's handle: every event it publishes says it comes from `centerId`. The center
 * scaffold provides it to the whole center, so `useBus()` inside a center returns this handle.
 */
export function useCenterBus(centerId: CenterId): EventBus {
  const bus = useBus();
  return useMemo(() => withSource(bus, centerId), [bus, centerId]);
}

/** Calls `handler` for every event of `type` while the component is mounted. */
export function useBusEvent<K extends BusEventType>(type: K, handler: (event: BusEnvelope<K>) => void): void {
  const bus = useBus();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => bus.subscribe(type, (event) => latest.current(event)), [bus, type]);
}

/** Publishes one event when the component mounts (for example a center announcing it is ready). */
export function usePublishOnMount<K extends BusEventType>(type: K, payload: BusEventMap[K]): void {
  const bus = useBus();
  const first = useRef(payload);
  useEffect(() => bus.publish(type, first.current), [bus, type]);
}

/**
 * The latest text the command bar (or an assistant action) handed to `centerId` through 'command/routed',
 * with a setter so the field stays editable. The shell publishes after the center has mounted.
 */
export function useRoutedText(centerId: CenterId): [string, (text: string) => void] {
  const [text, setText] = useState('');
  useRoutedInto(centerId, setText);
  return [text, setText];
}

/** Puts text the command bar handed to `centerId` ('command/routed') into a field the center keeps itself. */
export function useRoutedInto(centerId: CenterId, setText: (text: string) => void): void {
  useBusEvent('command/routed', (event) => {
    if (event.payload.centerId === centerId) setText(event.payload.text);
  });
}
