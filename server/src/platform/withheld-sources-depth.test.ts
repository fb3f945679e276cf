import { WITHHELD_SOURCE_TEXT } from '@csw/contracts';
import { citedDocumentIds, withholdUnreadableSources } from './withheld-sources';

/** A value nested `depth` objects deep with `leaf` at the bottom. */
function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

describe('the withholding walk over a stored value', () => {
  const secret = { documentId: 'doc-s', quote: 'the words of the secret document itself' };

  it('withholds a citation at any depth a request may hold', () => {
    const { value, withheld } = withholdUnreadableSources(nested(60, secret), () => false);
    expect(withheld).toEqual(['doc-s']);
    expect(JSON.stringify(value)).toContain(WITHHELD_SOURCE_TEXT);
    expect(JSON.stringify(value)).not.toContain('secret document');
  });

  it('survives a value stored 20,000 levels deep and drops what lies below its bound', () => {
    const deep = nested(20_000, secret);
    expect(() => citedDocumentIds(deep)).not.toThrow();
    const { value } = withholdUnreadableSources(deep, () => true);
    // Nothing below the bound was read, so nothing below it is handed on.
    let depth = 0;
    let node = value as { a?: unknown } | null;
    while (node && typeof node === 'object' && 'a' in node) {
      node = node.a as { a?: unknown } | null;
      depth += 1;
    }
    expect(depth).toBeLessThan(200);
    expect(node).toBeNull();
  });
});
