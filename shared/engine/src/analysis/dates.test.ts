import { formatDate, parseDate } from './dates';

describe('parseDate', () => {
  it.each([
    ['12 March 2024', '12 Mar 2024'],
    ['March 12, 2024', '12 Mar 2024'],
    ['2024-03-12', '12 Mar 2024'],
    ['12 MAR 24', '12 Mar 2024'],
    ['121200ZMAR24', '12 Mar 2024'],
    ['March 2024', 'Mar 2024'],
  ])('reads %s', (text, shown) => {
    expect(formatDate(parseDate(text)!)).toBe(shown);
  });

  it('returns nothing without a year or for nonsense', () => {
    expect(parseDate('12 March')).toBeUndefined();
    expect(parseDate('yesterday')).toBeUndefined();
    expect(parseDate('32 March 2024')).toBeUndefined();
  });
});
