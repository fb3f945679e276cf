import { formatDtg, formatHours, fromLocalInput, toLocalInput } from './dates';

describe('dates', () => {
  it('writes a date-time group in Zulu', () => {
    expect(formatDtg('2027-03-15T06:00:00.000Z')).toBe('150600Z MAR 27');
    expect(formatDtg(null)).toBe('No date');
    expect(formatDtg('not a date')).toBe('No date');
  });

  it('round-trips a datetime-local value', () => {
    const iso = fromLocalInput('2027-03-15T06:30');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso)).toBe('2027-03-15T06:30');
    expect(fromLocalInput('')).toBeNull();
  });

  it('writes hours', () => {
    expect(formatHours(36 * 3_600_000)).toBe('36 h');
    expect(formatHours(2.5 * 3_600_000)).toBe('2.5 h');
  });
});
