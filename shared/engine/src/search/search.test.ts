import { termKey } from '../text/tokenize';
import { MILITARY_ACRONYMS } from './acronyms';
import { Bm25Index } from './bm25';
import { SEARCH_SNIPPET_CHARS, truncateText } from './constants';
import { questionTerms, rankPassages, textPassages } from './passage-ranking';
import { expandQuery } from './query-expansion';
import { reciprocalRankFusion } from './rrf';
import { buildSnippet } from './snippet';

describe('query expansion', () => {
  it('has a list of at least 60 acronyms', () => {
    expect(MILITARY_ACRONYMS.length).toBeGreaterThanOrEqual(60);
    const names = MILITARY_ACRONYMS.map((a) => a.acronym);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['SSA', 'C2', 'ISR', 'POL', 'OPORD', 'SATCOM', 'PNT', 'EW']),
    );
  });

  it('expands acronyms to their meaning', () => {
    const q = expandQuery('SSA gaps in ISR coverage');
    expect(q.added).toEqual(expect.arrayContaining(['space situational awareness']));
    expect(q.steps).toContainEqual({ from: 'SSA', to: 'space situational awareness', kind: 'acronym' });
    expect(q.terms).toEqual(
      expect.arrayContaining(['ssa', termKey('situational'), termKey('reconnaissance')]),
    );
    expect(q.text.startsWith('SSA gaps in ISR coverage ')).toBe(true);
  });

  it('expands meanings back to acronyms, and synonyms', () => {
    const q = expandQuery('Command and control of fuel convoys');
    expect(q.added).toEqual(expect.arrayContaining(['c2', 'pol', 'petroleum']));
    expect(q.steps).toContainEqual({ from: 'command control', to: 'C2', kind: 'expansion' });
  });

  it('reads a plain-words phrase as the acronym doctrine uses for it', () => {
    const q = expandQuery('how do units find their way when satellite positioning is denied');
    expect(q.steps).toEqual(
      expect.arrayContaining([
        { from: 'satellite positioning', to: 'GPS', kind: 'expansion' },
        { from: 'satellite positioning', to: 'GNSS', kind: 'expansion' },
      ]),
    );
    expect(expandQuery('GNSS outage').added).toContain('satellite navigation');
  });

  it('reads acronyms that are English words only in capitals', () => {
    expect(expandQuery('cop the plan').added).toEqual([]);
    expect(expandQuery('update the COP').added).toContain('common operational picture');
  });
});

describe('reciprocal rank fusion', () => {
  it('rewards ids ranked well by several lists, deterministically', () => {
    const fused = reciprocalRankFusion([
      ['a', 'b', 'c'],
      ['b', 'a', 'd'],
    ]);
    expect(fused.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(fused[0]!.score).toBeCloseTo(1 / 61 + 1 / 62);
    expect(
      reciprocalRankFusion([
        ['x', 'y'],
        ['y', 'x'],
      ]).map((r) => r.id),
    ).toEqual(['x', 'y']);
    expect(reciprocalRankFusion([['a'], ['b']], { weights: [1, 2] })[0]!.id).toBe('b');
  });
});

describe('BM25', () => {
  const index = new Bm25Index([
    ['fuel', 'convoy', 'delay'],
    ['satellit', 'jam', 'threat', 'satellit'],
    ['fuel', 'fuel', 'fuel', 'stock', 'low', 'today', 'depot', 'north'],
    ['train', 'plan'],
  ]);

  it('ranks passages that hold rarer query terms first', () => {
    const hits = index.search(['fuel', 'delay']);
    expect(hits.map((h) => h.index)).toEqual([0, 2]);
    expect(index.search(['satellit'])[0]!.index).toBe(1);
    expect(index.search(['nothing'])).toEqual([]);
  });

  it('weights query terms', () => {
    const scores = index.scores([{ term: 'fuel', weight: 0.5 }]);
    const full = index.scores(['fuel']);
    expect(scores[0]).toBeCloseTo(full[0]! / 2);
    expect(index.documentFrequency('fuel')).toBe(2);
  });
});

describe('snippets', () => {
  const text =
    'The brigade completed its gunnery cycle in March. ' +
    'Fuel deliveries to the northern depot fell behind schedule because rail lines were damaged, and convoys were rerouted. ' +
    'Training continues.';

  it('returns a window around the best match with highlight ranges, not markup', () => {
    const snippet = buildSnippet(text, 'fuel rail delays');
    expect(snippet.text.length).toBeLessThanOrEqual(SEARCH_SNIPPET_CHARS + 2);
    expect(snippet.text).toContain('Fuel deliveries');
    expect(snippet.text).not.toMatch(/<|>/);
    const marked = snippet.highlights.map((h) => snippet.text.slice(h.start, h.end));
    expect(marked).toEqual(['Fuel', 'rail']);
  });

  it('starts at the beginning when nothing matches', () => {
    const snippet = buildSnippet(text, 'submarine');
    expect(snippet.text.startsWith('The brigade')).toBe(true);
    expect(snippet.text.endsWith('\u2026')).toBe(true);
    expect(snippet.highlights).toEqual([]);
  });

  it('accepts stemmed terms', () => {
    const snippet = buildSnippet('Short text about convoys.', [termKey('convoy')]);
    expect(snippet).toEqual({ text: 'Short text about convoys.', highlights: [{ start: 17, end: 24 }] });
  });
});

describe('truncation', () => {
  it('cuts at a word boundary within the limit', () => {
    expect(truncateText('one two three four', 12)).toBe('one two\u2026');
    expect(truncateText('short', 12)).toBe('short');
    expect(truncateText('a'.repeat(400), 300)).toHaveLength(300);
  });
});

describe('passage ranking', () => {
  const text =
    'Readiness\n\nThe squadron reports 80% aircraft availability. Spare parts are short.\n\n' +
    'Space situational awareness depends on two radars. One radar is down for repair.';

  it('splits a text into paragraphs and sentences with offsets', () => {
    const passages = textPassages(text);
    expect(passages.map((p) => p.kind)).toEqual([
      'sentence',
      'paragraph',
      'sentence',
      'sentence',
      'paragraph',
      'sentence',
      'sentence',
    ]);
    for (const p of passages) expect(text.slice(p.start, p.end)).toBe(p.text);
  });

  it('ranks passages against a question, acronyms included', () => {
    const ranked = rankPassages(textPassages(text), 'Which SSA radar is down?', 3);
    const texts = ranked.map((r) => r.passage.text);
    expect(texts[0]).toContain('One radar is down for repair.');
    expect(texts.indexOf('One radar is down for repair.')).toBeLessThan(
      texts.indexOf('Space situational awareness depends on two radars.'),
    );
    expect(texts).toContain('Space situational awareness depends on two radars.');
    expect(questionTerms('SSA radar')).toEqual(
      expect.arrayContaining(['ssa', { term: termKey('space'), weight: 1 / 3 }]),
    );
  });
});
