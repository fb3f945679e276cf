import { locateQuote, markOn, markedRuns, splitIntoParts } from './view-pages';

describe('splitIntoParts', () => {
  it('keeps a short text whole', () => {
    expect(splitIntoParts(1, 'Short text.')).toEqual([{ page: 1, offset: 0, text: 'Short text.' }]);
  });

  it('cuts a long text at paragraphs or words, loses nothing, and records where each part starts', () => {
    const text = `${'alpha '.repeat(30)}\n\n${'bravo '.repeat(30)}\n\n${'charlie '.repeat(30)}`;
    const parts = splitIntoParts(1, text, 200);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    parts.forEach((part) => expect(text.slice(part.offset, part.offset + part.text.length)).toBe(part.text));
    // The first cut falls after the blank line, not inside a word.
    expect(parts[0]!.text.endsWith('\n\n')).toBe(true);
  });

  it('cuts a text without spaces at the size', () => {
    const parts = splitIntoParts(2, 'x'.repeat(450), 200);
    expect(parts.map((p) => p.text.length)).toEqual([200, 200, 50]);
    expect(parts.every((p) => p.page === 2)).toBe(true);
  });
});

describe('locateQuote', () => {
  const page = 'The convoy leaves at 0600.\nFuel for 96 hours is on hand.';

  it('uses the citation offsets when the text there is still the quote', () => {
    expect(locateQuote(page, { page: 1, quote: 'Fuel for 96 hours', start: 27, end: 44 })).toEqual({
      start: 27,
      end: 44,
    });
  });

  it('finds the quote elsewhere when the text moved, also across changed line breaks and case', () => {
    expect(
      locateQuote(`Added first. ${page}`, { page: 1, quote: 'Fuel for 96 hours', start: 27, end: 44 }),
    ).toEqual({ start: 40, end: 57 });
    const loose = locateQuote(page, { page: 1, quote: 'LEAVES AT 0600. FUEL' });
    expect(loose).toEqual({ start: 11, end: 31 });
    expect(page.slice(11, 31)).toBe('leaves at 0600.\nFuel');
  });

  it('answers null when the page no longer holds the quote', () => {
    expect(locateQuote(page, { page: 1, quote: 'air support' })).toBeNull();
    expect(locateQuote(page, { page: 1, quote: '  ' })).toBeNull();
  });
});

describe('markOn and markedRuns', () => {
  it('marks the part of a range on a view page, in that page’s offsets', () => {
    const view = { page: 1, offset: 100, text: 'abcdefghij' };
    expect(markOn(view, { start: 95, end: 103 })).toEqual({ start: 0, end: 3 });
    expect(markOn(view, { start: 105, end: 107 })).toEqual({ start: 5, end: 7 });
    expect(markOn(view, { start: 10, end: 20 })).toBeNull();
    expect(markedRuns('abcdefghij', { start: 5, end: 7 })).toEqual([
      { text: 'abcde', marked: false },
      { text: 'fg', marked: true },
      { text: 'hij', marked: false },
    ]);
    expect(markedRuns('abc', null)).toEqual([{ text: 'abc', marked: false }]);
  });
});
