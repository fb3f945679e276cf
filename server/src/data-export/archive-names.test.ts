import { archiveFileName, entryName, originalFileName, uniqueNames } from './archive-names';

describe('archive names', () => {
  it('makes one safe path part of a title, tagged with the beginning of the id', () => {
    expect(entryName('OPORD 7: Phase ../II', 'abcdef12-3456')).toBe('OPORD-7-Phase-II-abcdef12');
    expect(entryName('***', 'x/y')).toBe('untitled-xy');
  });

  it('never gives two rows of one folder the same name, even when their ids begin alike', () => {
    const nameOf = uniqueNames();
    const names = ['matrix-doc-1', 'matrix-doc-2', 'matrix-doc-3'].map((id) => nameOf('Order', id));
    expect(names).toEqual(['Order-matrix-d', 'Order-matrix-d-2', 'Order-matrix-d-3']);
  });

  it('keeps only the last part of an uploaded file name, without leading dots or control characters', () => {
    expect(originalFileName('../../etc/passwd', 'fallback')).toBe('passwd');
    expect(originalFileName('C:\\docs\\Plan v2.pdf', 'fallback')).toBe('Plan v2.pdf');
    expect(originalFileName('..', 'fallback')).toBe('fallback');
    expect(originalFileName('.hidden\u0000.txt', 'fallback')).toBe('hidden.txt');
  });

  it('names the archive after the user and the day', () => {
    expect(archiveFileName('j.smith', new Date('2026-03-04T23:00:00Z'))).toBe(
      'my-data-j.smith-2026-03-04.zip',
    );
  });
});
