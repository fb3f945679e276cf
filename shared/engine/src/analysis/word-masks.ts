/**
 * Small sets of words as bit masks: the words of a set each get a bit, a subset is a few 32-bit
 * numbers, and the size of the intersection of two subsets is a count of bits. For comparing many
 * short word lists drawn from the same few words.
 */

/** Bits set in a 32-bit number. */
export function bitCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  v = (v + (v >>> 4)) & 0x0f0f0f0f;
  return Math.imul(v, 0x01010101) >>> 24;
}

/** How many words two masks of the same word set share. */
export function sharedBits(a: Uint32Array, b: Uint32Array): number {
  let shared = 0;
  for (let k = 0; k < a.length; k += 1) shared += bitCount(a[k]! & b[k]!);
  return shared;
}

/**
 * The mask of `words` over a word set given as word -> bit; words outside the set are left out.
 * `bits` is the size of the set.
 */
export function wordMask(
  words: Iterable<number>,
  bitOf: ReadonlyMap<number, number>,
  bits: number,
): Uint32Array {
  const mask = new Uint32Array(Math.ceil(bits / 32));
  for (const word of words) {
    const bit = bitOf.get(word);
    if (bit !== undefined) mask[bit >>> 5]! |= 1 << (bit & 31);
  }
  return mask;
}
