/** A fused result: the id and its summed reciprocal-rank score. */
export interface FusedResult {
  readonly id: string;
  readonly score: number;
}

export interface FusionOptions {
  /** Damping constant of reciprocal rank fusion; 60 is the value of the original paper. */
  readonly k?: number;
  /** One weight per list (default 1 each). */
  readonly weights?: readonly number[];
}

/**
 * Reciprocal rank fusion (Cormack et al. 2009): each list gives an id 1 / (k + rank), summed over
 * lists. Ties are broken by the best single rank, then by id, so the order is deterministic.
 */
export function reciprocalRankFusion(
  lists: readonly (readonly string[])[],
  options: FusionOptions = {},
): FusedResult[] {
  const k = options.k ?? 60;
  const scores = new Map<string, { score: number; best: number }>();
  lists.forEach((list, listIndex) => {
    const weight = options.weights?.[listIndex] ?? 1;
    const seen = new Set<string>();
    list.forEach((id, rank) => {
      if (seen.has(id)) return;
      seen.add(id);
      const entry = scores.get(id) ?? { score: 0, best: Number.POSITIVE_INFINITY };
      entry.score += weight / (k + rank + 1);
      entry.best = Math.min(entry.best, rank);
      scores.set(id, entry);
    });
  });
  return [...scores.entries()]
    .sort(
      (a, b) => b[1].score - a[1].score || a[1].best - b[1].best || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0),
    )
    .map(([id, { score }]) => ({ id, score }));
}
