import { lessonsFromSections } from './lesson-sections';
import { contextOf } from './test-helpers';

/** The sustains and improves a text files under its own headings, as sentences. */
function filed(text: string) {
  const ctx = contextOf([text]);
  const found = lessonsFromSections(ctx, 0);
  const words = (ids: readonly number[]) =>
    ids.map((i) => ctx.corpus.sentences[i]!.text.replace(/\s+/g, ' ').trim());
  return found && { sustain: words(found.sustain), improve: words(found.improve) };
}

describe('lessons a report files under its own headings', () => {
  it('takes every sentence of a SUSTAINS and an IMPROVES paragraph, never the heading or what follows', () => {
    const text = `3. WHAT HAPPENED. The ferry ran late twice.

4. SUSTAINS. Loading drills were fast. The ramp guides knew every signal.

5. IMPROVES. Stage the ferry crews an hour earlier.

6. GENERAL. River work is slow at night.`;
    expect(filed(text)).toEqual({
      sustain: ['Loading drills were fast.', 'The ramp guides knew every signal.'],
      improve: ['Stage the ferry crews an hour earlier.'],
    });
  });

  it("takes the first sentence of each listed item (the second is the item's reason)", () => {
    const text = `SUSTAINS
1. The night refuel drill held. Every crew knew its lane.
2. Fuel samples were logged before issue.

IMPROVES
1. Bring spare grounding rods to every site.

FOLLOW-UP ACTIONS
- S4: order grounding rods by Friday.`;
    expect(filed(text)).toEqual({
      sustain: ['1. The night refuel drill held.', '2. Fuel samples were logged before issue.'],
      improve: ['1. Bring spare grounding rods to every site.'],
    });
  });

  it('takes the recommendation of an observation, not its topic line or discussion', () => {
    const text = `a. SUSTAIN: Gate checks.
Discussion: The gate guard checked every badge against the roster.
Recommendation: Keep the roster at the gate for every shift.

b. IMPROVE: Key control.
Discussion: Two keys were signed out to nobody.
Recommendation: The staff duty officer inventories the key box at each change of shift.`;
    expect(filed(text)).toEqual({
      sustain: ['Recommendation: Keep the roster at the gate for every shift.'],
      improve: ['Recommendation: The staff duty officer inventories the key box at each change of shift.'],
    });
  });

  it('takes a labelled lesson written on one line ("Sustain: ... were used"), and nothing from prose without headings', () => {
    expect(filed('3. Sustain: wheel chocks were used at every halt.')).toEqual({
      sustain: ['3. Sustain: wheel chocks were used at every halt.'],
      improve: [],
    });
    expect(filed('The patrol sustained its pace. Nobody improved the route card.')).toBeUndefined();
  });
});
