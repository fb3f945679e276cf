import { loadLibrarySettings } from '../settings/library-settings';
import { planKeywordQuery } from './searching/keyword-query';
import { pageAt, pageMapOf, pageTexts } from './page-map';
import { PASSAGE_WORDS, passagesOf, SINGLE_PASSAGE_WORDS } from './indexing/passages';
import { keywordSimilarity, vectorSimilarity } from './searching/similarity';
import { meanVector, vectorLiteral } from './vector-codec';

describe('page maps', () => {
  const pages = [
    { page: 1, text: 'First page.' },
    { page: 2, text: '' },
    { page: 3, text: 'Third page\nwith two lines.' },
  ];
  const text = 'First page.\n\nThird page\nwith two lines.';

  test('locate every page in the joined text, empty pages included', () => {
    const map = pageMapOf(text, pages);
    expect(map).toEqual([
      { page: 1, start: 0, end: 11 },
      { page: 2, start: 13, end: 13 },
      { page: 3, start: 13, end: 39 },
    ]);
    expect(pageTexts(text, map)).toEqual(pages);
    expect(pageAt(map, 0)).toBe(1);
    expect(pageAt(map, 20)).toBe(3);
    expect(pageAt(null, 20)).toBeNull();
    expect(pageTexts(text, null)).toEqual([{ page: 1, text }]);
  });
});

describe('passages', () => {
  const paragraph = (n: number, word: string) => Array.from({ length: n }, () => word).join(' ');

  test('a document of up to 500 words is one passage; longer ones gather paragraphs up to the passage size', () => {
    expect(passagesOf('One short paragraph.', null)).toEqual([{ start: 0, end: 20, page: null }]);
    expect(passagesOf(paragraph(SINGLE_PASSAGE_WORDS, 'word'), null)).toHaveLength(1);
    const content = [
      paragraph(200, 'alpha'),
      paragraph(250, 'bravo'),
      paragraph(50, 'charlie'),
      paragraph(100, 'delta'),
    ].join('\n\n');
    const passages = passagesOf(content, null);
    expect(passages.map((p) => content.slice(p.start, p.end).split(' ')[0])).toEqual([
      'alpha',
      'bravo',
      'delta',
    ]);
    expect(content.slice(passages[1]!.start, passages[1]!.end)).toContain('charlie');
  });

  test('a long paragraph is cut into even pieces between words', () => {
    const content = paragraph(PASSAGE_WORDS * 2 + 10, 'word');
    const passages = passagesOf(content, null);
    expect(passages).toHaveLength(3);
    for (const p of passages) {
      const slice = content.slice(p.start, p.end);
      expect(slice.startsWith('word')).toBe(true);
      expect(slice.endsWith('word')).toBe(true);
      expect(slice.split(' ').length).toBeLessThanOrEqual(PASSAGE_WORDS);
    }
  });

  test('never crosses a page and carries its page number', () => {
    const content = 'Page one text.\n\nPage two text.';
    const passages = passagesOf(content, [
      { page: 1, start: 0, end: 14 },
      { page: 2, start: 16, end: 30 },
    ]);
    expect(passages).toEqual([
      { start: 0, end: 14, page: 1 },
      { start: 16, end: 30, page: 2 },
    ]);
  });
});

describe('keyword query plan', () => {
  test('one group per word, acronym expansions attached to their word', () => {
    const plan = planKeywordQuery('POL resupply');
    expect(plan.groups.map((g) => g.tokens)).toEqual([['POL'], ['resupply']]);
    expect(plan.groups[0]!.alternatives).toEqual(
      expect.arrayContaining(['petroleum, oils and lubricants', 'fuel']),
    );
    expect(plan.groups[1]!.alternatives).toEqual([]);
  });

  test('an expansion spelled out becomes one group with its acronym', () => {
    const plan = planKeywordQuery('petroleum, oils and lubricants');
    const merged = plan.groups.find((g) => g.alternatives.includes('POL'));
    expect(merged?.tokens).toEqual(['petroleum,', 'oils', 'lubricants']);
  });

  test('keeps query syntax as plain words and drops tokens with no word', () => {
    const plan = planKeywordQuery(`'; DROP TABLE users; -- !!! a:* & (b | c)`);
    expect(plan.groups.map((g) => g.tokens[0])).toEqual(['DROP', 'TABLE', 'users;', 'a:*', '(b', 'c)']);
    expect(planKeywordQuery('   ').groups).toEqual([]);
  });
});

describe('similarity', () => {
  test('keyword: read from the score alone, rising with it, 100% at the highest score the words can give', () => {
    expect(keywordSimilarity(0)).toBe(0);
    // A document of average length holding every query term once (BM25's tf part is 1 for each term).
    expect(keywordSimilarity(1)).toBeCloseTo(0.727, 3);
    expect(keywordSimilarity(0.2)).toBeCloseTo(0.242, 3);
    expect(keywordSimilarity(2.2)).toBe(1);
    const scores = [0.05, 0.3, 0.9, 1.4, 2.1];
    const figures = scores.map(keywordSimilarity);
    expect(figures).toEqual([...figures].sort((a, b) => a - b));
  });

  test('vector: the cosine measured from the chance level', () => {
    expect(vectorSimilarity(0.1, 0.1)).toBe(0);
    expect(vectorSimilarity(0.05, 0.1)).toBe(0);
    expect(vectorSimilarity(1, 0.1)).toBe(1);
    expect(vectorSimilarity(0.55, 0.1)).toBeCloseTo(0.5);
    expect(vectorSimilarity(Number.NaN, 0)).toBe(0);
  });
});

describe('vector codec', () => {
  test('integers along the same direction; none for a zero vector', () => {
    expect(vectorLiteral([3, 4])).toBe('{60000,80000}');
    expect(vectorLiteral([0, 0])).toBeNull();
    expect(
      meanVector([
        [1, 0],
        [0, 2],
      ]),
    ).toEqual([1, 1]);
  });
});

describe('library settings', () => {
  test('defaults: 20 MB uploads, the built-in embedder, no vector fusion, seeding except in tests', () => {
    expect(loadLibrarySettings({})).toEqual({
      seed: true,
      uploadLimitBytes: 20 * 1024 * 1024,
      embeddings: null,
      similarityFloor: null,
      vectorFusion: 'never',
    });
    expect(loadLibrarySettings({ SEARCH_VECTOR_FUSION: 'When-Words-Missing' }).vectorFusion).toBe(
      'when-words-missing',
    );
    expect(() => loadLibrarySettings({ SEARCH_VECTOR_FUSION: 'sometimes' })).toThrow(
      /SEARCH_VECTOR_FUSION must be one of never, when-words-missing, always/,
    );
    expect(loadLibrarySettings({ NODE_ENV: 'test' }).seed).toBe(false);
  });

  test('an embeddings endpoint needs a URL and a model; numbers are checked', () => {
    expect(
      loadLibrarySettings({
        EMBEDDINGS_URL: 'http://localhost:11434/v1/',
        EMBEDDINGS_MODEL: 'nomic-embed-text',
        UPLOAD_LIMIT_MB: '5',
      }),
    ).toMatchObject({
      uploadLimitBytes: 5 * 1024 * 1024,
      embeddings: {
        baseUrl: 'http://localhost:11434/v1',
        model: 'nomic-embed-text',
        apiKey: null,
        dimension: null,
      },
    });
    expect(() => loadLibrarySettings({ EMBEDDINGS_URL: 'http://x' })).toThrow(/EMBEDDINGS_MODEL/);
    expect(() => loadLibrarySettings({ EMBEDDINGS_URL: 'ftp://x', EMBEDDINGS_MODEL: 'm' })).toThrow(
      /http\(s\) URL/,
    );
    expect(() => loadLibrarySettings({ UPLOAD_LIMIT_MB: '0' })).toThrow(/UPLOAD_LIMIT_MB/);
    expect(() => loadLibrarySettings({ EMBEDDINGS_SIMILARITY_FLOOR: '1' })).toThrow(
      /EMBEDDINGS_SIMILARITY_FLOOR/,
    );
  });
});
