/** A fingerprint kept by winnowing: a shingle's hash and the position of its shingle. */
export interface Fingerprint {
  hash: number;
  position: number;
}

/**
 * Winnowing (Schleimer, Wilkerson and Aiken, "Winnowing: local algorithms for document fingerprinting",
 * SIGMOD 2003): of every window of `window` consecutive hashes, keep the smallest (the rightmost on a tie),
 * each kept position once. Two texts that share a run of `window` hashes (window + shingle size - 1 words)
 * share the fingerprint that run's window selects, in both; a text shorter than one window keeps its
 * smallest hash. A monotone queue makes it one pass, O(n).
 */
export function winnow(hashes: readonly number[], window: number): Fingerprint[] {
  if (!Number.isInteger(window) || window < 1) throw new RangeError('window must be a whole number >= 1');
  const out: Fingerprint[] = [];
  if (hashes.length === 0) return out;
  const width = Math.min(window, hashes.length);
  // Positions whose hashes increase from front to back: the front is the current window's minimum.
  const queue = new Int32Array(hashes.length);
  let head = 0;
  let tail = 0;
  let last = -1;
  for (let i = 0; i < hashes.length; i += 1) {
    // '>=' drops an equal hash before it: on a tie the rightmost minimum wins. Either way the hash kept is the
    // window's minimum value, which is all the guarantee needs.
    while (tail > head && hashes[queue[tail - 1]!]! >= hashes[i]!) tail -= 1;
    queue[tail++] = i;
    if (queue[head]! <= i - width) head += 1;
    if (i >= width - 1 && queue[head] !== last) {
      last = queue[head]!;
      out.push({ hash: hashes[last]!, position: last });
    }
  }
  return out;
}
