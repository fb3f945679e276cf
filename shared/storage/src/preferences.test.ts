import { createPreferenceStore } from './preferences';

describe('preference store', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps values under its own namespace', () => {
    const a = createPreferenceStore('a');
    const b = createPreferenceStore('b');
    expect(a.write('state', { x: 1 })).toBe(true);
    expect(a.read('state', null)).toEqual({ x: 1 });
    expect(b.read('state', 'none')).toBe('none');
  });

  it('swallows storage failures: save returns false, read returns the fallback', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createPreferenceStore('x', broken);
    expect(store.write('k', 1)).toBe(false);
    expect(store.read('k', 7)).toBe(7);
  });
});
