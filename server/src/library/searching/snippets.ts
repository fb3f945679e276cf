import { buildSnippet, termKey, SEARCH_SNIPPET_CHARS, type Snippet } from '@csw/engine';
import { pageTexts, type PageMap } from '../page-map';

/**
 * Text searched for a snippet: full-text search indexes the first 200,000 characters of a document (see
 * the documents schema), so a keyword match lies there.
 */
const SNIPPET_SCAN_CHARS = 200_000;

export interface Located {
  snippet: Snippet;
  page: number | null;
}

/** Distinct query terms a snippet highlights. */
function distinctHits(snippet: Snippet): number {
  return new Set(snippet.highlights.map((h) => termKey(snippet.text.slice(h.start, h.end)))).size;
}

/**
 * The snippet of a result: 100 characters around the best match, with highlight ranges (never HTML), and
 * the page it is on when the document has a page map. `passage` is the passage nearest in meaning, used
 * when no query word occurs in the document (a match by meaning only).
 */
export function locateSnippet(
  content: string,
  pageMap: PageMap | null,
  terms: readonly string[],
  passage: { start: number; end: number; page: number | null } | null,
): Located {
  const options = { width: SEARCH_SNIPPET_CHARS };
  const scanned = content.slice(0, SNIPPET_SCAN_CHARS);
  let best: Located | null = null;
  let bestHits = 0;
  for (const { page, text } of pageTexts(scanned, pageMap)) {
    if (!text.trim()) continue;
    const snippet = buildSnippet(text, terms, options);
    const hits = distinctHits(snippet);
    if (!best || hits > bestHits) {
      best = { snippet, page: pageMap ? page : null };
      bestHits = hits;
    }
  }
  if (bestHits === 0 && passage) {
    return {
      snippet: buildSnippet(content.slice(passage.start, passage.end), terms, options),
      page: passage.page,
    };
  }
  return best ?? { snippet: buildSnippet(content, terms, options), page: pageMap?.[0]?.page ?? null };
}
