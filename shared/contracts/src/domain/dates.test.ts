import { formatDate, formatDateTime, formatDtg, formatMonth, NO_DATE } from './dates';

describe('the one date formatter', () => {
  const at = new Date(2026, 10, 25, 14, 5); // 25 Nov 2026 14:05 in the reader's zone

  it('names the month, so that no reader takes 11/05 for 5 Nov or 11 May', () => {
    expect(formatDate(at)).toBe('25 Nov 2026');
    expect(formatDate(at.toISOString())).toBe('25 Nov 2026');
    expect(formatDate(at.getTime())).toBe('25 Nov 2026');
    expect(formatDate(new Date(2026, 4, 5))).toBe('5 May 2026');
  });

  it('adds the time of day in 24 hours', () => {
    expect(formatDateTime(at)).toBe('25 Nov 2026 14:05');
    expect(formatDate(new Date(2026, 0, 2, 6, 0), { time: true })).toBe('2 Jan 2026 06:00');
  });

  it('reads a day in UTC when asked, so that midnight UTC stays the same day everywhere', () => {
    expect(formatDate('2024-03-12T00:00:00.000Z', { utc: true })).toBe('12 Mar 2024');
    expect(formatMonth('2024-03-12T00:00:00.000Z', { utc: true })).toBe('Mar 2024');
  });

  it('writes a date-time group in Zulu for orders', () => {
    expect(formatDtg('2027-03-15T06:00:00.000Z')).toBe('150600Z MAR 27');
  });

  it('says No date for a missing or unreadable date', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDate(value)).toBe(NO_DATE);
      expect(formatDtg(value)).toBe(NO_DATE);
    }
  });
});
