import { GAP, pageNumbers } from './page-numbers';

describe('pager page numbers', () => {
  it('lists every page when there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, GAP, 20]);
    expect(pageNumbers(10, 20)).toEqual([1, GAP, 9, 10, 11, GAP, 20]);
    expect(pageNumbers(3, 20)).toEqual([1, 2, 3, 4, GAP, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, GAP, 19, 20]);
  });
});
