import { documentTerms, encodeDocumentTerms, indexTerms } from '@csw/engine';
import { BM25_B, BM25_K1, type AccessScope, type IndexEntry } from './index-types';
import { PROXIMITY_WINDOW } from './proximity';
import { TermIndex } from './term-index';
import { wordSequence } from './word-positions';

const entry = (id: string, text: string, title = ''): IndexEntry => ({
  id,
  ownerId: null,
  category: 'general',
  classification: 'UNCLASS',
  folderId: null,
  terms: encodeDocumentTerms(documentTerms(title, text)),
  text: { title, content: text },
});
const everyone: AccessScope = { userId: 'reader', clearance: 'UNCLASS', sharedIds: [], teamOwners: [] };
const query = (text: string) => [...new Set(indexTerms(text))].map((lexeme) => ({ lexeme, weight: 1 }));
const filler = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `filler${from + i}`).join(' ');

/** Documents that hold "satellite" and "jamming" once each, at a given distance, among filler words. */
function library(positions: boolean): TermIndex {
  const index = new TermIndex(0, { positions });
  index.upsert(entry('near', `satellite jamming ${filler(8)}`));
  index.upsert(entry('three-apart', `satellite ${filler(2)} jamming ${filler(6)}`));
  index.upsert(entry('far', `satellite ${filler(8)} jamming`));
  for (let i = 0; i < 40; i += 1) index.upsert(entry(`other-${i}`, filler(10, 100 + i)));
  return index;
}

describe('word positions and BM25TP proximity', () => {
  test('a document keeps its words in order as places in its term list, one byte each when it can', () => {
    const termIds = new Map([
      ['satellit', 3],
      ['jam', 7],
      ['orbit', 9],
    ]);
    const list = Int32Array.from([3, 7, 9]);
    const sequence = wordSequence(
      { title: 'Orbit', content: 'satellite jamming, satellite unknownword' },
      list,
      (l) => termIds.get(l),
    );
    expect(sequence).toBeInstanceOf(Uint8Array);
    // Title first; a word the term list does not hold is left out.
    expect([...sequence]).toEqual([2, 0, 1, 0]);
  });

  test('nearer query words score higher; beyond the window they add nothing', () => {
    const index = library(true);
    const scope = index.scope(everyone);
    const plain = index.search(scope, { terms: query('satellite jamming'), limit: 10 }).hits;
    // Same length, same words once each: plain BM25 cannot tell the three apart.
    const byId = (hits: typeof plain) => new Map(hits.map((h) => [h.id, h.score]));
    const before = byId(plain);
    expect(before.get('near')).toBeCloseTo(before.get('far')!, 9);
    const near = index.search(scope, {
      terms: query('satellite jamming'),
      proximity: query('satellite jamming'),
      limit: 10,
    }).hits;
    expect(near.slice(0, 3).map((h) => h.id)).toEqual(['near', 'three-apart', 'far']);
    const after = byId(near);
    // "far" is 9 words apart, past the window of PROXIMITY_WINDOW: its score is BM25's alone.
    expect(PROXIMITY_WINDOW).toBeLessThan(9);
    expect(after.get('far')).toBeCloseTo(before.get('far')!, 9);
    // BM25TP for "near": one pair at distance 1 adds min(w) x (k1 + 1) x 1 / (K + 1), w = idf, K of its length.
    const n = 43;
    const idf = Math.log(1 + (n - 3 + 0.5) / (3 + 0.5));
    const mean = (3 * 10 + 40 * 10) / n;
    const k = BM25_K1 * (1 - BM25_B + (BM25_B * 10) / mean);
    expect(after.get('near')! - before.get('near')!).toBeCloseTo((idf * (BM25_K1 + 1)) / (k + 1), 9);
    // At distance 3 the pair counts 1/9.
    expect(after.get('three-apart')! - before.get('three-apart')!).toBeCloseTo(
      (idf * (BM25_K1 + 1) * (1 / 9)) / (k + 1 / 9),
      9,
    );
  });

  test('an index without positions ranks by BM25 alone, and one with them needs every text', () => {
    const without = library(false);
    const scope = without.scope(everyone);
    const ask = { terms: query('satellite jamming'), limit: 10 };
    expect(without.search(scope, { ...ask, proximity: ask.terms }).hits).toEqual(
      without.search(scope, ask).hits,
    );
    expect(without.figures.positions).toBe(0);

    const withPositions = library(true);
    expect(withPositions.figures.positions).toBe(43 * 10);
    const bare: IndexEntry = { ...entry('no-text', 'satellite'), text: undefined };
    expect(() => withPositions.upsert(bare)).toThrow(
      /holds word positions: document no-text came without its text/,
    );
    // Replacing and removing a document keep the count of positions held right.
    withPositions.upsert(entry('near', 'satellite jamming'));
    expect(withPositions.figures.positions).toBe(42 * 10 + 2);
    withPositions.remove('near');
    expect(withPositions.figures.positions).toBe(42 * 10);
  });

  test('a single query word has no pairs: proximity changes nothing', () => {
    const index = library(true);
    const scope = index.scope(everyone);
    const ask = { terms: query('satellite'), limit: 10 };
    expect(index.search(scope, { ...ask, proximity: ask.terms }).hits).toEqual(index.search(scope, ask).hits);
  });
});
