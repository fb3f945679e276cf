import { bitCount, sharedBits, wordMask } from './word-masks';

describe('word masks', () => {
  it('counts bits of any 32-bit number', () => {
    expect([0, 1, 0b1011, 0xffffffff, 0x80000000, -1 >>> 0].map(bitCount)).toEqual([0, 1, 3, 32, 1, 32]);
  });

  it('counts the words two lists share among the words of the set, over several 32-bit parts', () => {
    const bitOf = new Map(Array.from({ length: 70 }, (_, i) => [i * 10, i] as [number, number]));
    const a = wordMask([0, 10, 330, 690, 5], bitOf, 70);
    const b = wordMask([10, 330, 690, 20, 5], bitOf, 70);
    expect(a.length).toBe(3);
    // 5 is outside the set; 10, 330 and 690 are shared.
    expect(sharedBits(a, b)).toBe(3);
    expect(sharedBits(a, wordMask([], bitOf, 70))).toBe(0);
  });
});
