/** A growable list of (document slot, term frequency) pairs in typed arrays: 6 bytes a posting. */
export class Postings {
  docs: Int32Array;
  tfs: Uint16Array;
  size = 0;

  constructor(capacity = 4) {
    this.docs = new Int32Array(capacity);
    this.tfs = new Uint16Array(capacity);
  }

  push(slot: number, tf: number): void {
    if (this.size === this.docs.length) {
      const capacity = this.size * 2;
      const docs = new Int32Array(capacity);
      docs.set(this.docs);
      const tfs = new Uint16Array(capacity);
      tfs.set(this.tfs);
      this.docs = docs;
      this.tfs = tfs;
    }
    this.docs[this.size] = slot;
    this.tfs[this.size] = tf;
    this.size += 1;
  }
}

/** The best `k` of scored slots, highest first (ties: lower slot first), by a bounded min-heap. */
export function topK(
  slots: Int32Array,
  count: number,
  scoreOf: Float64Array,
  k: number,
  accept: (slot: number) => boolean,
): number[] {
  const heap: number[] = [];
  // Worse-than: lower score, or the same score and a higher slot.
  const worse = (a: number, b: number) => scoreOf[a]! < scoreOf[b]! || (scoreOf[a] === scoreOf[b] && a > b);
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && worse(heap[l]!, heap[m]!)) m = l;
      if (r < heap.length && worse(heap[r]!, heap[m]!)) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (let i = 0; i < count; i += 1) {
    const slot = slots[i]!;
    if (heap.length === k && !worse(heap[0]!, slot)) continue;
    if (!accept(slot)) continue;
    if (heap.length < k) {
      heap.push(slot);
      for (let c = heap.length - 1; c > 0;) {
        const p = (c - 1) >> 1;
        if (!worse(heap[c]!, heap[p]!)) break;
        [heap[c], heap[p]] = [heap[p]!, heap[c]!];
        c = p;
      }
    } else {
      heap[0] = slot;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0));
}
