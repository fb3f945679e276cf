import { findTimes, formatDtg, formatDuration } from './mission-time';

const now = Date.UTC(2027, 0, 10);
const one = (text: string, dDay?: number) => {
  const found = findTimes(text, { now, dDay });
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('findTimes', () => {
  it.each([
    ['150600Z MAR 27', '2027-03-15T06:00:00.000Z', null],
    ['150600ZMAR27', '2027-03-15T06:00:00.000Z', null],
    ['Not later than 22 0400 Aug 09', '2009-08-22T04:00:00.000Z', 'nlt'],
    ['NLT 0600 15 March', '2027-03-15T06:00:00.000Z', 'nlt'],
    ['not before 15 March 2027 at 1830', '2027-03-15T18:30:00.000Z', 'not-before'],
    ['at 2027-03-15T06:00Z', '2027-03-15T06:00:00.000Z', 'at'],
    ['by 15 March 2027', '2027-03-15T00:00:00.000Z', 'nlt'],
    // Zone letters: A is UTC+1, so 0600A is 0500Z.
    ['150600A MAR 27', '2027-03-15T05:00:00.000Z', null],
  ])('reads %s', (text, iso, qualifier) => {
    const t = one(text);
    expect(t.time === null ? null : new Date(t.time).toISOString()).toBe(iso);
    expect(t.qualifier).toBe(qualifier);
    expect(t.text).toBe(text);
  });

  it('takes the next occurrence for a date without a year', () => {
    expect(new Date(one('NLT 0600 5 January').time!).toISOString()).toBe('2027-01-05T06:00:00.000Z');
    expect(new Date(one('NLT 0600 5 December').time!).toISOString()).toBe('2027-12-05T06:00:00.000Z');
    const late = findTimes('NLT 0600 5 January', { now: Date.UTC(2027, 10, 1) })[0]!;
    expect(new Date(late.time!).toISOString()).toBe('2028-01-05T06:00:00.000Z');
  });

  it('keeps D-day and H-hour relative unless D-day is given', () => {
    expect(one('D+2')).toMatchObject({ relative: 'D+2', time: null });
    expect(one('NLT D-day, H+3')).toMatchObject({ relative: 'D-day, H+3', qualifier: 'nlt' });
    const dDay = Date.UTC(2027, 2, 1, 4);
    expect(one('D+2', dDay).time).toBe(dDay + 2 * 86_400_000);
    expect(one('H-2', dDay).time).toBe(dDay - 2 * 3_600_000);
  });

  it('reads on order, and nothing in ordinary words', () => {
    expect(one('On order, clear OBJ GOLD')).toMatchObject({ qualifier: 'on-order', time: null });
    expect(findTimes('Delta Company and Headquarters move 2 trucks.', { now })).toEqual([]);
  });

  it('uses the local offset for times without a zone letter', () => {
    const t = findTimes('NLT 0600 15 March', { now, utcOffsetMinutes: 60 })[0]!;
    expect(new Date(t.time!).toISOString()).toBe('2027-03-15T05:00:00.000Z');
  });
});

describe('formatting', () => {
  it('writes date-time groups and durations', () => {
    expect(formatDtg(Date.UTC(2027, 2, 15, 6, 0))).toBe('150600Z MAR 27');
    expect(formatDuration(26 * 3_600_000)).toBe('1 d 2 h');
    expect(formatDuration(200 * 60_000)).toBe('3 h 20 min');
    expect(formatDuration(0)).toBe('0 min');
  });
});
