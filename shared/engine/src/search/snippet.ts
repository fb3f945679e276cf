import { STOP_WORDS } from '../text/stop-words';
import { termKey, wordTokens } from '../text/tokenize';
import { SEARCH_SNIPPET_CHARS } from './constants';

/** A character range of a snippet's text (`end` exclusive). */
export interface HighlightRange {
  readonly start: number;
  readonly end: number;
}

/** A piece of text with the ranges that matched the query; rendered by the UI, never as HTML. */
export interface Snippet {
  readonly text: string;
  readonly highlights: readonly HighlightRange[];
}

export interface SnippetOptions {
  /** Window length in characters, ellipses not counted (default 100). */
  readonly width?: number;
}

const ELLIPSIS = '\u2026';

/**
 * Builds a snippet: the window of `width` characters of `text` that holds the most distinct query
 * terms (words compared by stem), with the matched words as highlight ranges into the snippet text.
 * An ellipsis marks each side that was cut. With no match, the start of the text.
 * @param query the query text, or its stemmed terms (for example `expandQuery(q).terms`)
 */
export function buildSnippet(
  text: string,
  query: string | readonly string[],
  options: SnippetOptions = {},
): Snippet {
  const width = Math.max(10, options.width ?? SEARCH_SNIPPET_CHARS);
  const flat = text.replace(/\s+/g, ' ').trim();
  const wanted = new Set(
    typeof query === 'string'
      ? wordTokens(query)
          .filter((t) => !STOP_WORDS.has(t.lower))
          .map((t) => termKey(t.lower))
      : query,
  );
  const matches = wordTokens(flat).filter((t) => wanted.has(termKey(t.lower)));

  let start = 0;
  if (matches.length > 0) {
    // Slide over the matches: each window starts at a match; keep the one with most distinct terms.
    let best = { distinct: 0, count: 0, index: 0 };
    for (let i = 0; i < matches.length; i += 1) {
      const first = matches[i]!;
      const seen = new Set<string>();
      let count = 0;
      for (let j = i; j < matches.length && matches[j]!.end - first.start <= width; j += 1) {
        seen.add(termKey(matches[j]!.lower));
        count += 1;
      }
      if (seen.size > best.distinct || (seen.size === best.distinct && count > best.count)) {
        best = { distinct: seen.size, count, index: i };
      }
    }
    const first = matches[best.index]!;
    let last = first;
    for (let j = best.index; j < matches.length && matches[j]!.end - first.start <= width; j += 1)
      last = matches[j]!;
    // Centre the matched stretch in the window, then snap the start to a word boundary.
    const slack = width - (last.end - first.start);
    start = Math.max(0, Math.min(first.start - Math.floor(slack / 2), flat.length - width));
    // Never open the window in the middle of a word.
    if (start > 0 && flat[start - 1] !== ' ') {
      const next = flat.indexOf(' ', start);
      if (next !== -1 && next + 1 <= first.start) start = next + 1;
    }
  }
  let end = Math.min(flat.length, start + width);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start + width * 0.7) end = space;
  }
  const prefix = start > 0 ? ELLIPSIS : '';
  const suffix = end < flat.length ? ELLIPSIS : '';
  const body = flat.slice(start, end).trim();
  const lead = flat.slice(start, end).length - flat.slice(start, end).trimStart().length;
  const highlights = matches
    .filter((m) => m.start >= start + lead && m.end <= start + lead + body.length)
    .map((m) => ({
      start: m.start - start - lead + prefix.length,
      end: m.end - start - lead + prefix.length,
    }));
  return { text: `${prefix}${body}${suffix}`, highlights };
}
