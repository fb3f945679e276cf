import { sharedBits, wordMask } from './word-masks';

/**
 * Pairing of facts (figures, dates) across documents: each fact with its closest counterpart in
 * every other document, by the context words they share. What contradictions are made of.
 */

/** A value stated in a sentence, with the words around it that say what it is about. */
export interface Fact<T> {
  readonly sentence: number;
  readonly doc: number;
  /** Only facts of the same bucket (the unit) are compared. */
  readonly bucket: string;
  /** Stemmed context words, no repeats. */
  readonly context: readonly string[];
  /** The value as shown. */
  readonly value: string;
  readonly start: number;
  readonly end: number;
  /** The value as compared. */
  readonly raw: T;
}

/** Two facts of different documents about the same thing whose values differ (indexes into the facts). */
export interface FactPair {
  readonly a: number;
  readonly b: number;
  /** Jaccard similarity of their contexts. */
  readonly closeness: number;
}

export interface PairOptions<T> {
  readonly differs: (a: T, b: T) => boolean;
  /** Context words two facts must share to be about the same thing. */
  readonly minShared: number;
  /** And the Jaccard similarity of their contexts at least. */
  readonly minJaccard: number;
  /** At most this many pairs, the closest first. */
  readonly limit: number;
}

// A word shared by more facts than this is too common to find counterparts through.
const MAX_BUCKET = 100;

/**
 * The facts' context words as numbers (one per distinct word), so that counting the words two
 * facts share compares numbers, not strings.
 */
function numberedContexts<T>(facts: readonly Fact<T>[]): Int32Array[] {
  const ids = new Map<string, number>();
  return facts.map((f) =>
    Int32Array.from(f.context, (term) => {
      let id = ids.get(term);
      if (id === undefined) ids.set(term, (id = ids.size));
      return id;
    }),
  );
}

/**
 * Each fact's common words as a mask over its bucket's common words: a few words, held by most facts
 * of the bucket, that two facts share or not; counted for every candidate, they are counted in bits.
 */
function commonWordMasks<T>(
  facts: readonly Fact<T>[],
  contexts: readonly Int32Array[],
  index: ReadonlyMap<string, ReadonlyMap<number, readonly number[]>>,
): Uint32Array[] {
  // Per bucket, each common word's bit.
  const bits = new Map<string, Map<number, number>>();
  for (const [bucket, byWord] of index) {
    const bitOf = new Map<number, number>();
    for (const [word, list] of byWord) if (list.length > MAX_BUCKET) bitOf.set(word, bitOf.size);
    bits.set(bucket, bitOf);
  }
  return facts.map((f, i) => {
    const bitOf = bits.get(f.bucket)!;
    return wordMask(contexts[i]!, bitOf, bitOf.size);
  });
}

/** For each bucket, each context word with the facts (ascending) whose context holds it. */
function factIndex<T>(
  facts: readonly Fact<T>[],
  contexts: readonly Int32Array[],
): Map<string, Map<number, number[]>> {
  const index = new Map<string, Map<number, number[]>>();
  facts.forEach((f, i) => {
    let byWord = index.get(f.bucket);
    if (!byWord) index.set(f.bucket, (byWord = new Map()));
    for (const word of contexts[i]!) {
      const list = byWord.get(word);
      if (list) list.push(i);
      else byWord.set(word, [i]);
    }
  });
  return index;
}

/**
 * The `limit` largest of the numbers it is shown (a min-heap): the smallest of them is the least a
 * number must be to still be among the `limit` largest.
 */
class TopValues {
  private readonly heap: Float64Array;
  private size = 0;

  constructor(private readonly limit: number) {
    this.heap = new Float64Array(limit);
  }

  /** The least a value must be to be among the largest: -Infinity until `limit` values are in. */
  floor(): number {
    return this.size < this.limit ? -Infinity : this.heap[0]!;
  }

  add(value: number): void {
    const { heap } = this;
    if (this.size < this.limit) {
      let i = this.size;
      this.size += 1;
      while (i > 0 && heap[(i - 1) >> 1]! > value) {
        heap[i] = heap[(i - 1) >> 1]!;
        i = (i - 1) >> 1;
      }
      heap[i] = value;
      return;
    }
    if (value <= heap[0]!) return;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.size) break;
      const child = left + 1 < this.size && heap[left + 1]! < heap[left]! ? left + 1 : left;
      if (heap[child]! >= value) break;
      heap[i] = heap[child]!;
      i = child;
    }
    heap[i] = value;
  }
}

/** Sorts short lists by length, stably (insertion sort: a fact has a handful of words). */
function sortByLength(lists: Array<readonly number[]>): void {
  for (let k = 1; k < lists.length; k += 1) {
    const list = lists[k]!;
    let m = k - 1;
    while (m >= 0 && lists[m]!.length > list.length) {
      lists[m + 1] = lists[m]!;
      m -= 1;
    }
    lists[m + 1] = list;
  }
}

/**
 * Finds the pairs: visits facts and candidates and keeps, per fact, the closest candidate of each
 * other document. The scratch arrays are allocated once and left clean after each fact.
 */
class PairFinder<T> {
  private readonly contexts: Int32Array[];
  private readonly index: Map<string, Map<number, number[]>>;
  private readonly docs: Int32Array;
  /** Shared rare words per candidate fact. */
  private readonly hits: Int32Array;
  /** Each fact's common words (those of more than MAX_BUCKET facts of its bucket) as a mask. */
  private readonly commonMasks: Uint32Array[];
  /** Per document, the closest candidate so far (-1: none) and its closeness. */
  private readonly bestJ: Int32Array;
  private readonly bestCloseness: Float64Array;

  constructor(
    private readonly facts: readonly Fact<T>[],
    private readonly options: PairOptions<T>,
  ) {
    this.contexts = numberedContexts(facts);
    this.index = factIndex(facts, this.contexts);
    this.docs = Int32Array.from(facts, (f) => f.doc);
    this.hits = new Int32Array(facts.length);
    this.commonMasks = commonWordMasks(facts, this.contexts, this.index);
    const docCount = facts.reduce((most, f) => Math.max(most, f.doc + 1), 0);
    this.bestJ = new Int32Array(docCount).fill(-1);
    this.bestCloseness = new Float64Array(docCount);
  }

  /**
   * The pairs of differing facts, each once, in the order found, that may be among the `limit`
   * closest: a pair less close than `limit` pairs found before it cannot be, and is not kept (most
   * pairs of a large selection are of that kind).
   */
  pairs(limit: number): FactPair[] {
    const { facts } = this;
    const found: FactPair[] = [];
    const top = new TopValues(limit);
    // A pair is met twice when each fact is the other's closest. Facts are taken in order, so the
    // pair was found before exactly when the earlier fact took the later one: `claimedBy` lists, for
    // each fact still to come, the earlier facts that took it, and `claimed` marks them while the
    // fact is being paired (numbers in arrays, where a set of every pair found was a tenth of the time).
    const claimedBy: Array<number[] | undefined> = [];
    const claimed = new Uint8Array(facts.length);
    for (let i = 0; i < facts.length; i += 1) {
      const f = facts[i]!;
      const earlier = claimedBy[i];
      if (earlier) for (const j of earlier) claimed[j] = 1;
      // Each fact is compared with its closest counterpart in every other document (most shared
      // words): a different value there is a contradiction; the same value means that document agrees.
      for (const doc of this.closestByDocument(i)) {
        const j = this.bestJ[doc]!;
        const closeness = this.bestCloseness[doc]!;
        this.bestJ[doc] = -1;
        if ((j < i && claimed[j] === 1) || !this.options.differs(f.raw, facts[j]!.raw)) continue;
        if (j > i) (claimedBy[j] ??= []).push(i);
        if (closeness < top.floor()) continue;
        top.add(closeness);
        found.push({ a: i, b: j, closeness });
      }
      if (earlier) {
        for (const j of earlier) claimed[j] = 0;
        claimedBy[i] = undefined;
      }
    }
    return found;
  }

  /**
   * Fills `bestJ` and `bestCloseness` for fact `i` and returns the documents that got a candidate,
   * in the order their first candidate was met.
   */
  private closestByDocument(i: number): number[] {
    const { contexts, docs, bestJ, bestCloseness } = this;
    const { minShared, minJaccard } = this.options;
    const size = contexts[i]!.length;
    const met: number[] = [];
    this.forEachCandidate(i, (j, shared) => {
      const doc = docs[j]!;
      // Contexts hold no repeats, so the union is the two sizes less what they share.
      const closeness = shared / (size + contexts[j]!.length - shared);
      if (shared < minShared || closeness < minJaccard) return;
      const best = bestJ[doc]!;
      if (best === -1) met.push(doc);
      const current = bestCloseness[doc]!;
      if (best === -1 || closeness > current || (closeness === current && j < best)) {
        bestJ[doc] = j;
        bestCloseness[doc] = closeness;
      }
    });
    return met;
  }

  /**
   * Calls `visit` with each fact of another document that fact `i` is compared with and the number
   * of context words the two share, in the order they are first met. Candidates come through the
   * rarer words: a word shared by very many facts finds nothing specific and would make the work
   * quadratic. The shared words are counted while the rare lists are walked (a fact met through k
   * rare words shares those k); the common words are counted in bits.
   */
  private forEachCandidate(i: number, visit: (j: number, shared: number) => void): void {
    const { docs, hits, commonMasks } = this;
    const own = this.contexts[i]!;
    if (own.length === 0) return;
    const doc = docs[i]!;
    const mask = commonMasks[i]!;
    const byWord = this.index.get(this.facts[i]!.bucket)!;
    const lists: Array<readonly number[]> = [];
    for (const word of own) lists.push(byWord.get(word)!);
    sortByLength(lists);
    if (lists[0]!.length > MAX_BUCKET) {
      // Every word is common: the first facts of the least common one stand in.
      const first = lists[0]!;
      for (let k = 0; k < MAX_BUCKET; k += 1) {
        const j = first[k]!;
        if (j !== i && docs[j] !== doc) visit(j, sharedBits(mask, commonMasks[j]!));
      }
      return;
    }
    const order: number[] = [];
    let common = false;
    for (const list of lists) {
      if (list.length > MAX_BUCKET) {
        common = true;
        continue;
      }
      for (const j of list) {
        if (j === i || docs[j] === doc) continue;
        if (hits[j] === 0) order.push(j);
        hits[j]! += 1;
      }
    }
    for (const j of order) {
      const shared = hits[j]! + (common ? sharedBits(mask, commonMasks[j]!) : 0);
      hits[j] = 0;
      visit(j, shared);
    }
  }
}

/**
 * The `limit` closest pairs, closest first, then by place. Only pairs as close as the limit-th
 * closest can be among them, so the rest are dropped before the sort, which orders a few hundred
 * pairs at most.
 */
function closestPairs<T>(facts: readonly Fact<T>[], found: readonly FactPair[], limit: number): FactPair[] {
  const top = new TopValues(limit);
  for (const p of found) top.add(p.closeness);
  const cut = top.floor();
  return found
    .filter((p) => p.closeness >= cut)
    .sort(
      (x, y) =>
        y.closeness - x.closeness ||
        facts[x.a]!.sentence - facts[y.a]!.sentence ||
        facts[x.b]!.sentence - facts[y.b]!.sentence ||
        facts[x.a]!.start - facts[y.a]!.start,
    )
    .slice(0, limit);
}

/**
 * Pairs each fact with its closest counterpart (most shared context words) in every other
 * document and keeps the pairs whose values differ: at most `limit`, the closest first.
 */
export function differingPairs<T>(facts: readonly Fact<T>[], options: PairOptions<T>): FactPair[] {
  if (options.limit <= 0) return [];
  return closestPairs(facts, new PairFinder(facts, options).pairs(options.limit), options.limit);
}
