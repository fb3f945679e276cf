import { foldText, oneLine } from '../../text/normalize';

/**
 * How the staff evaluation decides that what an engine returned is what a label names. The rules are kept
 * strict enough that a fragment, a heading or a neighbouring sentence does not score, and loose enough that
 * layout does not decide (a PDF's line breaks, a table's pipes, a bullet or a paragraph number).
 */

/**
 * The comparable form of a text: lower case without diacritics, plain quotes and dashes, table pipes and
 * bullets taken out, whitespace (line breaks included) collapsed, and no punctuation at either end (a
 * leading parenthesis stays: it opens a list marker, "(2)").
 */
export function comparable(text: string): string {
  return oneLine(foldText(text).replace(/\|/g, ' '))
    .replace(/^(?:[-*\u2022]\s*)+/, '')
    .replace(/^[\s.,;:!?"'-]+|[\s.,;:!?"'()-]+$/g, '');
}

/** A rule's number or a list marker at the start of a sentence ("PZ-4", "3.b.(5)", "ROM-02", "7.", "a."). */
const LEADING_NUMBER =
  /^(?:[a-z]{1,4}-\d{1,3}[a-z]?|\d+(?:\.[a-z\d]+|\.\(\w{1,3}\))*\.?|[a-z][.)]|\(\w{1,3}\))\s+/;

/** `comparable` without a leading rule number or list marker: what the sentence says. */
export function comparableBody(text: string): string {
  let out = comparable(text);
  for (let previous = ''; previous !== out;) {
    previous = out;
    out = out.replace(LEADING_NUMBER, '');
  }
  return out;
}

const wordCount = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;

/**
 * Whether an engine's sentence is a labelled sentence: one holds the other once both are comparable (so a
 * sentence returned with its bullet, or a label quoted inside a longer line, both count), and the shorter
 * has at least half the words of the longer (so a heading or a fragment of a sentence does not).
 */
export function sameSentence(given: string, label: string): boolean {
  const a = comparableBody(given);
  const b = comparableBody(label);
  if (!a || !b) return false;
  if (!a.includes(b) && !b.includes(a)) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return wordCount(short) * 2 >= wordCount(long);
}

/**
 * Whether an engine's sentence is one of the sentences of a rule (a rule may be two or three sentences, or a
 * table row whose wrapped cells were joined): the rule's words hold the sentence's, and the sentence has at
 * least four words, or the sentence holds the whole rule.
 */
export function partOfRule(given: string, ruleText: string): boolean {
  const a = comparableBody(given);
  const b = comparableBody(ruleText);
  if (!a || !b) return false;
  return (b.includes(a) && wordCount(a) >= 4) || a.includes(b);
}

/** A name as written, without a parenthesis that gives context ("3rd Company (of the 212th ...)"). */
export function bareName(name: string): string {
  return comparable(name.replace(/\([^)]*\)/g, ' ')).replace(/^the\s+/, '');
}

/**
 * Whether a name an engine returned names the labelled actor (or one of its aliases): the same name once
 * comparable, without a leading "the" or a parenthesis, or one holding the other as whole words with the
 * shorter of at least two words ("the 212th Motorized Rifle Battalion's 3rd Company" names the company's
 * battalion too, but "Battalion" alone names nothing).
 */
export function sameName(given: string, names: readonly string[]): boolean {
  const a = bareName(given);
  if (!a) return false;
  return names.some((name) => {
    const b = bareName(name);
    if (!b) return false;
    if (a === b) return true;
    const [short, long] = a.length <= b.length ? [a, b] : [b, a];
    return wordCount(short) >= 2 && ` ${long} `.includes(` ${short} `);
  });
}

/** Whether a phrase is in a text, both comparable (a draft carries a fact when it holds its words). */
export function carries(text: string, phrase: string): boolean {
  const p = comparable(phrase);
  return p.length > 0 && comparable(text).includes(p);
}

/** A word's form for comparing a task's words: lower case, a final "s" of a verb or plural dropped. */
const stemWord = (w: string) =>
  w.length <= 3 ? w : /(?:s|sh|ch|x|z)es$/.test(w) ? w.slice(0, -2) : /[^s]s$/.test(w) ? w.slice(0, -1) : w;
const taskWords = (text: string) => (comparable(text).match(/[\p{L}\p{N}]+/gu) ?? []).map(stemWord);

/**
 * Whether an engine's task is the labelled task: the engine's words are all in the label's (order and
 * verb form aside: "screen" for "screens"), it has at least two, and it opens on the label's verb. The
 * label's task runs on to its place and time, which the engine may give apart as where and when.
 */
export function sameTask(given: string, label: string): boolean {
  const a = taskWords(given);
  const b = taskWords(label);
  if (a.length < 2 || b.length === 0 || a[0] !== b[0]) return false;
  const words = new Set(b);
  return a.every((w) => words.has(w));
}

/**
 * Whether an engine's element of a mission (where, why) is the labelled one: one holds the other once
 * comparable and without a leading "in order to" or "to", and the shorter has at least two words. A label
 * with two places ("from PZ BRAMBLE to LZ WREN; along PL COBALT") accepts either.
 */
export function sameElement(given: string, label: string): boolean {
  const lead = /^(?:in order to|so as to|to)\s+/;
  const a = comparable(given).replace(lead, '');
  return label.split(';').some((part) => {
    const b = comparable(part).replace(lead, '');
    if (!a || !b) return false;
    const [short, long] = a.length <= b.length ? [a, b] : [b, a];
    return wordCount(short) >= 2 && long.includes(short);
  });
}
