import { MAX_FILTER_WORDS, filterWords } from './document-text-filter';

describe("a list's text filter", () => {
  it('reads runs of letters and digits in lower case, never query syntax, at most MAX_FILTER_WORDS', () => {
    expect(filterWords(undefined)).toEqual([]);
    expect(filterWords('   ')).toEqual([]);
    expect(filterWords(' Fuel  resup ')).toEqual(['fuel', 'resup']);
    expect(filterWords("fuel:* | !radar')--")).toEqual(['fuel', 'radar']);
    expect(filterWords('&&')).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    expect(filterWords(many)).toHaveLength(MAX_FILTER_WORDS);
  });
});
