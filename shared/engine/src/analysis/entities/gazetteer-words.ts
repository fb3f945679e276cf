import { execAll } from '../../text/exec-all';

// A word as the gazetteer sees it: letters and digits with inner dots, slashes, hyphens and
// apostrophes ("U.S.", "AN/TPY-2", "al-Qaeda", "People's"), and closing dots before a space or the end.
const GAZETTEER_WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}]|[./'-](?=[\p{L}\p{N}])|\.(?=\s|$))*/gu;

const DOT = 46;

function isAsciiLetterOrDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isInnerMark(code: number): boolean {
  return code === DOT || code === 47 || code === 39 || code === 45; // . / ' -
}

function isAsciiSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

// Any character outside ASCII: such a text is read by the regular expression itself.
// eslint-disable-next-line no-control-regex
const NOT_ASCII = /[^\u0000-\u007F]/;

/**
 * The words of a text as the gazetteer reads them (`GAZETTEER_WORD`), as start and end offsets one
 * after the other: [start0, end0, start1, end1, ...]. An ASCII text (most texts, once typographic
 * quotes and dashes are made plain) is scanned character by character, which gives the same words
 * as the expression without a match object for each of them; any other text goes through the
 * expression.
 */
export function gazetteerWordSpans(text: string): number[] {
  const spans: number[] = [];
  if (NOT_ASCII.test(text)) {
    for (const m of execAll(GAZETTEER_WORD, text)) spans.push(m.index, m.index + m[0].length);
    return spans;
  }
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isAsciiLetterOrDigit(text.charCodeAt(i))) {
      i += 1;
      continue;
    }
    const start = i;
    i += 1;
    while (i < n) {
      const code = text.charCodeAt(i);
      if (isAsciiLetterOrDigit(code)) i += 1;
      else if (isInnerMark(code) && i + 1 < n && isAsciiLetterOrDigit(text.charCodeAt(i + 1))) i += 1;
      else if (code === DOT && (i + 1 === n || isAsciiSpace(text.charCodeAt(i + 1)))) i += 1;
      else break;
    }
    spans.push(start, i);
  }
  return spans;
}
