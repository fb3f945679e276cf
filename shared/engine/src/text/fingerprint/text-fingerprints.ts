import { textShingleHashes } from './shingle-hashes';
import { winnow } from './winnow';

/**
 * The distinct shingle hashes of some texts (a document's title, text, category and type), each text
 * shingled on its own so that no run spans two of them. `window` > 1 keeps only the hashes winnowing
 * selects; 1 keeps every one.
 */
export function textFingerprints(texts: readonly string[], window = 1): number[] {
  const out = new Set<number>();
  for (const text of texts) {
    const hashes = textShingleHashes(text);
    if (window <= 1) for (const hash of hashes) out.add(hash);
    else for (const { hash } of winnow(hashes, window)) out.add(hash);
  }
  return [...out];
}
