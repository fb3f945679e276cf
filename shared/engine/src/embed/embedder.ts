/**
 * Turns texts into vectors of a fixed dimension. The built-in implementation is `HashingEmbedder`;
 * the server may provide another one (an OpenAI-compatible endpoint) with the same shape.
 */
export interface Embedder {
  /** Stable identifier of the model and its settings: vectors of different ids are not comparable. */
  readonly id: string;
  readonly dimension: number;
  /** One vector per text, in order. */
  embed(texts: readonly string[]): Promise<number[][]>;
}

/**
 * Cosine similarity of two vectors of the same length, in [-1, 1]; 0 when either is all zeros.
 * @throws when the lengths differ (vectors from different embedders).
 */
export function cosineSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) {
    throw new Error(`Cannot compare vectors of different dimensions (${a.length} and ${b.length}).`);
  }
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  if (normA === 0 || normB === 0) return 0;
  return dot / Math.sqrt(normA * normB);
}

/** Dot product: equals the cosine for vectors that are already L2-normalised (ours are). */
export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}
