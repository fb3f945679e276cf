import { SEARCH_RULES, type Snippet } from '@csw/contracts';

export interface SnippetPart {
  text: string;
  highlighted: boolean;
}

/** The server may put an ellipsis at either end of its window. */
const ELLIPSES = 2;

/**
 * Splits a snippet into plain and highlighted runs of text. The highlights are ranges into the text
 * (never markup); ranges that overlap, run backwards or fall outside the text are trimmed or dropped, and
 * a text longer than the snippet window is cut to it, so whatever the answer holds, the result is just text.
 */
export function snippetParts(snippet: Snippet, maxChars: number = SEARCH_RULES.snippetChars): SnippetPart[] {
  const cut = snippet.text.length > maxChars + ELLIPSES;
  const text = cut ? snippet.text.slice(0, maxChars) : snippet.text;
  const ranges = snippet.highlights
    .map((range) => ({
      start: Math.max(0, Math.trunc(range.start)),
      end: Math.min(text.length, Math.trunc(range.end)),
    }))
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start);

  const parts: SnippetPart[] = [];
  let at = 0;
  for (const range of ranges) {
    const start = Math.max(range.start, at);
    if (range.end <= start) continue;
    if (start > at) parts.push({ text: text.slice(at, start), highlighted: false });
    parts.push({ text: text.slice(start, range.end), highlighted: true });
    at = range.end;
  }
  const rest = text.slice(at) + (cut ? '\u2026' : '');
  if (rest) parts.push({ text: rest, highlighted: false });
  return parts;
}
