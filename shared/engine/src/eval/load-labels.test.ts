import { fieldsOf, labelText, listOf, loadLabels, oneOf, optional, tupleOf } from './load-labels';

const label = fieldsOf({
  id: labelText,
  kind: oneOf(['a', 'b']),
  note: optional(labelText),
  pair: optional(tupleOf(labelText, optional(listOf(oneOf(['a', 'b']))))),
});

describe('loadLabels', () => {
  it('returns labels that fit their shape, as they are', () => {
    const data: unknown = [
      { id: 'one', kind: 'a' },
      { id: 'two', kind: 'b', note: 'why', pair: ['x', ['a']] },
      { id: 'three', kind: 'b', pair: ['y'] },
    ];
    expect(loadLabels('x.json', label, data)).toBe(data);
  });

  it('names the file and the place of every label that does not fit', () => {
    const data: unknown = [
      { id: 'one', kind: 'a' },
      { id: 'two', kind: 'c' },
      { id: '', kind: 'b', pair: ['x', ['c']] },
    ];
    expect(() => loadLabels('x.json', label, data)).toThrow(
      'The labels of x.json do not fit their shape:\n' +
        '  [1].kind: expected one of a, b\n' +
        '  [2].id: expected a non-empty string\n' +
        '  [2].pair[1][0]: expected one of a, b',
    );
  });

  it('refuses a field it does not know (a misspelt name) and a list too long', () => {
    expect(() => loadLabels('x.json', label, [{ id: 'one', kind: 'a', knd: 'b' }])).toThrow(
      '[0].knd: unknown field',
    );
    expect(() => loadLabels('x.json', label, [{ id: 'one', kind: 'a', pair: ['x', [], 'z'] }])).toThrow(
      '[0].pair: expected a list of at most 2 items',
    );
  });

  it('refuses what is not a list or an object where one is expected', () => {
    expect(() => loadLabels('x.json', label, { id: 'one' })).toThrow('(top): expected a list');
    expect(() => loadLabels('x.json', label, ['one'])).toThrow('[0]: expected an object');
  });
});
