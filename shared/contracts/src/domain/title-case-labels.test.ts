import { titleCase, titleCaseLabels } from './title-case-labels';

describe('title-case labels', () => {
  it('capitalises each hyphen-separated word of an id', () => {
    expect(titleCase('who')).toBe('Who');
    expect(titleCase('in-progress')).toBe('In Progress');
    expect(titleCase('mission-brief')).toBe('Mission Brief');
  });

  it('gives every id its label, in the order of the ids', () => {
    const labels = titleCaseLabels(['planning', 'in-progress', 'done'] as const);
    expect(labels).toEqual({ planning: 'Planning', 'in-progress': 'In Progress', done: 'Done' });
    expect(Object.keys(labels)).toEqual(['planning', 'in-progress', 'done']);
  });
});
