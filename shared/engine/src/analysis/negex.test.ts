import { negatedTokens } from './negex';
import { contextOf } from './test-helpers';

/** The words of a sentence that lie in a negation's scope. */
function negated(text: string): string[] {
  const tokens = contextOf([text]).corpus.sentences[0]!.tokens;
  const scope = negatedTokens(tokens);
  return tokens.filter((t, i) => scope.has(i) && t.kind === 'word').map((t) => t.lower);
}

describe('negation in scope (NegEx)', () => {
  it('negates the words after a pre-negation trigger, within its window', () => {
    expect(negated('The crew had no spare tire for the second truck at the halt.')).toEqual([
      'spare',
      'tire',
      'for',
      'the',
      'second',
    ]);
  });

  it('denies the whole clause of a denied subject ("No driver ...")', () => {
    expect(negated('No red lens was used at the release point all night.')).toEqual([
      'red',
      'lens',
      'was',
      'used',
      'at',
      'the',
      'release',
      'point',
      'all',
      'night',
    ]);
  });

  it('stops a scope at a termination term or a semicolon', () => {
    expect(negated('The guards did not sleep but the radio was off.')).toEqual(['sleep']);
    expect(negated('Every truck refuelled from the left; no truck refuelled from the right.')).toEqual([
      'truck',
      'refuelled',
      'from',
      'the',
      'right',
    ]);
  });

  it('reads a bound or an emphasis as no negation: "no later than", "not only"', () => {
    expect(negated('The cooks served no later than 1900 and not only hot food.')).toEqual([]);
    expect(negated('The cooks served no later than 1900 and served no cold food.')).toEqual(['cold', 'food']);
  });

  it('negates the words before a post-negation trigger', () => {
    expect(negated('The spare fan belt was missing.')).toEqual(['the', 'spare', 'fan', 'belt', 'was']);
  });
});
