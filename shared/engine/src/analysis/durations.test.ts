import { readDurationBound, readDurations } from './durations';

describe('durations and times of day', () => {
  it('reads durations in words and figures, and times of day', () => {
    expect(readDurations('The CP displaced in one hour and forty minutes.')[0]).toMatchObject({
      minutes: 100,
      clock: false,
    });
    expect(readDurations('It took 48 minutes.')[0]).toMatchObject({ minutes: 48 });
    expect(readDurations('He reported at 0905, twenty minutes late.')).toEqual([
      expect.objectContaining({ minutes: 9 * 60 + 5, clock: true }),
      expect.objectContaining({ minutes: 20, clock: false }),
    ]);
    expect(readDurations('Jamming was reported on 9 of the last 10 nights.')).toEqual([]);
  });

  it('reads the limit a rule sets', () => {
    expect(readDurationBound('The TOC will dispatch the QRF within 15 minutes.')).toMatchObject({
      minutes: 15,
      limit: 'upper',
    });
    expect(readDurationBound('Report to the desk no later than 0845 hours.')).toMatchObject({
      minutes: 8 * 60 + 45,
      clock: true,
      limit: 'upper',
    });
    // Lead time: at least two hours before departure.
    expect(readDurationBound('Rehearse no later than two hours before departure.')).toMatchObject({
      minutes: 120,
      limit: 'lower',
    });
    expect(readDurationBound('Each vehicle carries one day of water.')).toBeUndefined();
  });

  it('reads a bare four-digit time after a bound, and only a time or duration right after it', () => {
    expect(readDurationBound('Close on the release point no later than 0845.')).toMatchObject({
      minutes: 8 * 60 + 45,
      clock: true,
      limit: 'upper',
    });
    // The bound is followed by other words: the duration later in the sentence is not what it limits.
    expect(readDurationBound('Move within the corridor and halt for 15 minutes.')).toBeUndefined();
  });
});
