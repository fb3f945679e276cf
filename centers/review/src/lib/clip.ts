/** Cuts a text to `max` characters (whitespace runs flattened), with an ellipsis counted inside the limit. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}\u2026`;
}
