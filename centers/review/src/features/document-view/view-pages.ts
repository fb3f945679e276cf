/**
 * The pages the document view shows. A document with pages of its own (an uploaded PDF or Word file) is
 * shown by those pages; one without (a note, a saved draft: the server gives its whole text as page 1) is
 * cut into parts of about PART_CHARS characters at a paragraph, a line or a word, so that a long text is
 * still read a screen at a time. `offset` is where a view page starts in its stored page's text, which is
 * what a citation's `start` and `end` count from.
 */
export interface ViewPage {
  /** The stored page (a citation's `page`). */
  page: number;
  offset: number;
  text: string;
}

export const PART_CHARS = 3000;

/** Where to cut `text` at or before `limit`: after a blank line, else a line, else a space, else at `limit`. */
function cutAt(text: string, from: number, limit: number): number {
  if (limit >= text.length) return text.length;
  const window = text.slice(from, limit);
  // Not too early: a part keeps at least half its size.
  const floor = Math.floor((limit - from) / 2);
  for (const boundary of ['\n\n', '\n', ' ']) {
    const at = window.lastIndexOf(boundary);
    if (at >= floor) return from + at + boundary.length;
  }
  return limit;
}

/** The parts of one stored page of text (one part when it is short). */
export function splitIntoParts(page: number, text: string, size: number = PART_CHARS): ViewPage[] {
  if (text.length <= size) return [{ page, offset: 0, text }];
  const parts: ViewPage[] = [];
  let start = 0;
  while (start < text.length) {
    const end = cutAt(text, start, start + size);
    parts.push({ page, offset: start, text: text.slice(start, end) });
    start = end;
  }
  return parts;
}

/** Where the quoted words lie in a view page's text (`end` exclusive), or null when they are not on it. */
export interface MarkRange {
  start: number;
  end: number;
}

/** A citation's place: its stored page, the quote, and where the quote was in that page's text. */
export interface QuotePlace {
  page: number;
  quote: string;
  start?: number;
  end?: number;
}

/** Collapses runs of white space, so a quote still matches text whose line breaks moved. */
const squeeze = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

/**
 * Where the quote lies in a stored page's text: at the citation's offsets when the text there is still the
 * quote, otherwise (the document was edited since it was cited) at the quote's first occurrence, matched
 * without regard to case and line breaks; null when the page no longer holds it.
 */
export function locateQuote(pageText: string, place: QuotePlace): MarkRange | null {
  const { quote, start, end } = place;
  if (!quote.trim()) return null;
  if (start !== undefined && end !== undefined && end > start && pageText.slice(start, end) === quote)
    return { start, end };
  const exact = pageText.indexOf(quote);
  if (exact !== -1) return { start: exact, end: exact + quote.length };
  // Map each squeezed character back to the page's text to find the loose match's true span.
  const positions: number[] = [];
  let squeezed = '';
  for (let i = 0; i < pageText.length; i += 1) {
    const char = pageText[i]!;
    if (/\s/.test(char)) {
      if (squeezed.endsWith(' ')) continue;
      squeezed += ' ';
    } else squeezed += char.toLowerCase();
    positions.push(i);
  }
  const target = squeeze(quote).trim();
  const at = squeezed.indexOf(target);
  if (at === -1) return null;
  return { start: positions[at]!, end: positions[at + target.length - 1]! + 1 };
}

/** The part of a marked range that falls on one view page, in that view page's own offsets. */
export function markOn(view: ViewPage, range: MarkRange | null): MarkRange | null {
  if (!range) return null;
  const start = Math.max(range.start - view.offset, 0);
  const end = Math.min(range.end - view.offset, view.text.length);
  return end > start ? { start, end } : null;
}

/** The text of a view page in three runs: before the mark, the marked words, after (no mark: one run). */
export function markedRuns(text: string, mark: MarkRange | null): { text: string; marked: boolean }[] {
  if (!mark) return [{ text, marked: false }];
  return [
    { text: text.slice(0, mark.start), marked: false },
    { text: text.slice(mark.start, mark.end), marked: true },
    { text: text.slice(mark.end), marked: false },
  ].filter((run) => run.text.length > 0);
}
