import { contextOf } from '../test-helpers';
import { threatCourses } from './threat-courses';

const UPDATE = `S2 UPDATE 9

3. COURSES OF ACTION.

a. MLCOA. The Orsk battalion holds the dam. Its reserve stays in the village.

b. MDCOA: The Orsk battalion floods the valley before the crossing.

c. The militia is not assessed to fight.

4. PRIORITY INTELLIGENCE REQUIREMENTS.

PIR 1: Will the Orsk battalion open the sluices before 0600?
Where will the reserve be at dawn?`;

describe('courses of action and PIRs from their sections', () => {
  it('reads each course of action to the end of its paragraph and each PIR listed or under its heading', () => {
    const ctx = contextOf([UPDATE]);
    const courses = threatCourses(ctx, new Set([0]));
    const words = (ids: number[]) =>
      ids.map((i) => ctx.corpus.sentences[i]!.text.replace(/\s+/g, ' ').trim());
    expect(words(courses.mlcoa)).toEqual([
      'The Orsk battalion holds the dam.',
      'Its reserve stays in the village.',
    ]);
    expect(words(courses.mdcoa)).toEqual([
      'b. MDCOA: The Orsk battalion floods the valley before the crossing.',
    ]);
    expect(words(courses.pirs)).toEqual([
      'PIR 1: Will the Orsk battalion open the sluices before 0600?',
      'Where will the reserve be at dawn?',
    ]);
  });

  it('finds none in a document without such sections', () => {
    const ctx = contextOf(['The enemy jams GPS at night. Its most likely target is the convoy.']);
    expect(threatCourses(ctx, new Set([0]))).toEqual({ mlcoa: [], mdcoa: [], pirs: [] });
  });
});
