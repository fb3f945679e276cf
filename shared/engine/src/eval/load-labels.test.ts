import {
  count,
  fieldsOf,
  flag,
  labelText,
  listOf,
  loadLabel,
  loadLabels,
  oneOf,
  optional,
  recordOf,
  tupleOf,
} from './load-labels';

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

  it('reads one label object, with yes-or-no fields, counts and named lists', () => {
    const one = fieldsOf({ done: flag, n: count, aliases: recordOf(listOf(labelText)) });
    const data: unknown = { done: false, n: 3, aliases: { 'Red cell': ['the cell'] } };
    expect(loadLabel('one.json', one, data)).toBe(data);
    expect(() => loadLabel('one.json', one, { done: 'no', n: -1, aliases: { x: [''] } })).toThrow(
      'The labels of one.json do not fit their shape:\n' +
        '  [0].done: expected true or false\n' +
        '  [0].n: expected a whole number, zero or more\n' +
        '  [0].aliases.x[0]: expected a non-empty string',
    );
  });
});
