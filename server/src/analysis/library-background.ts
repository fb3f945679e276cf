import { indexTerms, type LibraryBackground, type SourceDocument } from '@csw/engine';
import type { LibraryTermIndex } from '../library/term-index/term-index-sync';

/** Words looked up at most: the recurring words of a large selection, most widespread first. */
export const MAX_BACKGROUND_WORDS = 4_000;

/**
 * The words a pattern of these documents can be made of: words (lower case, with a letter) that at
 * least two of the documents use, since a pattern recurs across documents. Most widespread first.
 */
export function recurringWords(documents: readonly SourceDocument[], limit = MAX_BACKGROUND_WORDS): string[] {
  const docsOf = new Map<string, number>();
  for (const d of documents) {
    const text = d.pages ? d.pages.map((p) => p.text).join('\n') : (d.text ?? '');
    const words = new Set(text.toLowerCase().match(/[\p{L}\p{N}]*\p{L}[\p{L}\p{N}]*/gu) ?? []);
    for (const w of words) docsOf.set(w, (docsOf.get(w) ?? 0) + 1);
  }
  return [...docsOf.entries()]
    .filter(([w, n]) => n >= 2 && w.length >= 2 && w.length <= 64)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([w]) => w);
}

/**
 * How many documents the user may read hold each recurring word of the selection (counted by its stem,
 * so "satellite" counts documents with "satellites"; stop words are not counted), and how many the user may
 * read in all: what THINK measures its patterns against, so that a pattern is distinctive for the selection
 * rather than a word the whole library uses. Counted in the library's term index, over the documents the
 * user may read (one statement to the database to bring it up to date and read the user's access).
 */
export async function loadLibraryBackground(
  library: LibraryTermIndex,
  userId: string,
  documents: readonly SourceDocument[],
): Promise<LibraryBackground | undefined> {
  const words = recurringWords(documents);
  if (words.length === 0) return undefined;
  // Measured against what people wrote: the product's saved drafts and reports would echo the selection.
  const scope = library.terms.scope(await library.prepare(userId), { evidenceOnly: true });
  const documentFrequencies: Record<string, number> = {};
  for (const word of words) {
    const [stem] = indexTerms(word);
    if (stem !== undefined) documentFrequencies[word] = library.terms.documentFrequency(scope, stem);
  }
  return { documents: scope.figures.documents, documentFrequencies };
}
