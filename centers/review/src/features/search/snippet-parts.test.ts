import { snippetParts } from './snippet-parts';

describe('snippet parts', () => {
  it('splits the text into plain and highlighted runs in order', () => {
    const parts = snippetParts({
      text: 'Harrow Point operates three antennas.',
      highlights: [
        { start: 22, end: 27 },
        { start: 0, end: 12 },
      ],
    });
    expect(parts).toEqual([
      { text: 'Harrow Point', highlighted: true },
      { text: ' operates ', highlighted: false },
      { text: 'three', highlighted: true },
      { text: ' antennas.', highlighted: false },
    ]);
  });

  it('trims overlapping ranges and drops ranges that are empty, backwards or outside the text', () => {
    const parts = snippetParts({
      text: 'abcdefghij',
      highlights: [
        { start: 2, end: 5 },
        { start: 4, end: 7 },
        { start: 8, end: 8 },
        { start: 6, end: 3 },
        { start: 9, end: 40 },
        { start: 50, end: 60 },
      ],
    });
    expect(parts.map((p) => (p.highlighted ? `[${p.text}]` : p.text)).join('')).toBe('ab[cde][fg]hi[j]');
  });

  it('cuts a text longer than the snippet window and keeps only the highlights inside it', () => {
    const text = 'word '.repeat(40);
    const parts = snippetParts({ text, highlights: [{ start: 150, end: 154 }] }, 100);
    expect(parts).toEqual([{ text: `${text.slice(0, 100)}\u2026`, highlighted: false }]);
  });

  it('gives one plain run for a snippet without highlights, and nothing for an empty one', () => {
    expect(snippetParts({ text: 'Plain.', highlights: [] })).toEqual([
      { text: 'Plain.', highlighted: false },
    ]);
    expect(snippetParts({ text: '', highlights: [] })).toEqual([]);
  });
});
