import { documentTerms, encodeDocumentTerms, indexTerms } from '@csw/engine';
import type { AccessScope, IndexEntry, IndexHit } from '../term-index/index-types';
import { TermIndex } from '../term-index/term-index';
import {
  FEEDBACK_QUERY_WEIGHT,
  feedbackPredicted,
  fuseRankings,
  interpolatedQuery,
  keptOfTen,
  scoreConcentration,
  withFeedback,
  type FeedbackOptions,
} from './feedback';

const entry = (id: string, text: string, extra: Partial<IndexEntry> = {}): IndexEntry => ({
  id,
  ownerId: null,
  category: 'general',
  classification: 'UNCLASS',
  folderId: null,
  terms: encodeDocumentTerms(documentTerms('', text)),
  ...extra,
});
const everyone: AccessScope = { userId: 'reader', clearance: 'UNCLASS', sharedIds: [], teamOwners: [] };
const query = (text: string) => [...new Set(indexTerms(text))].map((lexeme) => ({ lexeme, weight: 1 }));
const hit = (id: string, score: number): IndexHit => ({
  id,
  score,
  coverage: 1,
  matchedGroups: 1,
  idfWeight: 1,
});
const ranking = (scores: number[]) => scores.map((s, i) => hit(`d${i}`, s));
const options = (mode: FeedbackOptions['mode']): FeedbackOptions => ({
  mode,
  model: 'bo1',
  queryWeight: FEEDBACK_QUERY_WEIGHT,
});

/**
 * A library of 300: three documents on GPS jamming that share "spoofing" and "holdover" beside the query's
 * words, and filler documents that mention jamming once among unrelated words.
 */
function library(): TermIndex {
  const index = new TermIndex();
  for (let i = 0; i < 3; i += 1)
    index.upsert(
      entry(`pnt-${i}`, `gps jamming receiver spoofing holdover clock jamming gps spoofing holdover ${i}`),
    );
  index.upsert(entry('spoofing-only', 'spoofing holdover clock receiver drift'));
  const filler = 'convoy bridge river supply route crew drill radar fuel ration'.split(' ');
  for (let i = 0; i < 296; i += 1)
    index.upsert(
      entry(`f-${i}`, `${filler[i % 10]} ${filler[(i + 3) % 10]} jamming ${filler[(i + 7) % 10]} report`),
    );
  return index;
}

describe('gated feedback', () => {
  test('score concentration compares the mean of the first 3 scores with that of the next 7', () => {
    expect(scoreConcentration(ranking([6, 6, 6, 2, 2, 2, 2, 2, 2, 2]))).toBeCloseTo(3, 9);
    expect(scoreConcentration(ranking([5, 5, 5, 5, 5, 5, 5, 5, 5, 5]))).toBeCloseTo(1, 9);
    // Fewer than 10 documents say nothing about the head standing out.
    expect(scoreConcentration(ranking([9, 1, 1]))).toBe(0);
    expect(feedbackPredicted(ranking([6, 6, 6, 2, 2, 2, 2, 2, 2, 2]))).toBe(true);
    expect(feedbackPredicted(ranking([5.5, 5.4, 5.3, 5, 5, 5, 5, 5, 5, 5]))).toBe(false);
  });

  test('counts how many of the first top 10 the second keeps', () => {
    const first = ranking([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const second = [...first.slice(5), ...ranking([1, 1, 1, 1, 1]).map((h) => ({ ...h, id: `new-${h.id}` }))];
    expect(keptOfTen(first, second)).toBe(5);
  });

  test('Bo1 adds terms the first-ranked documents share and the library does not use everywhere', () => {
    const index = library();
    const scope = index.scope(everyone);
    const first = index.search(scope, { terms: query('gps jamming'), limit: 50 }).hits;
    const terms = index.expansionTerms(scope, first, { documents: 3, terms: 10, minDocuments: 2 });
    const lexemes = terms.map((t) => t.lexeme);
    expect(lexemes).toEqual(expect.arrayContaining(['spoof', 'holdov']));
    // The heaviest weighs 1; numbers and words of one document only are left out.
    expect(Math.max(...terms.map((t) => t.weight))).toBe(1);
    expect(lexemes.some((l) => /^[0-9]+$/.test(l))).toBe(false);
    // "jamming" is in every document: it weighs less than the rarer shared words.
    const weight = (l: string) => terms.find((t) => t.lexeme === l)?.weight ?? 0;
    expect(weight('jam')).toBeLessThan(weight('spoof'));
  });

  test('feedback runs where the head stands out and brings up a document holding its words', () => {
    const index = library();
    const scope = index.scope(everyone);
    const q = { terms: query('gps jamming'), groups: [['gps'], ['jam']], limit: 50 };
    const first = index.search(scope, q).hits;
    expect(feedbackPredicted(first)).toBe(true);
    const gated = withFeedback(index, scope, q, first, options('gated'));
    expect(
      gated
        .slice(0, 3)
        .map((h) => h.id)
        .sort(),
    ).toEqual(['pnt-0', 'pnt-1', 'pnt-2']);
    // The second pass ran (its query holds the expansion terms, so its scores differ) and was kept.
    expect(gated[0]!.score).not.toBeCloseTo(first[0]!.score, 3);
    // Never a document that holds none of the words asked for ("spoofing-only" holds neither gps nor jamming).
    expect(gated.map((h) => h.id)).not.toContain('spoofing-only');
    expect(withFeedback(index, scope, q, first, options('never'))).toEqual(first);
  });

  test('a flat first ranking is kept as it is', () => {
    const index = library();
    const scope = index.scope(everyone);
    // "report" is in every filler document once: no head stands out.
    const q = { terms: query('report'), groups: [['report']], limit: 50 };
    const first = index.search(scope, q).hits;
    expect(feedbackPredicted(first)).toBe(false);
    expect(withFeedback(index, scope, q, first, options('gated'))).toEqual(first);
  });

  test('the typed query keeps its share of the expanded query however many words it has', () => {
    const typed = [
      { lexeme: 'gps', weight: 2 },
      { lexeme: 'jam', weight: 1 },
      { lexeme: 'receiv', weight: 1 },
    ];
    const expansion = [
      { lexeme: 'spoof', weight: 1 },
      { lexeme: 'gps', weight: 0.5 },
      { lexeme: 'holdov', weight: 0.5 },
    ];
    const terms = interpolatedQuery(typed, expansion, 0.8);
    const weight = (l: string) => terms.find((t) => t.lexeme === l)!.weight;
    // 0.8 split by the typed weights (2:1:1), 0.2 by the expansion's (2:1:1); a shared term gets both.
    expect(weight('gps')).toBeCloseTo(0.4 + 0.05, 9);
    expect(weight('jam')).toBeCloseTo(0.2, 9);
    expect(weight('spoof')).toBeCloseTo(0.1, 9);
    expect(terms.reduce((sum, t) => sum + t.weight, 0)).toBeCloseTo(1, 9);
    // No expansion: the typed query alone, in the same proportions.
    expect(interpolatedQuery(typed, [], 0.8).map((t) => t.weight)).toEqual([0.4, 0.2, 0.2]);
    expect(() => interpolatedQuery(typed, expansion, 1.5)).toThrow(/queryWeight must be in \(0, 1\]/);
    expect(() => interpolatedQuery(typed, expansion, 0)).toThrow(/queryWeight/);
  });

  test('fusion ranks the first ranking by both scores, each over its best, and adds no document', () => {
    const first = [hit('a', 10), hit('b', 8), hit('c', 6), hit('d', 2)];
    // The expanded ranking prefers c, knows a little of a, nothing of b, and found e, which the typed words did not.
    const second = [hit('e', 4), hit('c', 4), hit('a', 1)];
    const fused = fuseRankings(first, second);
    expect(fused.map((h) => h.id)).toEqual(['c', 'a', 'b', 'd']);
    // On the first ranking's scale: 10 x (0.5 x 6/10 + 0.5 x 4/4) for c.
    expect(fused[0]!.score).toBeCloseTo(8, 9);
    // b, which the expansion ignored, keeps half of its first score.
    expect(fused.find((h) => h.id === 'b')!.score).toBeCloseTo(4, 9);
    // An empty expanded ranking leaves the first as it was.
    expect(fuseRankings(first, [])).toEqual(first);
  });

  test('fused feedback reorders what the typed words found, for every query', () => {
    const index = library();
    const scope = index.scope(everyone);
    // "report" is in every filler document once: a flat head the previous gate would not have trusted.
    const flat = { terms: query('report'), groups: [['report']], limit: 50 };
    const flatFirst = index.search(scope, flat).hits;
    const flatFused = withFeedback(index, scope, flat, flatFirst, options('fused'));
    expect(flatFused.map((h) => h.id).sort()).toEqual(flatFirst.map((h) => h.id).sort());

    const q = { terms: query('gps jamming'), groups: [['gps'], ['jam']], limit: 50 };
    const first = index.search(scope, q).hits;
    const fused = withFeedback(index, scope, q, first, options('fused'));
    expect(
      fused
        .slice(0, 3)
        .map((h) => h.id)
        .sort(),
    ).toEqual(['pnt-0', 'pnt-1', 'pnt-2']);
    // Only documents of the first ranking, and never one holding none of the words asked for.
    const firstIds = new Set(first.map((h) => h.id));
    expect(fused.every((h) => firstIds.has(h.id))).toBe(true);
    expect(fused.map((h) => h.id)).not.toContain('spoofing-only');
    // The expansion moved scores: the second pass ran.
    expect(fused.map((h) => h.score)).not.toEqual(first.map((h) => h.score));
  });

  test('feedback stays off where its sample would be a large part of what the user may read', () => {
    const index = new TermIndex();
    for (let i = 0; i < 20; i += 1) index.upsert(entry(`s-${i}`, `gps jamming note ${i}`));
    const scope = index.scope(everyone);
    const q = { terms: query('gps jamming'), groups: [['gps'], ['jam']], limit: 50 };
    const first = index.search(scope, q).hits;
    expect(withFeedback(index, scope, q, first, options('fused'))).toEqual(first);
  });
});
