import { figureOverLimit, figureShortfall, formatValue, valuesDiffer } from './quantities';
import { contextOf } from './test-helpers';

describe('quantities', () => {
  const quantities = (text: string) => contextOf([text]).quantities.map((q) => [q.surface, q.unit, q.value]);

  it('reads numbers with units, rates, money and percentages', () => {
    expect(
      quantities(
        'Rail delivers 40,000 gallons per day and $2.5 million in parts; readiness is 95% with 12 operational satellites.',
      ),
    ).toEqual([
      ['40,000 gallons per day', 'gallon/day', 40000],
      ['$2.5 million', 'usd', 2500000],
      ['95%', '%', 95],
      ['12 operational satellites', 'satellit', 12],
    ]);
  });

  it('leaves out dates, years, ordinals and designators', () => {
    expect(
      quantities('On 12 March 2024 the 3rd Battalion of Space Delta 2 began Phase 3 of the 2024 plan.'),
    ).toEqual([]);
  });

  it('counts nouns behind participles', () => {
    expect(quantities('The catalog holds 47,000 tracked objects.')).toEqual([
      ['47,000 tracked objects', 'object', 47000],
    ]);
  });

  it('names what is measured', () => {
    const [q] = contextOf(['The depot must hold 10 days of fuel supply.']).quantities;
    expect(q!.subject).toBe('fuel supply');
  });

  it('compares values', () => {
    expect(valuesDiffer(100, 100.5)).toBe(false);
    expect(valuesDiffer(100, 90)).toBe(true);
    expect(formatValue(40000)).toBe('40,000');
    expect(formatValue(2.345)).toBe('2.35');
    const ctx = contextOf(['The depot must hold 10 days of fuel.', 'The depot holds 6 days of fuel.']);
    const [required, status] = [ctx.quantitiesBySentence.get(0)!, ctx.quantitiesBySentence.get(1)!];
    expect(figureShortfall(required, status)).toBe('6 days against 10 days required');
    expect(figureShortfall(status, required)).toBeUndefined();
  });

  it('finds a figure over a cap, and over the largest of several caps only', () => {
    const q = (text: string) => contextOf([text]).quantities;
    expect(figureOverLimit(q('Speed will not exceed 10 km/h.'), q('The truck drove at 14 km/h.'))).toBe(
      '14 km where the limit is 10 km',
    );
    const caps = q('Speed will not exceed 10 km/h on gravel and 30 km/h on asphalt.');
    expect(figureOverLimit(caps, q('The truck drove at 14 km/h.'))).toBeUndefined();
    expect(figureOverLimit(caps, q('The truck drove at 42 km/h.'))).toBe('42 km where the limit is 30 km');
  });
});
