/** A scored passage: its index in the indexed list and its BM25 score (> 0). */
export interface Bm25Hit {
  readonly index: number;
  readonly score: number;
}

export interface Bm25Options {
  /** Term-frequency saturation (default 1.2). */
  readonly k1?: number;
  /** Length normalisation (default 0.75). */
  readonly b?: number;
}

/** A query term with an optional weight (expansions weigh less than the words typed). */
export type Bm25QueryTerm = string | { readonly term: string; readonly weight: number };

/**
 * Okapi BM25 over short passages (sentences or paragraphs) given as lists of terms. Building is
 * linear in the number of terms; a query touches only the postings of its own terms.
 */
export class Bm25Index {
  readonly size: number;
  private readonly postings = new Map<string, { docs: number[]; tfs: number[] }>();
  private readonly lengths: Float64Array;
  private readonly averageLength: number;
  private readonly k1: number;
  private readonly b: number;

  constructor(passages: readonly (readonly string[])[], options: Bm25Options = {}) {
    this.k1 = options.k1 ?? 1.2;
    this.b = options.b ?? 0.75;
    this.size = passages.length;
    this.lengths = new Float64Array(passages.length);
    let total = 0;
    passages.forEach((terms, index) => {
      this.lengths[index] = terms.length;
      total += terms.length;
      const counts = new Map<string, number>();
      for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
      for (const [term, tf] of counts) {
        let posting = this.postings.get(term);
        if (!posting) {
          posting = { docs: [], tfs: [] };
          this.postings.set(term, posting);
        }
        posting.docs.push(index);
        posting.tfs.push(tf);
      }
    });
    this.averageLength = passages.length > 0 ? Math.max(1, total / passages.length) : 1;
  }

  /** Number of passages that contain the term. */
  documentFrequency(term: string): number {
    return this.postings.get(term)?.docs.length ?? 0;
  }

  /** Inverse document frequency, never negative (the "+1" form used by Lucene). */
  idf(term: string): number {
    const df = this.documentFrequency(term);
    return Math.log(1 + (this.size - df + 0.5) / (df + 0.5));
  }

  /** Scores of every passage for the query (0 where no term matches). */
  scores(query: readonly Bm25QueryTerm[]): Float64Array {
    const scores = new Float64Array(this.size);
    const weights = new Map<string, number>();
    for (const item of query) {
      const term = typeof item === 'string' ? item : item.term;
      const weight = typeof item === 'string' ? 1 : item.weight;
      weights.set(term, Math.max(weights.get(term) ?? 0, weight));
    }
    for (const [term, weight] of weights) {
      const posting = this.postings.get(term);
      if (!posting) continue;
      const idf = this.idf(term) * weight;
      for (let i = 0; i < posting.docs.length; i += 1) {
        const doc = posting.docs[i]!;
        const tf = posting.tfs[i]!;
        const norm = this.k1 * (1 - this.b + (this.b * this.lengths[doc]!) / this.averageLength);
        scores[doc]! += (idf * (tf * (this.k1 + 1))) / (tf + norm);
      }
    }
    return scores;
  }

  /** The best passages for the query, highest score first (ties: lower index first). */
  search(query: readonly Bm25QueryTerm[], limit = 10): Bm25Hit[] {
    const scores = this.scores(query);
    const hits: Bm25Hit[] = [];
    for (let i = 0; i < scores.length; i += 1) if (scores[i]! > 0) hits.push({ index: i, score: scores[i]! });
    hits.sort((a, b) => b.score - a.score || a.index - b.index);
    return hits.slice(0, limit);
  }
}
