import { useSyncExternalStore } from 'react';
import { highestClassification, type CenterId, type Classification } from '@csw/contracts';
import type { EventBus } from '@csw/event-bus';

/** The highest marking on the page now, for the shell's top and bottom banners. */
export interface ScreenClassification {
  get(): Classification;
  subscribe(listener: () => void): () => void;
  /** The center on screen now (null: a screen of the shell's own); a center's levels go when it closes. */
  screenChanged(centerId: CenterId | null): void;
  /** Stops listening to the bus. */
  dispose(): void;
}

/** The shell's own parts (the dashboard's documents) publish with this source; they are always on the page. */
const SHELL = 'shell';

/**
 * Follows 'classification/displayed': the latest level of every part (`view`) of every source. What counts
 * is what is on the page: the shell's own parts and the center on screen. A center's levels are dropped
 * when it leaves the screen, even if it never said UNCLASS on its way out (a crash, a slow unmount).
 */
export function createScreenClassification(bus: EventBus): ScreenClassification {
  /** Source -> view -> level; only marked levels are kept (UNCLASS is the default). */
  const shown = new Map<string, Map<string, Classification>>();
  let onScreen: CenterId | null = null;
  let current: Classification = 'UNCLASS';
  const listeners = new Set<() => void>();

  function recompute() {
    const levels = [...shown]
      .filter(([source]) => source === SHELL || source === onScreen)
      .flatMap(([, views]) => [...views.values()]);
    const next = highestClassification(levels);
    if (next === current) return;
    current = next;
    listeners.forEach((listener) => listener());
  }

  const stop = bus.subscribe('classification/displayed', ({ source, payload }) => {
    const views = shown.get(source) ?? new Map<string, Classification>();
    if (payload.level === 'UNCLASS') views.delete(payload.view);
    else views.set(payload.view, payload.level);
    if (views.size > 0) shown.set(source, views);
    else shown.delete(source);
    recompute();
  });

  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    screenChanged(centerId) {
      onScreen = centerId;
      for (const source of [...shown.keys()]) {
        if (source !== SHELL && source !== centerId) shown.delete(source);
      }
      recompute();
    },
    dispose: stop,
  };
}

/** The page's marking now, re-rendering when it changes. */
export function useScreenClassification(classification: ScreenClassification): Classification {
  return useSyncExternalStore(classification.subscribe, classification.get);
}
