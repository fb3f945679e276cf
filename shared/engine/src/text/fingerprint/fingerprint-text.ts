import { ASCII_FOLD, foldConfusable } from './confusable-skeleton';

/**
 * Characters that show nothing: zero-width spaces and joiners, the byte-order mark, soft hyphens, variation
 * selectors, tags and the bidirectional controls (all Default_Ignorable_Code_Point), and the other format
 * characters (Cf). A word with one of them inside reads as the word, so it must compare as the word.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
/** Combining marks, dropped after decomposition: 'é' and 'e' + U+0301 + U+0301 compare as 'e'. */
const MARKS = /\p{M}/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The first steps of the normalisation, on the whole text: compatibility forms folded (Unicode NFKC:
 * full-width, ligatures, mathematical letters), invisible characters removed, combining marks dropped. What
 * is left is folded character by character (foldCharacterAt).
 */
export function plainForFingerprint(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '').normalize('NFD').replace(MARKS, '');
}

/**
 * The fold of the character at `i` of a plain text (the lower case of its TR39 skeleton) and how many
 * UTF-16 units it took (2 for a character outside the basic plane).
 */
export function foldCharacterAt(plain: string, i: number): [folded: string, units: number] {
  const code = plain.charCodeAt(i);
  if (code < 128) return [ASCII_FOLD[code]!, 1];
  const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < plain.length;
  return [foldConfusable(plain.slice(i, pair ? i + 2 : i + 1)), pair ? 2 : 1];
}

/**
 * A text as the fingerprint sees it: plainForFingerprint, then every character folded to the lower case of
 * its TR39 skeleton, so that text disguised with look-alike letters or hidden characters compares equal to
 * the text it imitates.
 */
export function normalizeForFingerprint(text: string): string {
  const plain = plainForFingerprint(text);
  const parts: string[] = [];
  for (let i = 0; i < plain.length;) {
    const [folded, units] = foldCharacterAt(plain, i);
    parts.push(folded);
    i += units;
  }
  return parts.join('');
}

/** The words of a text after normalizeForFingerprint: what shingles are made of. */
export function fingerprintWords(text: string): string[] {
  return normalizeForFingerprint(text).match(WORD) ?? [];
}
