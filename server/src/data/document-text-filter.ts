import { sql, type SQL } from 'drizzle-orm';

/** More words than this narrow nothing further: a list filter is a few words typed, not a paragraph. */
export const MAX_FILTER_WORDS = 8;

/** What a list's `q` becomes: a prefix tsquery over title and text, and a title pattern. */
export interface TextFilter {
  /** to_tsquery text: every word as a prefix (`word:*`), all required. Empty when `q` holds no word. */
  anywhere: string;
  /** ILIKE patterns of each word, or of the whole text when it holds no word: all in a title puts it first. */
  inTitle: string[];
  /** ILIKE pattern of the whole text, for a `q` made only of stop words (the full-text index drops them). */
  titlePattern: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words of a list's `q` (letters and digits), lower case, at most MAX_FILTER_WORDS. */
export function filterWords(q: string | undefined): string[] {
  const text = (q ?? '').normalize('NFKC').trim();
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_FILTER_WORDS);
}

/**
 * Reads a list's `q`. Only runs of letters and digits become words, so nothing the user types is ever read
 * as tsquery syntax; each word is a prefix, so that the list follows the user's typing ("logis" finds
 * "logistics"). Null when `q` is blank.
 */
export function parseTextFilter(q: string | undefined): TextFilter | null {
  const text = (q ?? '').normalize('NFKC').trim();
  if (!text) return null;
  const words = filterWords(text);
  return {
    anywhere: words.map((w) => `${w}:*`).join(' & '),
    inTitle: words.length ? words.map((w) => `%${escapeLike(w)}%`) : [`%${escapeLike(text)}%`],
    titlePattern: `%${escapeLike(text)}%`,
  };
}

/**
 * The condition on a document row `d`: its title or text holds every word. The tsquery is a bound constant,
 * so the planner folds the stop-word branch away and the GIN index of search_vector answers the rest.
 */
export function matchesTextFilter(filter: TextFilter): SQL {
  const query = sql`to_tsquery('english', ${filter.anywhere})`;
  return sql`(d.search_vector @@ ${query}
    OR (numnode(${query}) = 0 AND d.title ILIKE ${filter.titlePattern}))`;
}

/**
 * An ORDER BY key: 1 for a document whose title holds every word, so title matches come first. Read from
 * the title alone (short, stored inline), never from the full-text vector of every match.
 */
export function titleFirst(filter: TextFilter): SQL {
  return sql`(d.title ILIKE ALL (${sql.param(filter.inTitle)}::text[]))::int`;
}
