/**
 * Values computed once for a key and kept for the next time they are asked for, in a map that is emptied
 * when it holds `limit` entries: memory stays bounded, and the keys that keep coming back (the words of a
 * vocabulary, the sentences of the library) are soon kept again.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  /** The value kept for `key`, else the one `compute` gives, which is kept. */
  get(key: K, compute: () => V): V {
    let value = this.entries.get(key);
    if (value === undefined) {
      value = compute();
      if (this.entries.size >= this.limit) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
