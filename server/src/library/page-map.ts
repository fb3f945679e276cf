import type { PageMap } from '../data/library-repository';
import type { ExtractedPage } from '../ingestion/types';

export type { PageMap };

/**
 * Where each extracted page lies in the extracted text. Extraction joins the non-empty pages with a blank
 * line (ingestion/worker/pages.mjs); empty pages keep their number as an empty range, so that page numbers
 * stay true to the file.
 */
export function pageMapOf(text: string, pages: readonly ExtractedPage[]): PageMap {
  const map: PageMap = [];
  let cursor = 0;
  for (const { page, text: pageText } of pages) {
    if (!pageText) {
      map.push({ page, start: cursor, end: cursor });
      continue;
    }
    // Found at the cursor in practice; a page that cannot be found gets the empty range where it would be.
    const found = text.indexOf(pageText, cursor);
    const start = found === -1 ? cursor : found;
    const end = found === -1 ? cursor : found + pageText.length;
    map.push({ page, start, end });
    cursor = end;
    while (cursor < text.length && text[cursor] === '\n') cursor += 1;
  }
  return map;
}

/** The page that holds a character offset, or null without a page map. */
export function pageAt(pageMap: PageMap | null, offset: number): number | null {
  if (!pageMap || pageMap.length === 0) return null;
  let found: number | null = null;
  for (const range of pageMap) {
    if (range.end <= range.start) continue;
    if (offset >= range.start) found = range.page;
    if (offset < range.end) break;
  }
  return found ?? pageMap[0]!.page;
}

/** The text of each page; a document without a page map is one page. */
export function pageTexts(content: string, pageMap: PageMap | null): { page: number; text: string }[] {
  if (!pageMap || pageMap.length === 0) return [{ page: 1, text: content }];
  return pageMap.map(({ page, start, end }) => ({ page, text: content.slice(start, end) }));
}
