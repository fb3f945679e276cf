import { ASCII_FOLD } from './confusable-skeleton';
import { foldCharacterAt, plainForFingerprint } from './fingerprint-text';

/** Words in a row that count as text taken from another document: a shorter phrase can be common. */
export const SHINGLE_WORDS = 8;

/** The murmur3 finaliser: spreads every input bit over the 32 bits of the result. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Two independent 32-bit hashes of each word, in order. */
interface WordLanes {
  a: Uint32Array;
  b: Uint32Array;
  count: number;
}

const FNV_PRIME = 0x01000193;
const OFFSET_A = 0x811c9dc5;
const OFFSET_B = 0x2f8e1a5b;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** ASCII letters and digits. */
const ASCII_WORD = (() => {
  const table = new Uint8Array(128);
  for (let code = 0; code < 128; code += 1)
    table[code] = /[a-zA-Z0-9]/.test(String.fromCharCode(code)) ? 1 : 0;
  return table;
})();

/** ASCII letters and digits that fold to themselves (all but the capitals, 'i', 'm', '0' and '1'). */
const ASCII_FOLD_SELF = ASCII_WORD.map((word, code) =>
  word === 1 && ASCII_FOLD[code] === String.fromCharCode(code) ? 1 : 0,
);

/**
 * Hashes the words of a text while folding it (fingerprint-text.ts): FNV-1a over the UTF-16 units of each
 * run of letters and digits, in two lanes with different offsets, without making a string of the text or of
 * its words, so that a 100-page text is hashed in one pass over its characters.
 */
class WordLaneWriter {
  readonly a: Uint32Array;
  readonly b: Uint32Array;
  count = 0;
  private ha = OFFSET_A;
  private hb = OFFSET_B;
  private inWord = false;

  constructor(capacity: number) {
    this.a = new Uint32Array(capacity);
    this.b = new Uint32Array(capacity);
  }

  unit(code: number): void {
    this.ha = Math.imul(this.ha ^ code, FNV_PRIME);
    this.hb = Math.imul(this.hb ^ code, FNV_PRIME);
    this.inWord = true;
  }

  /** A character outside every word: the word before it, if any, ends. */
  boundary(): void {
    if (!this.inWord) return;
    this.a[this.count] = mix(this.ha);
    this.b[this.count] = mix(this.hb);
    this.count += 1;
    this.ha = OFFSET_A;
    this.hb = OFFSET_B;
    this.inWord = false;
  }

  /** A folded character or string (whose letters and digits extend the word, anything else ends it). */
  folded(text: string): void {
    for (let k = 0; k < text.length; k += 1) {
      const code = text.charCodeAt(k);
      if (code < 128 ? ASCII_WORD[code] === 1 : isLetterOrDigit(text, k, code)) this.unit(code);
      else if (code < 0xdc00 || code > 0xdfff) this.boundary();
    }
  }
}

/** Whether the character at `k` (a surrogate pair tested whole) is a letter or a digit. */
function isLetterOrDigit(text: string, k: number, code: number): boolean {
  if (code >= 0xdc00 && code <= 0xdfff) return k > 0 && LETTER_OR_DIGIT.test(text.slice(k - 1, k + 1));
  if (code >= 0xd800 && code <= 0xdbff) return LETTER_OR_DIGIT.test(text.slice(k, k + 2));
  return LETTER_OR_DIGIT.test(text[k]!);
}

function wordLanesOf(text: string): WordLanes {
  const plain = plainForFingerprint(text);
  const lanes = new WordLaneWriter(Math.ceil(plain.length / 2) + 1);
  for (let i = 0; i < plain.length;) {
    const code = plain.charCodeAt(i);
    // Plain lower-case letters and digits (most of a text) fold to themselves except 'i', 'm' and '0', '1'.
    if (code < 128 && ASCII_FOLD_SELF[code] === 1) {
      lanes.unit(code);
      i += 1;
      continue;
    }
    const [folded, units] = foldCharacterAt(plain, i);
    lanes.folded(folded);
    i += units;
  }
  lanes.boundary();
  return lanes;
}

/** Bits of the first lane kept: with the 32 of the second, 53, which a JavaScript number and a bigint hold exactly. */
const HIGH_BITS = 2 ** 21;

/**
 * Each run of `size` words hashed from its words' hashes in order (the same words in another order hash
 * differently): 53 bits, so that two different runs meet by chance about once in 10^15 comparisons.
 */
function runHashes({ a, b, count }: WordLanes, size: number): number[] {
  const runs = count - size + 1;
  if (runs <= 0) return [];
  const out = new Array<number>(runs);
  for (let i = 0; i < runs; i += 1) {
    let x = 0x9e3779b9;
    let y = 0x7f4a7c15;
    for (let j = i; j < i + size; j += 1) {
      x = mix(Math.imul(x, 31) ^ a[j]!);
      y = mix(Math.imul(y, 37) ^ b[j]!);
    }
    out[i] = (x % HIGH_BITS) * 0x1_0000_0000 + y;
  }
  return out;
}

/** The hash of every run of `size` words (SHINGLE_WORDS by default) of a list of normalised words. */
export function shingleHashes(words: readonly string[], size = SHINGLE_WORDS): number[] {
  return runHashes(wordLanesOf(words.join(' ')), size);
}

/**
 * The hash of every run of SHINGLE_WORDS words of a text, after normalizeForFingerprint, in order (a text of
 * fewer words has none). Equal to shingleHashes(fingerprintWords(text)), without the words as strings.
 */
export function textShingleHashes(text: string, size = SHINGLE_WORDS): number[] {
  return runHashes(wordLanesOf(text), size);
}
