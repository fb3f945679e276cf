import type { CenterId } from '@csw/contracts';

/** Loads one center's definition; `reload` makes the federation runtime fetch everything again. */
export type LoadOne<T> = (id: CenterId, options: { reload: boolean }) => Promise<T>;

/** Downloads a center's code without running it (manifest, remote entry, exposed chunk). */
export type FetchOne = (id: CenterId) => Promise<unknown>;

export interface CenterLoads<T> {
  /**
   * The center's definition. Every caller (the slot, the command directory) shares one load per center;
   * `reload` (Retry) starts a fresh one.
   */
  load(id: CenterId, options?: { reload?: boolean }): Promise<T>;
  /**
   * Starts downloading a center that is not loaded yet, without running it: the modules it shares with the
   * shell (zod) are fetched only when it is opened, not on the dashboard's first load. A failure is left to
   * whoever opens it.
   */
  preload(id: CenterId): void;
  /** The definition if it has arrived, so a slot can render the center in its first render. */
  peek(id: CenterId): T | undefined;
}

/**
 * One load per center, remembered: a center preloaded on hover or when the dashboard is idle has its code
 * in the browser when it is opened. A failed load or download is forgotten, and the next load forces the
 * runtime to fetch again (the origin may be back).
 */
export function createCenterLoads<T>(loadOne: LoadOne<T>, fetchOne: FetchOne): CenterLoads<T> {
  const pending = new Map<CenterId, Promise<T>>();
  const loaded = new Map<CenterId, T>();
  const failed = new Set<CenterId>();
  const fetched = new Set<CenterId>();

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
      if (pending.has(id) || fetched.has(id)) return;
      fetched.add(id);
      // Nobody waits on a preload: the error is shown when the user opens the center.
      fetchOne(id).catch(() => {
        fetched.delete(id);
        if (!pending.has(id)) failed.add(id);
      });
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
