import type { CenterId } from '@csw/contracts';

/** Loads one center's definition; `reload` makes the federation runtime fetch everything again. */
export type LoadOne<T> = (id: CenterId, options: { reload: boolean }) => Promise<T>;

export interface CenterLoads<T> {
  /**
   * The center's definition. Every caller (a preload, the slot, the command directory) shares one load
   * per center; `reload` (Retry) starts a fresh one.
   */
  load(id: CenterId, options?: { reload?: boolean }): Promise<T>;
  /** Starts loading a center that is not loaded yet; a failure is left to whoever opens it. */
  preload(id: CenterId): void;
  /** The definition if it has arrived, so a slot can render the center in its first render. */
  peek(id: CenterId): T | undefined;
}

/**
 * One load per center, remembered: a center preloaded on hover or when the dashboard is idle is ready when
 * it is opened, and the slot renders it at once instead of suspending. A failed load is forgotten, and the
 * next one forces the runtime to fetch again (the origin may be back).
 */
export function createCenterLoads<T>(loadOne: LoadOne<T>): CenterLoads<T> {
  const pending = new Map<CenterId, Promise<T>>();
  const loaded = new Map<CenterId, T>();
  const failed = new Set<CenterId>();

  function load(id: CenterId, { reload = false } = {}): Promise<T> {
    const known = pending.get(id);
    if (known && !reload) return known;
    loaded.delete(id);
    const forced = reload || failed.has(id);
    failed.delete(id);
    const promise = loadOne(id, { reload: forced }).then(
      (value) => {
        if (pending.get(id) === promise) loaded.set(id, value);
        return value;
      },
      (error: unknown) => {
        if (pending.get(id) === promise) {
          pending.delete(id);
          failed.add(id);
        }
        throw error;
      },
    );
    pending.set(id, promise);
    return promise;
  }

  return {
    load,
    preload(id) {
      if (pending.has(id)) return;
      // Nobody waits on a preload: the error is shown when the user opens the center.
      load(id).catch(() => undefined);
    },
    peek: (id) => loaded.get(id),
  };
}

/** Schedules work for when the browser is idle; returns a cancel function. */
export type IdleScheduler = (work: () => void) => () => void;

/** requestIdleCallback where the browser has it, a short timer elsewhere. */
export const browserIdle: IdleScheduler = (work) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 200);
  return () => window.clearTimeout(timer);
};

/**
 * Preloads the centers one idle period at a time, so the fetches never compete with what the user is
 * doing; the returned function stops what has not started yet.
 */
export function preloadWhenIdle(
  ids: readonly CenterId[],
  preload: (id: CenterId) => void,
  idle: IdleScheduler = browserIdle,
): () => void {
  let cancel: (() => void) | null = null;
  let stopped = false;
  const next = (index: number) => {
    if (stopped || index >= ids.length) return;
    cancel = idle(() => {
      cancel = null;
      if (stopped) return;
      preload(ids[index]!);
      next(index + 1);
    });
  };
  next(0);
  return () => {
    stopped = true;
    cancel?.();
  };
}
