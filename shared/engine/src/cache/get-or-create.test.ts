import { getOrCreate } from './get-or-create';

describe('getOrCreate', () => {
  it('makes and stores the value of a missing key, then gives the stored one', () => {
    const map = new Map<string, string[]>();
    getOrCreate(map, 'a', () => []).push('x');
    getOrCreate(map, 'a', () => []).push('y');
    expect(map.get('a')).toEqual(['x', 'y']);
  });

  it('works on a WeakMap', () => {
    const map = new WeakMap<object, number>();
    const key = {};
    expect(getOrCreate(map, key, () => 1)).toBe(1);
    expect(getOrCreate(map, key, () => 2)).toBe(1);
  });
});
