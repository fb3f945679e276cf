import { FingerprintTable } from './fingerprint-table';

const hashOf = (n: number) => ((n + 7) * 2_654_435_761) % 2 ** 53;

describe('FingerprintTable', () => {
  it('answers which documents hold any of some hashes, before and after a rebuild', () => {
    const table = new FingerprintTable();
    table.upsert('a', [hashOf(1), hashOf(2), hashOf(3)]);
    table.upsert('b', [hashOf(3), hashOf(4)]);
    expect([...table.holders([hashOf(3)])].sort()).toEqual(['a', 'b']);
    expect([...table.holders([hashOf(9)])]).toEqual([]);
    table.rebuild();
    expect([...table.holders([hashOf(3)])].sort()).toEqual(['a', 'b']);
    expect([...table.holders([hashOf(1), hashOf(4)])].sort()).toEqual(['a', 'b']);
    expect(table.figures).toEqual({ documents: 2, entries: 5 });
  });

  it('forgets the old hashes of a changed document and every hash of a removed one', () => {
    const table = new FingerprintTable();
    table.upsert('a', [hashOf(1), hashOf(2)]);
    table.upsert('b', [hashOf(2)]);
    table.rebuild();
    table.upsert('a', [hashOf(5)]);
    table.remove('b');
    expect([...table.holders([hashOf(1), hashOf(2)])]).toEqual([]);
    expect([...table.holders([hashOf(5)])]).toEqual(['a']);
    table.rebuild();
    expect(table.figures).toEqual({ documents: 1, entries: 1 });
    expect([...table.holders([hashOf(5)])]).toEqual(['a']);
  });

  it('finds every entry among many, at the edges of the hash range too', () => {
    const table = new FingerprintTable();
    const edges = [0, 1, 2 ** 53 - 1, 2 ** 35, 2 ** 35 - 1];
    table.upsert('edges', edges);
    for (let d = 0; d < 300; d += 1)
      table.upsert(
        `doc-${d}`,
        Array.from({ length: 500 }, (_, i) => hashOf(d * 1000 + i)),
      );
    // 150,000 entries: past the pending limit, so the table has rebuilt itself on the way.
    expect(table.figures.entries).toBe(150_005);
    for (const hash of edges) expect([...table.holders([hash])]).toEqual(['edges']);
    for (let d = 0; d < 300; d += 37)
      expect([...table.holders([hashOf(d * 1000 + 499)])]).toEqual([`doc-${d}`]);
    expect(table.holders([hashOf(999_999)]).size).toBe(0);
  });
});

describe('FingerprintTable.builder', () => {
  it('builds the same table as one upsert per document, growing past its first arrays', () => {
    const builder = FingerprintTable.builder();
    const table = new FingerprintTable();
    for (let d = 0; d < 200; d += 1) {
      const hashes = Array.from({ length: 400 }, (_, i) => hashOf(d * 1000 + i));
      builder.add(`doc-${d}`, hashes);
      table.upsert(`doc-${d}`, hashes);
    }
    const built = builder.build();
    expect(built.figures).toEqual({ documents: 200, entries: 80_000 });
    for (let d = 0; d < 200; d += 13) {
      const probe = [hashOf(d * 1000 + 17), hashOf(d * 1000 + 399)];
      expect([...built.holders(probe)]).toEqual([`doc-${d}`]);
      expect([...built.holders(probe)]).toEqual([...table.holders(probe)]);
    }
    built.upsert('doc-0', [hashOf(-1)]);
    expect(built.holders([hashOf(17)]).size).toBe(0);
    expect([...built.holders([hashOf(-1)])]).toEqual(['doc-0']);
  });
});
