/** Cuts a text to `max` characters (whitespace runs flattened), with an ellipsis counted inside the limit. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}\u2026`;
}

/**
 * A list's excerpt (the first characters of a document's text) cut like `clip`: the ellipsis also marks
 * an excerpt that is shorter than the whole text, though it fits.
 */
export function clipExcerpt(excerpt: string, contentLength: number, max: number): string {
  const flat = excerpt.replace(/\s+/g, ' ').trim();
  const whole = contentLength <= excerpt.length && flat.length <= max;
  return whole ? flat : `${flat.slice(0, max - 1).trimEnd()}\u2026`;
}
