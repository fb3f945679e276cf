/**
 * Every match of a global regular expression in a text, the matches `text.matchAll(pattern)` gives,
 * without the copy of the expression that `matchAll` makes on each call: over thousands of short
 * sentences that copy costs several times the matching itself. The expression's `lastIndex` is
 * reset to 0 before and is 0 again after.
 * @throws when the expression is not global (as `matchAll` does).
 */
export function execAll(pattern: RegExp, text: string): RegExpExecArray[] {
  if (!pattern.global) throw new TypeError('execAll needs a global regular expression.');
  const out: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    out.push(match);
    // An empty match does not move on by itself: step over one character, or one code point in
    // Unicode mode, as matchAll does.
    if (match[0] === '') pattern.lastIndex = nextIndex(text, pattern.lastIndex, pattern.unicode);
  }
  return out;
}

function nextIndex(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const code = text.charCodeAt(index);
  const next = text.charCodeAt(index + 1);
  return code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? index + 2 : index + 1;
}
