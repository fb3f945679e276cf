import { letterOffset, orderTimeZone, zonedIso } from './order-time-zone';

describe('the time zone an order states', () => {
  it.each([
    ['Time zone used throughout the order: KILO (ZULU+10).', 600],
    ['TIME ZONE USED THROUGHOUT THE ORDER: ECHO.', 300],
    ['Time Zone: Zulu', 0],
    ['Time zone used throughout the plan: ROMEO (Z-5)', -300],
    ['Time zone: UTC+5:30', 330],
    ['time zone - Q', -240],
  ])('reads "%s"', (text, minutes) => {
    expect(orderTimeZone(`HEADER\n${text}\n1. SITUATION.`)?.offsetMinutes).toBe(minutes);
  });

  it('reads none when the order states none, or only local time (J) without an offset', () => {
    expect(orderTimeZone('1. SITUATION. The enemy defends the ridge.')).toBeNull();
    expect(orderTimeZone('Time zone: JULIETT')).toBeNull();
  });

  it('gives the letters their offsets, J (local) having none', () => {
    expect([letterOffset('A'), letterOffset('i'), letterOffset('K'), letterOffset('M')]).toEqual([
      60, 540, 600, 720,
    ]);
    expect([letterOffset('N'), letterOffset('Y'), letterOffset('Z'), letterOffset('J')]).toEqual([
      -60,
      -720,
      0,
      null,
    ]);
  });

  it('writes an instant in a zone as the order would', () => {
    const t = Date.UTC(2031, 1, 28, 22, 30);
    expect(zonedIso(t, 120)).toBe('2031-03-01T00:30+02:00');
    expect(zonedIso(t, -330)).toBe('2031-02-28T17:00-05:30');
    expect(zonedIso(t, 0)).toBe('2031-02-28T22:30Z');
  });
});
