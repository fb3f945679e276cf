import { BoundedCache } from '../cache/bounded-cache';
import { stem } from '../text/stem';
import { STOP_WORDS } from '../text/stop-words';
import { lowerWords } from '../text/tokenize';
import type { Embedder } from './embedder';
import { FNV_OFFSET, hashChar, hashSlice, mix } from './hash';

export interface HashingEmbedderOptions {
  /** Vector length; at least 64. Default 384. */
  readonly dimension?: number;
}

/** Default vector length of the built-in embedder. */
export const DEFAULT_EMBEDDING_DIMENSION = 384;

// Each kind of feature hashes from its own seed so that a word and a character n-gram with the same
// letters do not collide on purpose.
const SEED_WORD = mix(FNV_OFFSET ^ 0x57);
const SEED_BIGRAM = mix(FNV_OFFSET ^ 0x42);
const SEED_CHAR = mix(FNV_OFFSET ^ 0x43);

// Relative weights of the feature kinds: words carry the topic, bigrams the phrasing, character
// n-grams catch spelling variants and inflections that stemming misses.
const WEIGHT_WORD = 1;
const WEIGHT_BIGRAM = 0.6;
const WEIGHT_CHARS = 0.5;
const CHAR_NGRAMS = [3, 4] as const;
// Sub-linear frequency: a word said ten times is not ten times as relevant.
function frequency(count: number): number {
  return count > 1 ? 1 + Math.log(count) : 1;
}

/**
 * Deterministic embedder that needs no model: signed feature hashing of stemmed word unigrams,
 * bigrams of neighbouring content words and character 3- and 4-grams of each word, with sub-linear
 * term frequency, L2-normalised. Same text, same vector, on every machine.
 */
export class HashingEmbedder implements Embedder {
  readonly id: string;
  readonly dimension: number;

  constructor(options: HashingEmbedderOptions = {}) {
    const dimension = options.dimension ?? DEFAULT_EMBEDDING_DIMENSION;
    if (!Number.isInteger(dimension) || dimension < 64) {
      throw new Error(`The embedding dimension must be an integer of at least 64 (got ${dimension}).`);
    }
    this.dimension = dimension;
    this.id = `builtin-hash-v1-${dimension}`;
  }

  embed(texts: readonly string[]): Promise<number[][]> {
    return Promise.resolve(texts.map((text) => Array.from(this.embedOne(text))));
  }

  /** Synchronous form for callers that embed many short passages in a loop. */
  embedOne(text: string): Float64Array {
    const words = new Map<string, number>();
    const stems = new Map<string, number>();
    const bigrams = new Map<number, number>();
    let previous: string | undefined;
    for (const word of lowerWords(text)) {
      if (STOP_WORDS.has(word)) {
        previous = undefined;
        continue;
      }
      const key = stem(word);
      words.set(word, (words.get(word) ?? 0) + 1);
      stems.set(key, (stems.get(key) ?? 0) + 1);
      if (previous !== undefined) {
        const h = hashSlice(
          key,
          0,
          key.length,
          hashChar(hashSlice(previous, 0, previous.length, SEED_BIGRAM), 32),
        );
        bigrams.set(h, (bigrams.get(h) ?? 0) + 1);
      }
      previous = key;
    }
    const vector = new Float64Array(this.dimension);
    for (const [key, count] of stems) {
      this.addHash(vector, hashSlice(key, 0, key.length, SEED_WORD), WEIGHT_WORD * frequency(count));
    }
    for (const [hash, count] of bigrams) this.addHash(vector, hash, WEIGHT_BIGRAM * frequency(count));
    for (const [word, count] of words) {
      const slots = this.charSlots(word);
      const weight = (WEIGHT_CHARS / Math.sqrt(slots.length)) * frequency(count);
      for (const slot of slots) {
        if (slot > 0) vector[slot - 1]! += weight;
        else vector[-slot - 1]! -= weight;
      }
    }
    let norm = 0;
    for (let i = 0; i < vector.length; i += 1) norm += vector[i]! * vector[i]!;
    if (norm > 0) {
      const scale = 1 / Math.sqrt(norm);
      for (let i = 0; i < vector.length; i += 1) vector[i]! *= scale;
    }
    return vector;
  }

  private addHash(vector: Float64Array, hash: number, weight: number): void {
    const h = mix(hash);
    vector[(h & 0x7fffffff) % this.dimension]! += h & 0x80000000 ? -weight : weight;
  }

  // Words repeat (Zipf), so the signed slots of a word's character n-grams are computed once and
  // kept: index + 1, negative for a negative sign.
  private readonly slotCache = new BoundedCache<string, Int32Array>(100_000);

  private charSlots(word: string): Int32Array {
    return this.slotCache.get(word, () => this.computeCharSlots(word));
  }

  private computeCharSlots(word: string): Int32Array {
    const padded = `<${word}>`;
    const list: number[] = [];
    for (const n of CHAR_NGRAMS) {
      for (let i = 0; i + n <= padded.length; i += 1) {
        const h = mix(hashSlice(padded, i, i + n, SEED_CHAR));
        const slot = ((h & 0x7fffffff) % this.dimension) + 1;
        list.push(h & 0x80000000 ? -slot : slot);
      }
    }
    return Int32Array.from(list);
  }
}
