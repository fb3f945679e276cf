/**
 * 32-bit FNV-1a over a slice of a string, continuing from `seed`, followed by the MurmurHash3
 * finaliser so that the low bits (the vector index) and the high bit (the sign) are independent.
 * Working on slices avoids building a substring for every character n-gram.
 */
export function hashSlice(text: string, start: number, end: number, seed: number): number {
  let h = seed >>> 0;
  for (let i = start; i < end; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Feeds one character code into a running FNV-1a hash (used to join words into a bigram). */
export function hashChar(h: number, code: number): number {
  return Math.imul((h ^ code) >>> 0, 0x01000193) >>> 0;
}

/** MurmurHash3 finaliser: spreads every input bit over the whole word. */
export function mix(h: number): number {
  let x = h >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

export const FNV_OFFSET = 0x811c9dc5;
