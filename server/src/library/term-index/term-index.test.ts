import { Bm25Index, documentTerms, encodeDocumentTerms, indexTerms } from '@csw/engine';
import type { AccessScope, IndexEntry } from './index-types';
import { TermIndex } from './term-index';

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
const query = (text: string) => {
  const counts = new Map<string, number>();
  for (const t of indexTerms(text)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].map(([lexeme, weight]) => ({ lexeme, weight }));
};

describe('the term index', () => {
  test('scores exactly as a plain Okapi BM25 over the same documents', () => {
    // Deterministic pseudo-random documents over a small vocabulary, so that terms repeat across documents.
    const words = 'orbit satellite convoy fuel bridge river jamming radar crew drill route supply'.split(' ');
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const texts = Array.from({ length: 200 }, () =>
      Array.from(
        { length: 5 + Math.floor(next() * 40) },
        () => words[Math.floor(next() * words.length)],
      ).join(' '),
    );
    const index = new TermIndex();
    texts.forEach((text, i) => index.upsert(entry(`d${i}`, text)));
    const plain = new Bm25Index(texts.map((t) => indexTerms(t)));
    for (const q of ['satellite jamming', 'fuel fuel convoy', 'river bridge crew radar']) {
      const hits = index.search(index.scope(everyone), { terms: query(q), limit: 10 }).hits;
      // The plain index counts a repeated word once: compare with distinct words only.
      const distinct = [...new Set(indexTerms(q))].map((lexeme) => ({ lexeme, weight: 1 }));
      const once = index.search(index.scope(everyone), { terms: distinct, limit: 10 }).hits;
      const expected = plain.search(indexTerms(q), 10);
      expect(once.map((h) => h.id)).toEqual(expected.map((h) => `d${h.index}`));
      once.forEach((h, i) => expect(h.score).toBeCloseTo(expected[i]!.score, 6));
      expect(hits.length).toBe(10);
    }
  });

  test('a word repeated in the query weighs as often as it is repeated', () => {
    const index = new TermIndex();
    index.upsert(entry('fuel', 'fuel fuel resupply'));
    index.upsert(entry('convoy', 'convoy convoy movement'));
    index.upsert(entry('other', 'nothing related here'));
    const once = index.search(index.scope(everyone), { terms: query('fuel convoy'), limit: 2 }).hits;
    const twice = index.search(index.scope(everyone), { terms: query('fuel convoy convoy'), limit: 2 }).hits;
    expect(once[0]!.score).toBeCloseTo(once[1]!.score, 9);
    expect(twice.map((h) => h.id)).toEqual(['convoy', 'fuel']);
  });

  test("statistics count only what the user may read: another's private document never weighs in", () => {
    const index = new TermIndex();
    index.upsert(entry('lib-a', 'harrow point ground station'));
    index.upsert(entry('lib-b', 'ground station power'));
    const before = index.search(index.scope(everyone), { terms: query('harrow ground'), limit: 5 }).hits;
    // A private document of someone else holding the rare word: the reader's scores must not move.
    for (let i = 0; i < 20; i += 1)
      index.upsert(entry(`secret-${i}`, 'harrow harrow secret plans', { ownerId: 'someone' }));
    const after = index.search(index.scope(everyone), { terms: query('harrow ground'), limit: 5 }).hits;
    expect(after).toEqual(before);
    const scope = index.scope(everyone);
    expect(scope.figures.documents).toBe(2);
    expect(index.documentFrequency(scope, 'harrow')).toBe(1);
    // The owner sees theirs, and the statistics follow.
    const owner = index.scope({ userId: 'someone', clearance: 'UNCLASS', sharedIds: [], teamOwners: [] });
    expect(owner.figures.documents).toBe(22);
    expect(index.documentFrequency(owner, 'harrow')).toBe(21);
  });

  test('shares and team peers open documents; filters narrow candidates only', () => {
    const index = new TermIndex();
    index.upsert(entry('mine', 'bridge report', { ownerId: 'ann', folderId: 'f1' }));
    index.upsert(entry('bens', 'bridge survey', { ownerId: 'ben', category: 'engineering' }));
    index.upsert(entry('cals', 'bridge plan', { ownerId: 'cal' }));
    const ids = (scope: AccessScope, filter = {}) =>
      index
        .search(index.scope(scope, filter), { terms: query('bridge'), limit: 10 })
        .hits.map((h) => h.id)
        .sort();
    expect(ids({ userId: 'ann', clearance: 'UNCLASS', sharedIds: [], teamOwners: [] })).toEqual(['mine']);
    expect(ids({ userId: 'ann', clearance: 'UNCLASS', sharedIds: ['bens'], teamOwners: [] })).toEqual([
      'bens',
      'mine',
    ]);
    expect(ids({ userId: 'ann', clearance: 'UNCLASS', sharedIds: [], teamOwners: ['cal'] })).toEqual([
      'cals',
      'mine',
    ]);
    const all: AccessScope = {
      userId: 'ann',
      clearance: 'UNCLASS',
      sharedIds: ['bens'],
      teamOwners: ['cal'],
    };
    expect(ids(all, { category: 'engineering' })).toEqual(['bens']);
    expect(ids(all, { folderId: 'f1' })).toEqual(['mine']);
    expect(ids(all, { category: 'no-such-category' })).toEqual([]);
    expect(index.scope(all, { category: 'engineering' }).figures.documents).toBe(3);
  });

  test('a restricted document counts only for a reader cleared for it, and never through team mode', () => {
    const index = new TermIndex();
    index.upsert(entry('lib-secret', 'bridge demolition', { classification: 'SECRET' }));
    index.upsert(entry('lib-open', 'bridge survey'));
    index.upsert(entry('mine-secret', 'bridge guard', { ownerId: 'ann', classification: 'SECRET' }));
    index.upsert(entry('cal-secret', 'bridge plan', { ownerId: 'cal', classification: 'SECRET' }));
    index.upsert(entry('cal-open', 'bridge route', { ownerId: 'cal' }));
    index.upsert(entry('ben-secret', 'bridge crossing', { ownerId: 'ben', classification: 'SECRET' }));
    const ids = (scope: AccessScope) =>
      index
        .search(index.scope(scope), { terms: query('bridge'), limit: 10 })
        .hits.map((h) => h.id)
        .sort();
    const ann = { userId: 'ann', sharedIds: ['ben-secret'], teamOwners: ['cal'] } as const;
    expect(ids({ ...ann, clearance: 'UNCLASS' })).toEqual(['cal-open', 'lib-open']);
    expect(index.scope({ ...ann, clearance: 'UNCLASS' }).figures.documents).toBe(2);
    expect(ids({ ...ann, clearance: 'SECRET' })).toEqual([
      'ben-secret',
      'cal-open',
      'lib-open',
      'lib-secret',
      'mine-secret',
    ]);
  });

  test('an edit replaces the terms, a removal forgets the document, and compaction keeps the rankings', () => {
    const index = new TermIndex();
    index.upsert(entry('a', 'old words'));
    index.upsert(entry('a', 'fresh words'));
    const find = (q: string) =>
      index.search(index.scope(everyone), { terms: query(q), limit: 10 }).hits.map((h) => h.id);
    expect(find('old')).toEqual([]);
    expect(find('fresh')).toEqual(['a']);
    index.remove('a');
    expect(find('fresh')).toEqual([]);
    expect(index.size).toBe(0);
    // Enough churn to compact (dead postings past 50,000 and half the live ones).
    const text = Array.from({ length: 300 }, (_, i) => `word${i}`).join(' ');
    for (let i = 0; i < 400; i += 1) index.upsert(entry(`churn-${i % 100}`, `${text} marker${i % 100}`));
    // 90,300 postings were replaced: compaction dropped them on the way.
    expect(index.figures.deadPostings).toBeLessThan(50_000);
    expect(index.size).toBe(100);
    expect(find('marker42')).toEqual(['churn-42']);
    expect(find('word7')).toHaveLength(10);
  });

  test('the relevance model weighs the first-ranked documents and leaves out numbers and single letters', () => {
    const index = new TermIndex();
    index.upsert(entry('a', 'satellite battery failure battery 2026 x'));
    index.upsert(entry('b', 'satellite power failure'));
    const hits = index.search(index.scope(everyone), { terms: query('satellite'), limit: 2 }).hits;
    const model = index.relevanceModel(hits, 10);
    expect(model.map((t) => t.lexeme)).toContain('batteri');
    expect(model.some((t) => /^[0-9]+$/.test(t.lexeme) || t.lexeme.length === 1)).toBe(false);
    expect(model.reduce((s, t) => s + t.weight, 0)).toBeCloseTo(1, 9);
  });

  test('terms no readable document holds are reported missing', () => {
    const index = new TermIndex();
    index.upsert(entry('a', 'collision avoidance'));
    index.upsert(entry('b', 'secret glimmerstone', { ownerId: 'other' }));
    const { hits, missing } = index.search(index.scope(everyone), {
      terms: query('colision avoidance glimmerstone'),
      limit: 5,
    });
    expect(hits.map((h) => h.id)).toEqual(['a']);
    expect(missing.sort()).toEqual(['colis', 'glimmerston']);
  });

  test('coverage and matched groups say how much of the query a document holds', () => {
    const index = new TermIndex();
    index.upsert(entry('both', 'fuel convoy'));
    index.upsert(entry('one', 'fuel depot'));
    const hits = index.search(index.scope(everyone), {
      terms: query('fuel convoy'),
      groups: [['fuel'], ['convoy']],
      limit: 2,
    }).hits;
    expect(hits[0]).toMatchObject({ id: 'both', coverage: 1, matchedGroups: 2 });
    expect(hits[1]!.matchedGroups).toBe(1);
    expect(hits[1]!.coverage).toBeLessThan(1);
  });

  test('title words count extra with a title weight', () => {
    const titled = new TermIndex(1);
    titled.upsert({
      ...entry('t', ''),
      terms: encodeDocumentTerms(documentTerms('Bridge', 'river crossing')),
    });
    titled.upsert(entry('b', 'bridge river crossing'));
    const hits = titled.search(titled.scope(everyone), { terms: query('bridge'), limit: 2 }).hits;
    expect(hits[0]!.id).toBe('t');
  });
});

describe('typos', () => {
  test('a missing stem stands for terms with the same first letter a few edits away, closest first', () => {
    const index = new TermIndex();
    index.upsert(entry('a', 'collision avoidance drills for satellite crews'));
    index.upsert(entry('b', 'tanker harder reconnaissance'));
    const scope = index.scope(everyone);
    expect(index.similarTerms(scope, 'colis', 3)).toEqual([{ term: 'collis', distance: 1 }]);
    expect(index.similarTerms(scope, 'recconaiss', 3)).toEqual([{ term: 'reconnaiss', distance: 2 }]);
    // Two edits of a six-letter stem would be another word: not offered.
    expect(index.similarTerms(scope, 'hacker', 3)).toEqual([]);
    expect(index.similarTerms(scope, 'get', 3)).toEqual([]);
    // Only what the user may read.
    index.upsert(entry('c', 'glimmerstone', { ownerId: 'other' }));
    expect(index.similarTerms(index.scope(everyone), 'glimerston', 3)).toEqual([]);
  });
});

describe("a list's text filter", () => {
  const word = (prefix: string) => ({ prefix, stem: indexTerms(prefix)[0] ?? null });
  const titled = (
    id: string,
    title: string,
    text: string,
    updatedAt: number,
    extra: Partial<IndexEntry> = {},
  ) => ({
    ...entry(id, text, extra),
    terms: encodeDocumentTerms(documentTerms(title, text)),
    updatedAt,
  });

  test('every word must be held, each as typed so far; title matches first, then the newest', () => {
    const index = new TermIndex();
    index.upsert(titled('old-body', 'Note', 'logistics convoy plan', 1));
    index.upsert(titled('new-body', 'Note', 'logistics convoy schedule', 3));
    index.upsert(titled('title', 'Logistics convoy', 'a plan', 2));
    index.upsert(titled('other', 'Note', 'logistics only', 4));
    index.upsert(titled('private', 'Logistics convoy', 'hidden', 5, { ownerId: 'someone' }));
    const scope = index.scope(everyone);
    const page = { limit: 10, offset: 0 };
    expect(index.filter(scope, [word('logis'), word('conv')], page)).toEqual({
      ids: ['title', 'new-body', 'old-body'],
      total: 3,
    });
    // A whole word reaches its stem; a word typed past its stem still matches ("operat" -> oper).
    index.upsert(titled('ops', 'Note', 'operational readiness', 6));
    const now = index.scope(everyone);
    expect(index.filter(now, [word('operations')], page).ids).toEqual(['ops']);
    expect(index.filter(now, [word('operat')], page).ids).toEqual(['ops']);
    expect(index.filter(now, [word('op')], page).ids).toEqual(['ops']);
    expect(index.filter(now, [word('operx')], page).ids).toEqual([]);
    // Paging over the same order.
    expect(index.filter(now, [word('logis')], { limit: 2, offset: 1 })).toEqual({
      ids: ['other', 'new-body'],
      total: 4,
    });
  });
});
