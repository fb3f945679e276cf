/** What a request that arrives while the server stops is told (503), and what an open event stream hears last. */
export const STOPPING_MESSAGE = 'The server is stopping (a restart or an update). Try again in a moment.';
export const STOPPING_CODE = 'SERVER_STOPPING';

/**
 * The state one API server is in for the rest of the process to read: running, or stopping (SIGTERM, or
 * the app closing). It counts the requests being answered, so a shutdown can wait for them, and tells
 * whoever asked (event streams) the moment stopping begins.
 */
export class ServerLifecycle {
  private stoppingNow = false;
  private running = 0;
  private readonly stopListeners = new Set<() => void>();
  private idleWaiters: Array<() => void> = [];

  get stopping(): boolean {
    return this.stoppingNow;
  }

  /** Requests received and not yet answered (or abandoned by their client). */
  get runningRequests(): number {
    return this.running;
  }

  /** Stopping begins: readiness says so and listeners run once (later calls do nothing). */
  beginStopping(): void {
    if (this.stoppingNow) return;
    this.stoppingNow = true;
    const listeners = [...this.stopListeners];
    this.stopListeners.clear();
    for (const listener of listeners) listener();
  }

  /** Runs `listener` when stopping begins (at once if it has); returns how to stop listening. */
  whenStopping(listener: () => void): () => void {
    if (this.stopping) {
      listener();
      return () => undefined;
    }
    this.stopListeners.add(listener);
    return () => this.stopListeners.delete(listener);
  }

  /** A request was received; `finished` is called once when its answer is done or its client gone. */
  requestStarted(): () => void {
    this.running += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.running -= 1;
      if (this.running === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    };
  }

  /** Resolves when no request is running. */
  whenIdle(): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}
