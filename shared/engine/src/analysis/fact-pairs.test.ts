import { differingPairs, type Fact, type FactPair, type PairOptions } from './fact-pairs';

// The pairing as first written (every candidate compared word by word, a set of pairs seen, every
// pair sorted): the indexed version must give exactly its pairs, in its order.
function reference<T>(facts: readonly Fact<T>[], options: PairOptions<T>): FactPair[] {
  const MAX_BUCKET = 100;
  const index = new Map<string, number[]>();
  facts.forEach((f, i) => {
    for (const term of f.context) {
      const key = `${f.bucket}|${term}`;
      index.set(key, [...(index.get(key) ?? []), i]);
    }
  });
  const found: FactPair[] = [];
  const seen = new Set<string>();
  facts.forEach((f, i) => {
    const lists = f.context.map((t) => index.get(`${f.bucket}|${t}`)!).sort((a, b) => a.length - b.length);
    const rare = lists.filter((l) => l.length <= MAX_BUCKET);
    const candidates = new Set<number>();
    for (const list of rare.length > 0 ? rare : lists.slice(0, 1)) {
      for (const j of list.slice(0, MAX_BUCKET)) if (j !== i && facts[j]!.doc !== f.doc) candidates.add(j);
    }
    const own = new Set(f.context);
    const closest = new Map<number, { j: number; closeness: number }>();
    for (const j of candidates) {
      const g = facts[j]!;
      const shared = g.context.filter((t) => own.has(t)).length;
      const closeness = shared / (f.context.length + g.context.length - shared);
      if (shared < options.minShared || closeness < options.minJaccard) continue;
      const best = closest.get(g.doc);
      if (!best || closeness > best.closeness || (closeness === best.closeness && j < best.j))
        closest.set(g.doc, { j, closeness });
    }
    for (const { j, closeness } of closest.values()) {
      const pair = i < j ? `${i}:${j}` : `${j}:${i}`;
      if (seen.has(pair) || !options.differs(f.raw, facts[j]!.raw)) continue;
      seen.add(pair);
      found.push({ a: i, b: j, closeness });
    }
  });
  return found
    .sort(
      (x, y) =>
        y.closeness - x.closeness ||
        facts[x.a]!.sentence - facts[y.a]!.sentence ||
        facts[x.b]!.sentence - facts[y.b]!.sentence ||
        facts[x.a]!.start - facts[y.a]!.start,
    )
    .slice(0, options.limit);
}

// Deterministic pseudo-random numbers (mulberry32).
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Facts drawn from a small vocabulary (so that some words are held by more than 100 facts and others
// by a few), a few units and a few values (so that many pairs agree and many differ).
function facts(seed: number, count: number, docs: number, vocabulary: number): Fact<number>[] {
  const next = random(seed);
  const out: Fact<number>[] = [];
  for (let i = 0; i < count; i += 1) {
    const context = new Set<string>();
    const size = 2 + Math.floor(next() * 9);
    // Skewed towards the first words, as real contexts are.
    while (context.size < size) context.add(`w${Math.floor(vocabulary * next() ** 3)}`);
    out.push({
      sentence: i,
      doc: Math.floor((i * docs) / count),
      bucket: ['%', 'day', 'ton'][Math.floor(next() * 3)]!,
      context: [...context],
      value: String(i),
      start: 0,
      end: 1,
      raw: Math.floor(next() * 4),
    });
  }
  return out;
}

const differs = (a: number, b: number) => a !== b;

describe('differingPairs', () => {
  it.each([
    [1, 60, 6, 20, 100],
    [2, 900, 40, 60, 100],
    [3, 1500, 100, 200, 100],
    [4, 1500, 100, 40, 25],
    [5, 400, 400, 30, 100],
  ])(
    'gives the pairs of the word-by-word pairing (seed %i, %i facts in %i documents)',
    (seed, count, docs, vocabulary, limit) => {
      const list = facts(seed, count, docs, vocabulary);
      for (const [minShared, minJaccard] of [
        [2, 0.3],
        [3, 0.3],
        [1, 0],
      ] as const) {
        const options = { differs, minShared, minJaccard, limit };
        expect(differingPairs(list, options)).toEqual(reference(list, options));
      }
    },
  );

  it('gives nothing for a limit of 0 or facts without context', () => {
    const list = facts(6, 50, 5, 10);
    expect(differingPairs(list, { differs, minShared: 2, minJaccard: 0.3, limit: 0 })).toEqual([]);
    expect(
      differingPairs(
        list.map((f) => ({ ...f, context: [] })),
        { differs, minShared: 0, minJaccard: 0, limit: 10 },
      ),
    ).toEqual([]);
  });
});
