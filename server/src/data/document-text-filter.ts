import { sql, type SQL } from 'drizzle-orm';

/** More words than this narrow nothing further: a list filter is a few words typed, not a paragraph. */
export const MAX_FILTER_WORDS = 8;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The words of a list's `q` (runs of letters and digits), lower case, at most MAX_FILTER_WORDS: what the
 * library's term index matches (LibraryService.listDocuments). Nothing the user types is read as syntax.
 */
export function filterWords(q: string | undefined): string[] {
  const text = (q ?? '').normalize('NFKC').trim();
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_FILTER_WORDS);
}

/**
 * The condition for a `q` the term index cannot answer (only stop words or signs, "the", "&&"): the title
 * holds the text as typed, LIKE's wildcards taken literally. Null when `q` is blank.
 */
export function titleHolds(q: string | undefined): SQL | null {
  const text = (q ?? '').normalize('NFKC').trim();
  return text ? sql`d.title ILIKE ${`%${escapeLike(text)}%`}` : null;
}
