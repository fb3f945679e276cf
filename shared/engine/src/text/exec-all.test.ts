import { execAll } from './exec-all';

const same = (pattern: RegExp, text: string) => {
  const expected = [...text.matchAll(pattern)].map((m) => [m.index, ...m]);
  expect(execAll(pattern, text).map((m) => [m.index, ...m])).toEqual(expected);
  expect(pattern.lastIndex).toBe(0);
};

describe('execAll', () => {
  it('finds what matchAll finds, groups and places included', () => {
    same(/\b(\d+)\s(days?)\b/g, 'Stocks of 12 days, then 3 days and 1 day.');
    same(/[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu, "The brigade's 2nd convoy don't move.");
    same(/x/g, 'no match here');
  });

  it('steps over empty matches as matchAll does, by code point in Unicode mode', () => {
    same(/a*/g, 'baaac');
    same(/(?:)/gu, 'a\u{1F600}b');
    same(/(?:)/g, 'a\u{1F600}b');
  });

  it('starts from the beginning whatever lastIndex was left at (matchAll would start there)', () => {
    const pattern = /o/g;
    pattern.lastIndex = 5;
    expect(execAll(pattern, 'foo boo').map((m) => m.index)).toEqual([1, 2, 5, 6]);
    expect(pattern.lastIndex).toBe(0);
  });

  it('refuses an expression that is not global', () => {
    expect(() => execAll(/a/, 'a')).toThrow(TypeError);
  });
});
