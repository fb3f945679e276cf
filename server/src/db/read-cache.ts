import type pg from 'pg';

/**
 * A short-lived cache of hot reads (sessions, document lists) for the embedded database, where this
 * process is the only writer (the data-directory lock guarantees it) and uses one connection at a time.
 * Every statement that may write moves the version of the table it writes (or of everything) on before it
 * runs, and an entry is served only while the versions of what it was read from are those it was read at,
 * so no write is ever hidden behind the cache; the time limit
 * bounds how late time-based rules (idle timeout) can act. With a PostgreSQL server other processes write
 * too, and the cache is off.
 */
export class ReadCache {
  /** Moves on with every write whose tables are not known: it makes every entry stale. */
  private everything = 0;
  /** Moves on with every write of any kind: an entry that names no tables depends on it. */
  private anyWrite = 0;
  private readonly tables = new Map<string, number>();
  private readonly entries = new Map<string, { stamp: string; expires: number; value: unknown }>();

  constructor(
    readonly enabled: boolean,
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  /**
   * Something may have been written: with `tables`, to those tables only (an entry that depends on other
   * tables stays good); without, to anything.
   */
  invalidate(tables?: readonly string[]): void {
    this.anyWrite += 1;
    if (tables) for (const table of tables) this.tables.set(table, (this.tables.get(table) ?? 0) + 1);
    else this.everything += 1;
    if (this.entries.size > this.maxEntries / 2) this.entries.clear();
  }

  /**
   * The cached value of `key`, or what `load` reads. `dependsOn` names the tables the value is read from:
   * writes to other tables leave it good (a session read from sessions and users survives the writes of a
   * busy section to documents and conversations). Without it, any write makes it stale.
   */
  async get<T>(key: string, load: () => Promise<T>, dependsOn?: readonly string[]): Promise<T> {
    if (!this.enabled) return load();
    const now = Date.now();
    const stamp = this.stamp(dependsOn);
    const hit = this.entries.get(key);
    if (hit && hit.stamp === stamp && hit.expires > now) return hit.value as T;
    const value = await load();
    if (this.stamp(dependsOn) === stamp && this.entries.size < this.maxEntries) {
      this.entries.set(key, { stamp, expires: now + this.ttlMs, value });
    }
    return value;
  }

  private stamp(dependsOn: readonly string[] | undefined): string {
    if (!dependsOn) return `*${this.anyWrite}`;
    return `${this.everything}:${dependsOn.map((t) => this.tables.get(t) ?? 0).join(':')}`;
  }
}

/** Statements that cannot change what the cache holds. */
const READ_ONLY =
  /^\s*(select\b(?![\s\S]*\bfor\s+(update|share|no key update|key share)\b)|(begin|commit|rollback|savepoint|release|show|explain)\b)/i;
/** Writes to tables the cache never reads from (the audit log, sign-in and rate-limit counters). */
const UNCACHED_TABLES = /^\s*insert\s+into\s+"?(audit_log|rate_limit_hits)"?\s/i;

/** More than one statement in one text (the simple protocol allows it): read-only only if each is. */
const SEVERAL_STATEMENTS = /;\s*\S/;

export function mayWrite(text: string): boolean {
  if (SEVERAL_STATEMENTS.test(text)) return true;
  return !READ_ONLY.test(text) && !UNCACHED_TABLES.test(text);
}

/**
 * A plain INSERT, UPDATE or DELETE names the one table it writes. Anything else that may write (a WITH,
 * DDL, a function, SELECT ... FOR UPDATE, TRUNCATE) counts as writing everything. The schema's triggers
 * write only the library's change log, and the only cascade into sessions comes from deleting a user, a
 * write to users: the table named is all that can change for the entries that depend on it.
 */
const SINGLE_TABLE_WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?[\s(]/i;

/** The tables a statement may write: null for none, undefined for any. */
export function writtenTables(text: string): readonly string[] | null | undefined {
  if (!mayWrite(text)) return null;
  const table = SINGLE_TABLE_WRITE.exec(text)?.[1];
  return table ? [table.toLowerCase()] : undefined;
}

/** Invalidates the cache before any statement that may write, on every connection of the pool. */
export function watchWrites(pool: pg.Pool, cache: ReadCache): void {
  pool.on('connect', (client) => {
    const query = client.query;
    client.query = function watched(this: pg.PoolClient, ...args: unknown[]) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : (first?.text ?? '');
      const tables = writtenTables(text);
      if (tables !== null) cache.invalidate(tables);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof client.query;
  });
}
