import type { LibraryBackground } from '../analysis/types';
import { stem } from '../text/stem';

/**
 * The library's document frequencies as the server gives them, computed here from texts: for each
 * word as written (lower case), how many texts hold a word of the same stem (the server's full-text
 * index stems words the same way before counting).
 */
export function libraryBackground(texts: readonly string[]): LibraryBackground {
  const byStem = new Map<string, number>();
  const forms = new Map<string, string>();
  for (const text of texts) {
    const stems = new Set<string>();
    for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
      const s = stem(word);
      forms.set(word, s);
      stems.add(s);
    }
    for (const s of stems) byStem.set(s, (byStem.get(s) ?? 0) + 1);
  }
  const documentFrequencies: Record<string, number> = {};
  for (const [word, s] of forms) documentFrequencies[word] = byStem.get(s) ?? 0;
  return { documents: texts.length, documentFrequencies };
}
