import { draftDate } from './templates';

describe('draftDate', () => {
  it('writes the date in full the way AR 25-50 does, in UTC', () => {
    expect(draftDate(new Date(Date.UTC(2020, 2, 13, 9)))).toBe('13 March 2020');
    expect(draftDate(new Date(Date.UTC(2025, 0, 1, 23, 59)))).toBe('1 January 2025');
    expect(draftDate(new Date('2024-12-31T23:30:00-05:00'))).toBe('1 January 2025');
  });
});
