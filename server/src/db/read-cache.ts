import type pg from 'pg';

/**
 * A short-lived cache of hot reads (sessions, document lists) for the embedded database, where this
 * process is the only writer (the data-directory lock guarantees it) and uses one connection at a time.
 * Every statement that may write moves a version counter on before it runs, and an entry is served only
 * while the version is the one it was read at, so no write is ever hidden behind the cache; the time limit
 * bounds how late time-based rules (idle timeout) can act. With a PostgreSQL server other processes write
 * too, and the cache is off.
 */
export class ReadCache {
  private version = 0;
  private readonly entries = new Map<string, { version: number; expires: number; value: unknown }>();

  constructor(
    readonly enabled: boolean,
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** Something may have been written: every entry read before now is stale. */
  invalidate(): void {
    this.version += 1;
    if (this.entries.size > this.maxEntries / 2) this.entries.clear();
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === this.version && hit.expires > now) return hit.value as T;
    const version = this.version;
    const value = await load();
    if (version === this.version && this.entries.size < this.maxEntries) {
      this.entries.set(key, { version, expires: now + this.ttlMs, value });
    }
    return value;
  }
}

/** Statements that cannot change what the cache holds. */
const READ_ONLY =
  /^\s*(select\b(?![\s\S]*\bfor\s+(update|share|no key update|key share)\b)|(begin|commit|rollback|savepoint|release|show|explain)\b)/i;
/** Writes to tables the cache never reads from (the audit log, sign-in and rate-limit counters). */
const UNCACHED_TABLES = /^\s*insert\s+into\s+"?(audit_log|rate_limit_hits)"?\s/i;

export function mayWrite(text: string): boolean {
  return !READ_ONLY.test(text) && !UNCACHED_TABLES.test(text);
}

/** Invalidates the cache before any statement that may write, on every connection of the pool. */
export function watchWrites(pool: pg.Pool, cache: ReadCache): void {
  pool.on('connect', (client) => {
    const query = client.query;
    client.query = function watched(this: pg.PoolClient, ...args: unknown[]) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : (first?.text ?? '');
      if (mayWrite(text)) cache.invalidate();
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof client.query;
  });
}
