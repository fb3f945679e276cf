import { cosineSimilarity, dot } from './embedder';
import { HashingEmbedder } from './hashing-embedder';

describe('HashingEmbedder', () => {
  const embedder = new HashingEmbedder();

  it('has a fixed dimension and an id that names it', () => {
    expect(embedder.dimension).toBe(384);
    expect(embedder.id).toBe('builtin-hash-v1-384');
    expect(() => new HashingEmbedder({ dimension: 16 })).toThrow(/at least 64/);
  });

  it('is deterministic and L2-normalised', async () => {
    const [a, b] = await embedder.embed([
      'Space situational awareness report',
      'Space situational awareness report',
    ]);
    expect(a).toEqual(b);
    expect(a).toHaveLength(384);
    expect(Math.sqrt(dot(a!, a!))).toBeCloseTo(1, 10);
  });

  it('places related texts closer than unrelated ones', async () => {
    const [query, near, far] = await embedder.embed([
      'satellite jamming threat to communications',
      'Adversary jammers threaten our satellite communications links.',
      'The training plan schedules physical fitness tests in the spring.',
    ]);
    expect(cosineSimilarity(query!, near!)).toBeGreaterThan(0.2);
    expect(cosineSimilarity(query!, near!)).toBeGreaterThan(cosineSimilarity(query!, far!) + 0.15);
  });

  it('catches inflections through character n-grams', async () => {
    const [a, b] = await embedder.embed(['refuelling', 'refueling']);
    expect(cosineSimilarity(a!, b!)).toBeGreaterThan(0.4);
  });

  it('gives an all-zero vector for text with no content words', async () => {
    const [empty] = await embedder.embed(['the of and']);
    expect(empty!.every((x) => x === 0)).toBe(true);
    expect(cosineSimilarity(empty!, empty!)).toBe(0);
  });
});

describe('cosineSimilarity', () => {
  it('measures the angle and refuses vectors of different dimensions', () => {
    expect(cosineSimilarity([1, 0], [1, 0])).toBe(1);
    expect(cosineSimilarity([1, 0], [0, 1])).toBe(0);
    expect(cosineSimilarity([1, 1], [-1, -1])).toBeCloseTo(-1);
    expect(() => cosineSimilarity([1], [1, 2])).toThrow(/different dimensions/);
  });
});
