/**
 * The product's search and display rules (ORIGINAL-SPEC section 5 and 9), in one place so that the
 * server and the centers apply the same numbers.
 */

/** Search keeps only matches whose similarity is above this. */
export const SEARCH_SIMILARITY_THRESHOLD = 0.1;
/** Search returns at most this many results. */
export const SEARCH_MAX_RESULTS = 10;
/** Of those, this many are displayed. */
export const SEARCH_RESULTS_SHOWN = 3;
/** The library list shows at most this many documents. */
export const LIBRARY_LIST_MAX = 10;
/** Characters of content shown in a list entry. */
export const LIST_CONTENT_CHARS = 150;
/** Characters of a search snippet window. */
export const SEARCH_SNIPPET_CHARS = 100;
/** Characters of the THINK result text (most relevant content). */
export const THINK_RESULT_CHARS = 300;
/** Characters of a document's content used as the share title when it has none. */
export const SHARE_TITLE_FALLBACK_CHARS = 50;

/**
 * Cuts a text to at most `max` characters, at a word boundary when one is near, with an ellipsis
 * counted inside the limit. Whitespace runs become single spaces.
 */
export function truncateText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  if (max <= 1) return flat.slice(0, max);
  const room = max - 1;
  const cut = flat.slice(0, room);
  const space = cut.lastIndexOf(' ');
  const body = space >= room * 0.6 ? cut.slice(0, space) : cut;
  return `${body.replace(/[\s,;:.-]+$/, '')}\u2026`;
}
