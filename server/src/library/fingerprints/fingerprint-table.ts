/** Buckets of the sorted table, by the top bits of a 53-bit hash: a lookup searches one small bucket. */
const BUCKET_BITS = 18;
const BUCKETS = 2 ** BUCKET_BITS;
const BUCKET_DIVISOR = 2 ** (53 - BUCKET_BITS);
const bucketOf = (hash: number) => Math.floor(hash / BUCKET_DIVISOR);

/** Entries added since the last rebuild, past which the table is rebuilt (and never fewer than this). */
const MIN_PENDING = 50_000;

/**
 * Which documents hold which shingle hashes, for the documents marked above UNCLASS: a memory-lean table
 * (12 bytes an entry) that answers "who holds any of these hashes" for a 50,000-word text in a few
 * milliseconds. Entries sit in one array sorted by hash, bucketed by its top bits (built by counting, O(n));
 * a document changed or removed since marks its old entries dead, and new entries wait in a map until they
 * are many enough to be worth a rebuild, so a write costs its own entries and the rebuild is amortised.
 */
export class FingerprintTable {
  private hashes = new Float64Array(0);
  private owners = new Int32Array(0);
  /** Start of each bucket in `hashes`, and the end of the last. */
  private starts = new Int32Array(BUCKETS + 1);
  /** Entries not yet in the sorted arrays: hash -> documents (by number). */
  private pending = new Map<number, number[]>();
  private pendingCount = 0;
  /** Document by number; null once changed or removed (its entries are dead). */
  private ids: (string | null)[] = [];
  private numbers = new Map<string, number>();

  /**
   * A table of many documents at once (the first load): their entries are appended to flat arrays and sorted
   * once, never held in the map of new entries (which would cost several times the memory at 100,000s of
   * documents).
   */
  static builder(): { add(id: string, hashes: readonly number[]): void; build(): FingerprintTable } {
    let hashes = new Float64Array(1 << 16);
    let owners = new Int32Array(1 << 16);
    let count = 0;
    const ids: string[] = [];
    return {
      add(id, list) {
        while (count + list.length > hashes.length) {
          const grown = new Float64Array(hashes.length * 2);
          grown.set(hashes);
          hashes = grown;
          const grownOwners = new Int32Array(owners.length * 2);
          grownOwners.set(owners);
          owners = grownOwners;
        }
        const number = ids.length;
        ids.push(id);
        for (const hash of list) {
          hashes[count] = hash;
          owners[count] = number;
          count += 1;
        }
      },
      build() {
        const table = new FingerprintTable();
        table.hashes = hashes.subarray(0, count);
        table.owners = owners.subarray(0, count);
        table.ids = ids;
        table.rebuild();
        return table;
      },
    };
  }

  /** Documents held, and entries (live or dead) in the table. */
  get figures(): { documents: number; entries: number } {
    return { documents: this.numbers.size, entries: this.hashes.length + this.pendingCount };
  }

  /** Sets a document's hashes (replacing any it had). */
  upsert(id: string, hashes: readonly number[]): void {
    this.remove(id);
    const number = this.ids.length;
    this.ids.push(id);
    this.numbers.set(id, number);
    for (const hash of hashes) {
      const list = this.pending.get(hash);
      if (list) list.push(number);
      else this.pending.set(hash, [number]);
    }
    this.pendingCount += hashes.length;
    if (this.pendingCount > Math.max(MIN_PENDING, this.hashes.length / 4)) this.rebuild();
  }

  remove(id: string): void {
    const number = this.numbers.get(id);
    if (number === undefined) return;
    this.ids[number] = null;
    this.numbers.delete(id);
  }

  /** The documents holding at least one of `hashes`. */
  holders(hashes: Iterable<number>): Set<string> {
    const out = new Set<string>();
    const add = (number: number) => {
      const id = this.ids[number];
      if (id) out.add(id);
    };
    for (const hash of hashes) {
      const bucket = bucketOf(hash);
      let lo = this.starts[bucket]!;
      let hi = this.starts[bucket + 1]!;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.hashes[mid]! < hash) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < this.hashes.length && this.hashes[i] === hash; i += 1) add(this.owners[i]!);
      const waiting = this.pending.get(hash);
      if (waiting) for (const number of waiting) add(number);
    }
    return out;
  }

  /**
   * Sorts every live entry into one array (dead ones dropped, documents renumbered): a counting sort by
   * bucket, then each bucket (a few dozen entries) sorted in place.
   */
  rebuild(): void {
    const renumber = new Int32Array(this.ids.length).fill(-1);
    const ids: string[] = [];
    this.ids.forEach((id, number) => {
      if (id !== null) {
        renumber[number] = ids.length;
        ids.push(id);
      }
    });
    const counts = new Int32Array(BUCKETS + 1);
    let total = 0;
    const each = (visit: (hash: number, number: number) => void) => {
      for (let i = 0; i < this.hashes.length; i += 1) {
        const number = renumber[this.owners[i]!]!;
        if (number >= 0) visit(this.hashes[i]!, number);
      }
      for (const [hash, list] of this.pending)
        for (const old of list) {
          const number = renumber[old]!;
          if (number >= 0) visit(hash, number);
        }
    };
    each((hash) => {
      counts[bucketOf(hash) + 1]! += 1;
      total += 1;
    });
    for (let b = 0; b < BUCKETS; b += 1) counts[b + 1]! += counts[b]!;
    const starts = counts.slice();
    const hashes = new Float64Array(total);
    const owners = new Int32Array(total);
    each((hash, number) => {
      const at = counts[bucketOf(hash)]!++;
      hashes[at] = hash;
      owners[at] = number;
    });
    for (let b = 0; b < BUCKETS; b += 1) sortRange(hashes, owners, starts[b]!, starts[b + 1]!);
    this.hashes = hashes;
    this.owners = owners;
    this.starts = starts;
    this.pending = new Map();
    this.pendingCount = 0;
    this.ids = ids;
    this.numbers = new Map(ids.map((id, number) => [id, number]));
  }
}

/** Insertion sort of one bucket by hash (buckets are small), moving each entry's document with it. */
function sortRange(hashes: Float64Array, owners: Int32Array, from: number, to: number): void {
  for (let i = from + 1; i < to; i += 1) {
    const hash = hashes[i]!;
    const owner = owners[i]!;
    let j = i - 1;
    while (j >= from && hashes[j]! > hash) {
      hashes[j + 1] = hashes[j]!;
      owners[j + 1] = owners[j]!;
      j -= 1;
    }
    hashes[j + 1] = hash;
    owners[j + 1] = owner;
  }
}
