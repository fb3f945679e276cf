import { REPORT_TITLES, TITLE_MAX } from '@csw/contracts';
import { planTitleOf } from './planning-service';

describe('the title of a plan named by nobody', () => {
  it('is the first sentence of the mission, whole, never cut with an ellipsis', () => {
    const first =
      '1st Space Operations Squadron restores satellite command and control through the Harrow Point ground station no later than 150600Z MAR 27 to maintain theatre missile warning.';
    const title = planTitleOf(`${first} Second sentence.`);
    expect(title).toBe(first);
    expect(title).not.toContain('…');
  });

  it('leaves room for the report prefix, so that a report saved from the plan keeps it whole', () => {
    const long = `${'word '.repeat(80).trim()}.`;
    const title = planTitleOf(long);
    for (const name of Object.values(REPORT_TITLES)) {
      expect(`${name}: ${title}`.length).toBeLessThanOrEqual(TITLE_MAX);
    }
    expect(long.startsWith(title)).toBe(true);
    expect(title.endsWith('word')).toBe(true); // cut between words, not inside one
  });
});
