import { type Observable, Subject, filter } from 'rxjs';
import type { BusEnvelope, BusEventMap, BusEventType } from '@csw/contracts';

/** The platform's event bus: publish, observe, subscribe. The subject behind it is never exposed. */
export interface EventBus {
  publish<K extends BusEventType>(type: K, payload: BusEventMap[K], source?: string): void;
  on<K extends BusEventType>(type: K): Observable<BusEnvelope<K>>;
  /** Calls `handler` for each event of `type`; returns the function that stops it. */
  subscribe<K extends BusEventType>(type: K, handler: (event: BusEnvelope<K>) => void): () => void;
  /** Which copy of this package created the bus (used to detect a second copy). */
  readonly instanceId: string;
}

const GLOBAL_KEY = Symbol.for('csw.event-bus');
/** One id per loaded copy of this module: two different ids on one page mean the package loaded twice. */
const MODULE_COPY_ID = `bus-${Math.random().toString(36).slice(2)}`;

type GlobalWithBus = typeof globalThis & { [GLOBAL_KEY]?: EventBus };

function createBus(defaultSource: string): EventBus {
  const subject = new Subject<BusEnvelope>();
  return {
    instanceId: MODULE_COPY_ID,
    publish(type, payload, source = defaultSource) {
      subject.next({ type, payload, source, time: Date.now() } as BusEnvelope);
    },
    on<K extends BusEventType>(type: K) {
      return subject.pipe(filter((event): event is BusEnvelope<K> => event.type === type));
    },
    subscribe(type, handler) {
      const subscription = this.on(type).subscribe(handler);
      return () => subscription.unsubscribe();
    },
  };
}

/**
 * Returns the page's one bus, creating it on first call. The bus package is a federation singleton; the
 * global key is the second guard: if a second copy of this module is ever loaded (a misconfigured
 * remote), it reuses the first copy's bus instead of silently splitting the page into two buses.
 */
export function getPlatformBus(defaultSource = 'shell'): EventBus {
  const global = globalThis as GlobalWithBus;
  const existing = global[GLOBAL_KEY];
  if (existing) {
    if (existing.instanceId !== MODULE_COPY_ID) {
      console.warn('A second copy of @csw/event-bus was loaded; reusing the first copy’s bus.');
    }
    return existing;
  }
  const bus = createBus(defaultSource);
  global[GLOBAL_KEY] = bus;
  return bus;
}

/** A private bus that is not registered globally: for tests and standalone pages. */
export function createIsolatedBus(defaultSource = 'test'): EventBus {
  return createBus(defaultSource);
}

/**
 * The same bus, as seen by one publisher: `publish` stamps `source` (unless a call names another). Events
 * still travel on the one bus underneath; subscribing is unchanged.
 */
export function withSource(bus: EventBus, source: string): EventBus {
  return {
    instanceId: bus.instanceId,
    publish(type, payload, explicitSource = source) {
      bus.publish(type, payload, explicitSource);
    },
    on: (type) => bus.on(type),
    subscribe: (type, handler) => bus.subscribe(type, handler),
  };
}
