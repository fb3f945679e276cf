import { mayWrite, ReadCache, writtenTables } from './read-cache';

describe('the read cache', () => {
  it('serves an entry until something may have been written', async () => {
    const cache = new ReadCache(true);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    cache.invalidate();
    expect(await cache.get('k', load)).toBe(2);
  });

  it('never keeps what was read while a write happened', async () => {
    const cache = new ReadCache(true);
    let loads = 0;
    await cache.get('k', async () => {
      cache.invalidate(); // a write during the read
      return ++loads;
    });
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });

  it('forgets entries after their time, and does nothing when off', async () => {
    const cache = new ReadCache(true, 0);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await cache.get('k', async () => ++loads)).toBe(2);
    const off = new ReadCache(false);
    expect(await off.get('k', async () => 'a')).toBe('a');
    expect(await off.get('k', async () => 'b')).toBe('b');
  });

  it('tells writes from reads by the statement', () => {
    for (const read of [
      'SELECT 1',
      '  select * from documents',
      'BEGIN',
      'commit',
      'ROLLBACK',
      'insert into "audit_log" ("action") values ($1)',
    ]) {
      expect({ read, write: mayWrite(read) }).toEqual({ read, write: false });
    }
    for (const write of [
      'insert into "documents" values ($1)',
      'UPDATE sessions SET last_seen_at = now()',
      'DELETE FROM document_shares',
      'WITH counted AS (INSERT INTO login_throttle VALUES (1) RETURNING *) SELECT * FROM counted',
      'SELECT * FROM users FOR UPDATE',
      'ALTER TABLE documents ADD COLUMN x int',
      'CREATE EXTENSION vector',
    ]) {
      expect({ write, may: mayWrite(write) }).toEqual({ write, may: true });
    }
  });

  it('keeps an entry read from some tables through writes to others, never through writes to its own', async () => {
    const cache = new ReadCache(true);
    let loads = 0;
    const load = async () => ++loads;
    const session = () => cache.get('session', load, ['sessions', 'users']);
    expect(await session()).toBe(1);
    cache.invalidate(['documents']);
    cache.invalidate(['conversations']);
    expect(await session()).toBe(1);
    cache.invalidate(['users']);
    expect(await session()).toBe(2);
    cache.invalidate(['sessions']);
    expect(await session()).toBe(3);
    // A write of unknown tables makes it stale too.
    cache.invalidate();
    expect(await session()).toBe(4);
    // An entry that names no tables depends on every write.
    expect(await cache.get('list', load)).toBe(5);
    cache.invalidate(['documents']);
    expect(await cache.get('list', load)).toBe(6);
  });

  it('names the one table of a plain write, and any table otherwise', () => {
    expect(writtenTables('select 1')).toBeNull();
    expect(writtenTables('insert into "documents" ("id") values ($1)')).toEqual(['documents']);
    expect(writtenTables('update "sessions" set "last_seen_at" = now()')).toEqual(['sessions']);
    expect(writtenTables('DELETE FROM users WHERE id = $1')).toEqual(['users']);
    for (const any of [
      'WITH x AS (DELETE FROM users RETURNING id) SELECT 1',
      'TRUNCATE sessions',
      'update "public"."users" set role = $1',
      'SELECT * FROM users FOR UPDATE',
      'SELECT set_config($1, $2, true); UPDATE users SET role = $1',
    ])
      expect({ any, tables: writtenTables(any) }).toEqual({ any, tables: undefined });
  });
});
