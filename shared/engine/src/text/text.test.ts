import { alignText, foldText, normalizeText, oneLine } from './normalize';
import { analyzeText } from './nlp';
import { paragraphRanges, segmentText } from './segment';
import { isStopWord } from './stop-words';
import { contentTerms, termKey, wordTokens } from './tokenize';

describe('normalisation', () => {
  it('keeps offsets when aligning typographic characters', () => {
    const input = 'The \u201Cplan\u201D \u2014 it\u2019s\u00A0ready\r\n';
    const aligned = alignText(input);
    expect(aligned).toHaveLength(input.length);
    expect(aligned).toBe('The "plan" - it\'s ready \n');
    expect(alignText('a\rb\r\nc')).toBe('a\nb \nc');
  });

  it('normalises free text: width forms, zero-width characters, spaces and blank lines', () => {
    expect(normalizeText('  \uFF21BC\u200B  def \n\n\n\n ghi  ')).toBe('ABC def\n\nghi');
    expect(foldText('Caf\u00E9 R\u00C9SUM\u00C9')).toBe('cafe resume');
    expect(oneLine(' a\n b\t c ')).toBe('a b c');
  });
});

describe('tokens, stems and stop words', () => {
  it('finds words with offsets', () => {
    const tokens = wordTokens('F-35 sorties, U.S. forces');
    expect(tokens.map((t) => t.text)).toEqual(['F', '35', 'sorties', 'U', 'S', 'forces']);
    expect(tokens[2]).toMatchObject({ start: 5, end: 12, lower: 'sorties' });
  });

  it('stems words but leaves acronyms and numbers alone', () => {
    expect(termKey('Assumes')).toBe(termKey('assumed'));
    expect(termKey('SSA')).toBe('ssa');
    expect(termKey('C2')).toBe('c2');
    expect(contentTerms('The plan assumes that fuel arrives')).toEqual([
      'plan',
      termKey('assumes'),
      'fuel',
      termKey('arrives'),
    ]);
    expect(isStopWord('The')).toBe(true);
    expect(isStopWord('fuel')).toBe(false);
  });
});

describe('language pipeline', () => {
  it('returns tokens whose offsets point into the text', () => {
    const text = 'The 3rd Battalion expects 95% readiness by 12 March 2024. Fuel is short.';
    const result = analyzeText(text);
    for (const token of result.tokens) expect(text.slice(token.start, token.end)).toBe(token.value);
    expect(result.sentences).toHaveLength(2);
    expect(text.slice(result.sentences[1]!.start, result.sentences[1]!.end)).toBe('Fuel is short.');
    expect(result.entities.map((e) => e.type)).toEqual(expect.arrayContaining(['PERCENT', 'DATE']));
  });
});

describe('paragraphs and sentences', () => {
  it('splits paragraphs on blank lines and headings, never across them', () => {
    const text =
      '1. SITUATION\nEnemy forces hold the ridge. They are tired.\n\nKey Findings\nFuel is short\n\nlast line';
    const ranges = paragraphRanges(text).map((r) => text.slice(r.start, r.end));
    expect(ranges).toEqual([
      '1. SITUATION',
      'Enemy forces hold the ridge. They are tired.',
      'Key Findings',
      'Fuel is short',
      'last line',
    ]);
    const segmented = segmentText(text);
    expect(segmented.sentences.map((s) => s.text)).toEqual([
      '1. SITUATION',
      'Enemy forces hold the ridge.',
      'They are tired.',
      'Key Findings',
      'Fuel is short',
      'last line',
    ]);
    expect(segmented.sentences[2]!.paragraph).toBe(1);
    expect(segmented.paragraphs[1]).toMatchObject({ sentenceStart: 1, sentenceEnd: 3 });
  });

  it('keeps wrapped lines of running text in one sentence', () => {
    const text = 'The brigade will move north\nacross the river at dawn.';
    expect(segmentText(text).sentences.map((s) => s.text)).toEqual([text]);
  });
});
