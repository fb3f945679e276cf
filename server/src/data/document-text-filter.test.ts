import { MAX_FILTER_WORDS, parseTextFilter } from './document-text-filter';

describe('parseTextFilter', () => {
  it('narrows nothing for a blank filter', () => {
    expect(parseTextFilter(undefined)).toBeNull();
    expect(parseTextFilter('   ')).toBeNull();
  });

  it('makes every word a required prefix and never passes query syntax through', () => {
    expect(parseTextFilter(' Fuel  resup ')).toEqual({
      anywhere: 'fuel:* & resup:*',
      inTitle: ['%fuel%', '%resup%'],
      titlePattern: '%Fuel  resup%',
    });
    expect(parseTextFilter("fuel:* | !radar')--")?.anywhere).toBe('fuel:* & radar:*');
  });

  it('keeps LIKE wildcards literal and reads at most MAX_FILTER_WORDS words', () => {
    expect(parseTextFilter('50%_')?.titlePattern).toBe('%50\\%\\_%');
    expect(parseTextFilter('&&')).toMatchObject({ anywhere: '', inTitle: ['%&&%'] });
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    expect(parseTextFilter(many)?.inTitle).toHaveLength(MAX_FILTER_WORDS);
  });
});
