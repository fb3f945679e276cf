import { BoundedCache } from './bounded-cache';

describe('BoundedCache', () => {
  it('computes a value once and then gives the kept one', () => {
    const cache = new BoundedCache<string, number>(10);
    const compute = jest.fn(() => 42);
    expect(cache.get('a', compute)).toBe(42);
    expect(cache.get('a', compute)).toBe(42);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('starts again when it holds `limit` entries', () => {
    const cache = new BoundedCache<string, string>(2);
    cache.get('a', () => 'A');
    cache.get('b', () => 'B');
    expect(cache.size).toBe(2);
    cache.get('c', () => 'C');
    expect(cache.size).toBe(1);
    const again = jest.fn(() => 'A');
    cache.get('a', again);
    expect(again).toHaveBeenCalledTimes(1);
  });
});
