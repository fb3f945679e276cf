import { BUILTIN_LEXICON } from './builtin-lexicon';
import { currentLexicon, setLexicon } from './lexicon';
import { stance } from './stance';

describe('stance: whether a passage supports or contradicts an assumption, by meaning', () => {
  it.each([
    // Deny and degrade verbs, and more of a bad thing.
    [
      'We can rely on GPS near the border.',
      'We expect GPS jamming along the border to increase next month.',
      'contradicts',
    ],
    [
      'GPS stays available for the convoy.',
      'GPS is likely to be degraded near the border for most of the exercise.',
      'contradicts',
    ],
    [
      'The adversary will not jam the radio net.',
      'Enemy teams are expected to jam the radio net at night.',
      'contradicts',
    ],
    // Negation on either side.
    [
      'The bridge carries convoy traffic.',
      'The bridge cannot carry convoy traffic after the flood.',
      'contradicts',
    ],
    [
      'The depot will not run out of fuel.',
      'The depot is not expected to run out of fuel this month.',
      'supports',
    ],
    [
      'Every generator is tested weekly.',
      'The backup generator had not been tested for six weeks.',
      'contradicts',
    ],
    // Antonyms and words of more or less.
    ['Spare part prices are stable.', 'Spare part prices have risen 12 percent since spring.', 'contradicts'],
    [
      'Drone sightings near the camp are increasing.',
      'Drone sightings near the camp doubled in March.',
      'supports',
    ],
    // Figures of the same unit.
    [
      'The battalion needs about 3,000 gallons of fuel a day.',
      'The battalion consumes about 3,000 gallons of fuel per day.',
      'supports',
    ],
    [
      'Repairs take no more than 6 hours.',
      'Repairs took 20 to 30 hours in the last exercise.',
      'contradicts',
    ],
    // About something else, or silent on the claim.
    ['We can rely on GPS near the border.', 'GPS satellites orbit at about 20,000 km.', 'unrelated'],
    ['The bridge carries convoy traffic.', 'The motor pool closes at 1800 on Fridays.', 'unrelated'],
  ])('"%s" / "%s": %s', (assumption, passage, expected) => {
    expect(stance(assumption, passage).stance).toBe(expected);
  });

  it('says why, quoting the words that decided', () => {
    const r = stance(
      'We can rely on GPS near the border.',
      'We expect GPS jamming along the border to increase next month.',
    );
    expect(r.by).toBe('polarity');
    expect(r.reason).toContain('increase');
    expect(r.mentions).toContain('GPS');
  });

  it('reads antonyms from WordNet ("easy" against "difficult")', () => {
    expect(currentLexicon().name).toBe('wordnet');
    expect(stance('The new form is easy to fill in.', 'The new form is difficult to fill in.').stance).toBe(
      'contradicts',
    );
  });

  it('works with the built-in lexicon where WordNet cannot be read (the browser)', () => {
    setLexicon(BUILTIN_LEXICON);
    try {
      expect(
        stance('We can rely on GPS near the border.', 'We expect GPS jamming along the border to increase.')
          .stance,
      ).toBe('contradicts');
      expect(stance('Spare part prices are stable.', 'Spare part prices have risen 12 percent.').stance).toBe(
        'contradicts',
      );
      expect(
        stance('We can rely on GPS near the border.', 'GPS satellites orbit at about 20,000 km.').stance,
      ).toBe('unrelated');
    } finally {
      setLexicon(undefined);
    }
  });
});
