import type { SelectedDocument } from './use-documents';
import { pickerRows } from './picker-rows';

const doc = (id: string): SelectedDocument => ({ id, title: `Title ${id}` });
const ids = (rows: SelectedDocument[]) => rows.map((d) => d.id);

describe('pickerRows', () => {
  it('puts the selection first, in the order chosen, without repeating a listed document', () => {
    const selected = new Map([doc('c'), doc('z')].map((d) => [d.id, d]));
    expect(ids(pickerRows(selected, [doc('a'), doc('b'), doc('c')], null, new Map()))).toEqual([
      'c',
      'z',
      'a',
      'b',
    ]);
  });

  it('keeps the frozen order while the focus is in the list, appending rows that came since', () => {
    const before = new Map([doc('a'), doc('b')].map((d) => [d.id, d]));
    const selected = new Map([doc('b')].map((d) => [d.id, d]));
    // b was just selected: it stays second; a is no longer listed but stays shown; d arrived with a page.
    expect(ids(pickerRows(selected, [doc('b'), doc('d')], ['a', 'b'], before))).toEqual(['a', 'b', 'd']);
  });
});

describe('pickerRows with a selection made elsewhere', () => {
  it('shows the listed entry of a selected document known only by id', () => {
    const selected = new Map([['d2', { id: 'd2', title: 'd2' }]]);
    const listed = [{ id: 'd2', title: 'Satellite Ops Manual', documentType: 'Manual' }];
    expect(pickerRows(selected, listed, null, new Map())).toEqual([listed[0]]);
  });
});
