import type { FastifyRequest } from 'fastify';
import type { LimitSettings } from '../config';
import { tooManyRequests } from './http-error';

const WINDOW_MS = 60_000;

/** The answer of every request budget: what happened and when to try again. */
export function tooManyRequestsMessage(retrySeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retrySeconds));
  return `Too many requests. Wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
}

/**
 * Hits per key in fixed one-minute windows, in this process's memory. Windows that have ended are swept
 * once a minute, so the map holds at most the keys seen in the last two minutes.
 */
export class MinuteCounter {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();
  private nextSweep: number;

  constructor(private readonly now: () => number = Date.now) {
    this.nextSweep = now() + WINDOW_MS;
  }

  /** Counts one hit for `key`: the hits of its current window, and the milliseconds until it ends. */
  hit(key: string): { hits: number; remainingMs: number } {
    const now = this.now();
    if (now >= this.nextSweep) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { hits: 0, endsAt: now + WINDOW_MS };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return { hits: window.hits, remainingMs: window.endsAt - now };
  }

  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    this.nextSweep = now + WINDOW_MS;
  }
}

export interface RequestBudgets {
  /** Counts an API request once its session is known; throws 429 when its budget for the minute is spent. */
  spend(request: FastifyRequest): void;
}

/**
 * Budgets per person, not per address: a unit reaches the server through one gateway address, so a
 * signed-in request counts against its own session's budget (a person working fast), and only what has no
 * live session counts against its address (sized for an office behind it). A flood from one address is
 * stopped either way: without a session by the address budget, with one by the session's, and by the
 * address ceiling counted before any session is looked up (see app.ts).
 */
export function requestBudgets(limits: LimitSettings, now: () => number = Date.now): RequestBudgets {
  const counter = new MinuteCounter(now);
  return {
    spend(request) {
      // Health probes are never throttled (a load balancer must always see the truth).
      if (request.routeOptions.config?.rateLimit === false) return;
      const session = request.sessionHash;
      const { hits, remainingMs } = counter.hit(session ? `session:${session}` : `address:${request.ip}`);
      if (hits > (session ? limits.sessionRateLimitMax : limits.rateLimitMax)) {
        throw tooManyRequests(tooManyRequestsMessage(remainingMs / 1000), remainingMs / 1000);
      }
    },
  };
}
