import { mayWrite, ReadCache } from './read-cache';

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
});
