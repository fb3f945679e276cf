import { riskLevel, scoreRisk } from './risk';

describe('risk scoring', () => {
  it('reads likelihood and impact from the wording', () => {
    expect(scoreRisk('An attack is almost certain and would be catastrophic.')).toEqual({
      likelihood: 5,
      impact: 5,
    });
    expect(scoreRisk('A remote chance of minor delays.')).toEqual({ likelihood: 1, impact: 2 });
    expect(scoreRisk('There is a 70% probability of a major outage.')).toEqual({ likelihood: 4, impact: 4 });
    expect(scoreRisk('The launch was moved to 3 May 2024.')).toEqual({ likelihood: 3, impact: 3 });
  });

  it('places a score on the 5x5 matrix', () => {
    expect(riskLevel(5, 5)).toBe('CRITICAL');
    expect(riskLevel(4, 3)).toBe('HIGH');
    expect(riskLevel(3, 3)).toBe('MEDIUM');
    expect(riskLevel(1, 4)).toBe('LOW');
  });
});
