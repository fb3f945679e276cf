import { useSyncExternalStore, type ReactNode } from 'react';
import { CENTER_IDS, type CenterCommand, type CenterDefinition, type CenterId } from '@csw/contracts';
import type { EventBus } from '@csw/event-bus';

/** What the shell knows about a center on this page: whether it runs, which version, what it offers. */
export type CenterAvailability = 'not-loaded' | 'running' | 'unavailable';

export interface CenterEntry {
  availability: CenterAvailability;
  version?: string;
  origin?: string;
  reason?: string;
  /** Commands the center contributed to the command bar (known once it has been loaded). */
  commands: readonly CenterCommand[];
}

export type CenterDirectoryState = Readonly<Record<CenterId, CenterEntry>>;

export interface CenterDirectory {
  get(): CenterDirectoryState;
  subscribe(listener: () => void): () => void;
  /** Stops listening to the bus. */
  dispose(): void;
}

function initial(): CenterDirectoryState {
  const state = {} as Record<CenterId, CenterEntry>;
  for (const id of CENTER_IDS) state[id] = { availability: 'not-loaded', commands: [] };
  return state;
}

/**
 * Follows the centers through the bus ('center/mounted', 'center/unavailable'). When a center is mounted,
 * its definition is asked for once more (`loadDefinition`: the federation runtime answers from its cache)
 * to learn the commands it contributes to the command bar.
 */
export function createCenterDirectory(
  bus: EventBus,
  loadDefinition: (id: CenterId) => Promise<CenterDefinition<ReactNode>>,
): CenterDirectory {
  let state = initial();
  const listeners = new Set<() => void>();
  const update = (id: CenterId, change: Partial<CenterEntry>) => {
    state = { ...state, [id]: { ...state[id], ...change } };
    listeners.forEach((listener) => listener());
  };

  const stops = [
    bus.subscribe('center/mounted', ({ payload }) => {
      const known = state[payload.centerId].availability === 'running';
      update(payload.centerId, {
        availability: 'running',
        version: payload.version,
        origin: payload.origin,
        reason: undefined,
      });
      if (known) return;
      loadDefinition(payload.centerId)
        .then((definition) => update(payload.centerId, { commands: definition.commands ?? [] }))
        .catch((error: unknown) =>
          console.error(`Reading the commands of ${payload.centerId} failed`, error),
        );
    }),
    bus.subscribe('center/unavailable', ({ payload }) =>
      update(payload.centerId, { availability: 'unavailable', reason: payload.reason }),
    ),
  ];

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => stops.forEach((stop) => stop()),
  };
}

/** The directory's current state, re-rendering when it changes. */
export function useCenterDirectory(directory: CenterDirectory): CenterDirectoryState {
  return useSyncExternalStore(directory.subscribe, directory.get, directory.get);
}
