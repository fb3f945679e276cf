import { contextOf } from '../test-helpers';
import { namedUnits } from './named-units';

const unitsOf = (text: string) => {
  const ctx = contextOf([text]);
  return namedUnits(
    ctx,
    ctx.corpus.sentences.map((s) => s.index),
  ).map((u) => u.name);
};

describe('threat actors by designation', () => {
  it('names units by designation and groups by name, a sub-unit with its parent as one', () => {
    const text = `3rd Division G2, INTSUM 14.

1. ENEMY. The 57th Guards Tank Regiment holds the ridge. The 4th Battery, 902nd Artillery Regiment fires from the orchard. 3/19 MRB screens the ford. The Olvan cell plants mines at night and the Dresk network moves fuel for it.`;
    expect(unitsOf(text).sort()).toEqual([
      '3/19 MRB',
      '4th Battery, 902nd Artillery Regiment',
      '57th Guards Tank Regiment',
      'Dresk network',
      'Olvan cell',
    ]);
  });

  it('leaves out our own units: the writer in the title block, a FRIENDLY FORCES paragraph, a brigade combat team', () => {
    const text = `14th Signal Brigade, S2

1. ENEMY. The 88th Jamming Company is likely to jam our TACSAT at dawn.

2. FRIENDLY FORCES. The 311th Signal Company relays for 2/5 IBCT.`;
    expect(unitsOf(text)).toEqual(['88th Jamming Company']);
  });

  it('takes no acronym, heading or place for an actor', () => {
    expect(unitsOf('MLCOA. The enemy uses UAS near Harrow Ford. PIR 1: where are the jammers?')).toEqual([]);
  });
});
