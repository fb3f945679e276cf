/**
 * When the server will end an idle session, as seen from the page. The server ends a session after
 * `idleMs` without a request and records activity at most once per `touchEveryMs` (to keep reads
 * read-only), so after a request at time t its clock restarted somewhere in [t - touchEveryMs, t]. The page
 * takes the earliest: the deadline is never later than the server's.
 */

/** The time source and timers of the page; tests pass a manual clock so nothing waits. */
export interface Clock {
  now(): number;
  setTimeout(work: () => void, ms: number): () => void;
}

export const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout(work, ms) {
    const timer = window.setTimeout(work, ms);
    return () => window.clearTimeout(timer);
  },
};

/** The server's idle timeout (SESSION_IDLE_MINUTES) and how often it records activity. */
export const DEFAULT_IDLE_MS = 15 * 60_000;
/** How long before the end the page warns. */
export const WARNING_MS = 60_000;

export function touchIntervalOf(idleMs: number): number {
  return Math.min(60_000, idleMs / 4);
}

export type IdlePhase = { kind: 'active' } | { kind: 'warning'; endsAt: number } | { kind: 'expired' };

export interface IdleSessionOptions {
  idleMs?: number;
  clock?: Clock;
  /** Called whenever the phase changes. */
  onPhase(phase: IdlePhase): void;
}

export interface IdleSession {
  /** A request reached the server at the clock's current time. */
  activity(): void;
  /** The session is gone (the server answered 401): expire now. */
  expire(): void;
  phase(): IdlePhase;
  stop(): void;
}

/**
 * Follows the requests of a signed-in page: 'warning' a minute before the server would end the session,
 * 'expired' when it has. Activity while warning (a renewing request) goes back to 'active'.
 */
export function createIdleSession({
  idleMs = DEFAULT_IDLE_MS,
  clock = browserClock,
  onPhase,
}: IdleSessionOptions): IdleSession {
  const touchEvery = touchIntervalOf(idleMs);
  // At sign-in or page load the last request happened just now (it restored or created the session).
  let lastSeen = clock.now() - touchEvery;
  let current: IdlePhase = { kind: 'active' };
  let cancel: (() => void) | null = null;
  let stopped = false;

  const set = (phase: IdlePhase) => {
    current = phase;
    onPhase(phase);
  };

  function schedule() {
    cancel?.();
    cancel = null;
    if (stopped || current.kind === 'expired') return;
    const endsAt = lastSeen + idleMs;
    const warnAt = endsAt - WARNING_MS;
    const now = clock.now();
    if (now >= endsAt) {
      set({ kind: 'expired' });
      return;
    }
    if (now >= warnAt) {
      if (current.kind !== 'warning' || current.endsAt !== endsAt) set({ kind: 'warning', endsAt });
      cancel = clock.setTimeout(schedule, endsAt - now);
      return;
    }
    if (current.kind !== 'active') set({ kind: 'active' });
    cancel = clock.setTimeout(schedule, warnAt - now);
  }

  schedule();
  return {
    activity() {
      if (stopped || current.kind === 'expired') return;
      lastSeen = Math.max(lastSeen, clock.now() - touchEvery);
      schedule();
    },
    expire() {
      if (stopped || current.kind === 'expired') return;
      cancel?.();
      cancel = null;
      set({ kind: 'expired' });
    },
    phase: () => current,
    stop() {
      stopped = true;
      cancel?.();
    },
  };
}
