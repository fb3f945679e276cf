/**
 * Text normalisation. Two flavours: `alignText` keeps every character at its place (so offsets into
 * the result are offsets into the original, which citations need), `normalizeText` is free to change
 * lengths and is meant for queries, titles and anything that is not quoted back.
 */

/** Typographic characters that have a plain twin of the same length. */
const SAME_LENGTH: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u00A0': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2004': ' ',
  '\u2005': ' ',
  '\u2006': ' ',
  '\u2007': ' ',
  '\u2008': ' ',
  '\u2009': ' ',
  '\u200A': ' ',
  '\u202F': ' ',
  '\u205F': ' ',
  '\u3000': ' ',
  '\t': ' ',
  '\f': '\n',
  '\v': '\n',
};

// Control characters and the typographic ones above, in one pass (matching control characters is
// the point here).
const ALIGN_PATTERN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\t\r\u2018\u2019\u201A\u201B\u2032\u201C\u201D\u201E\u2033\u2010-\u2015\u2212\u00A0\u2002-\u200A\u202F\u205F\u3000]/g;

/**
 * Replaces typographic quotes, dashes, odd spaces and control characters by plain ones of the same
 * length, so that `alignText(t).length === t.length` and every offset stays valid.
 */
export function alignText(text: string): string {
  // A carriage return before a line feed becomes a space, so that Windows line ends do not read
  // as blank lines (paragraph breaks); a lone carriage return is a line end.
  return text.replace(ALIGN_PATTERN, (ch: string, offset: number) =>
    ch === '\r' ? (text[offset + 1] === '\n' ? ' ' : '\n') : (SAME_LENGTH[ch] ?? ' '),
  );
}

/**
 * Full normalisation for free text: Unicode NFKC, no zero-width characters, plain quotes and dashes,
 * single spaces, at most one blank line between paragraphs, trimmed.
 */
export function normalizeText(text: string): string {
  return alignText(text.normalize('NFKC').replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, ''))
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Lower case without diacritics: the form used to compare words and phrases. */
export function foldText(text: string): string {
  return normalizeText(text)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Collapses all whitespace (newlines included) to single spaces: for quotes shown on one line. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
