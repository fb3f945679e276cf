import type { CharacterRange } from '@csw/contracts';
import { analyzeText, type TextEntity, type TextSentence, type TextToken } from './nlp';

/** A paragraph of a text: its character range and the range of its sentences. */
export interface Paragraph extends CharacterRange {
  readonly sentenceStart: number;
  readonly sentenceEnd: number;
}

/** A sentence with its own tokens (offsets are into the whole text). */
export interface Sentence extends CharacterRange {
  readonly text: string;
  readonly paragraph: number;
  readonly tokens: readonly TextToken[];
  readonly entities: readonly TextEntity[];
}

export interface SegmentedText {
  readonly paragraphs: Paragraph[];
  readonly sentences: Sentence[];
}

// A blank line separates paragraphs. A heading line ("2. SITUATION", "Key Findings") stands alone so
// that it is not glued to the sentence under it; ordinary line wraps (as in text taken from a PDF)
// are not headings because they hold lower-case running words.
const BLANK_LINE = /\n[ \t]*\n\s*/g;
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

function isHeadingLine(line: string, next: string): boolean {
  if (!/^\s*[\p{Lu}\p{N}(]/u.test(next)) return false;
  return isHeadingText(line);
}

/**
 * Whether a line reads as a heading: short, no closing punctuation, every word capitalised but for
 * small words ("2. SITUATION", "Key Findings", "Bottom Line Up Front").
 */
export function isHeadingText(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.length === 0 || trimmed.length > 80 || /[.,;:!?]$/.test(trimmed)) return false;
  const body = trimmed.replace(/^(?:[\p{N}]+|[A-Za-z])(?:\.[\p{N}a-z]+)*[.)]\s+/u, '');
  const words = body.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length === 0 || words.length > 10) return false;
  return words.every((w, i) => /^[\p{Lu}\p{N}]/u.test(w) || (i > 0 && SMALL_WORDS.has(w.toLowerCase())));
}

/** Character ranges of the paragraphs of a text, blank lines and heading lines as separators. */
export function paragraphRanges(text: string): Array<{ start: number; end: number }> {
  const ranges: Array<{ start: number; end: number }> = [];
  const push = (start: number, end: number) => {
    let s = start;
    let e = end;
    while (s < e && /\s/.test(text[s] ?? '')) s += 1;
    while (e > s && /\s/.test(text[e - 1] ?? '')) e -= 1;
    if (e > s) ranges.push({ start: s, end: e });
  };
  const block = (blockStart: number, end: number) => {
    let start = blockStart;
    let lineStart = start;
    let newline = text.indexOf('\n', lineStart);
    while (newline !== -1 && newline < end) {
      const nextEnd = text.indexOf('\n', newline + 1);
      const next = text.slice(newline + 1, nextEnd === -1 || nextEnd > end ? end : nextEnd);
      if (isHeadingLine(text.slice(lineStart, newline), next)) {
        push(start, lineStart);
        push(lineStart, newline);
        start = newline + 1;
      }
      lineStart = newline + 1;
      newline = text.indexOf('\n', lineStart);
    }
    push(start, end);
  };
  let cursor = 0;
  for (const match of text.matchAll(BLANK_LINE)) {
    block(cursor, match.index);
    cursor = match.index + match[0].length;
  }
  block(cursor, text.length);
  return ranges;
}

// The sentence splitter takes "1." or "a)" in front of a heading or list item for a sentence of its
// own; such a marker belongs to what follows it.
function mergeListMarkers(list: readonly TextSentence[], tokens: readonly TextToken[]): TextSentence[] {
  const out: TextSentence[] = [];
  let pending: TextSentence | undefined;
  for (const sentence of list) {
    const current: TextSentence = pending
      ? {
          start: pending.start,
          end: sentence.end,
          tokenStart: pending.tokenStart,
          tokenEnd: sentence.tokenEnd,
        }
      : sentence;
    pending = undefined;
    // Only a sentence of three tokens or fewer can be a marker: longer ones are not looked into.
    const short = current.tokenEnd - current.tokenStart <= 3;
    const words = short ? tokens.slice(current.tokenStart, current.tokenEnd).map((t) => t.value) : [];
    if (short && /^(?:\(?[\p{N}]{1,3}|\(?[a-zA-Z])[.)]?$/u.test(words.join(''))) pending = current;
    else out.push(current);
  }
  if (pending) out.push(pending);
  return out;
}

// A line that opens with a bullet ("- ", "* ", "• ") is a list item: the sentence splitter does not
// break before it, and without a break every item of a list would read as one long sentence.
const LIST_ITEM_LINE = /\n[ \t]*(?=[-*\u2022\u2013][ \t]+\S)/g;
// With `lettered`, a line that opens with a paragraph marker ("d. ", "(3) ", "4. ") starts an item too: the
// splitter does not always break there ("... on its 5988-E.\nf. The motor sergeant will ...").
const LETTERED_ITEM_LINE = /\n[ \t]*(?=(?:[-*\u2022\u2013]|[a-z][.)]|\(\w{1,3}\)|\d{1,3}[.)])[ \t]+\S)/g;

/** Character ranges of the list items of a paragraph (the lead-in before the first item is one). */
export function listItemRanges(
  text: string,
  start: number,
  end: number,
  lettered = false,
): Array<{ start: number; end: number }> {
  const ranges: Array<{ start: number; end: number }> = [];
  let cursor = start;
  const body = text.slice(start, end);
  // A list item starts on a new line: a paragraph on one line is one range.
  if (!body.includes('\n')) {
    if (body.trim()) ranges.push({ start, end });
    return ranges;
  }
  for (const match of body.matchAll(lettered ? LETTERED_ITEM_LINE : LIST_ITEM_LINE)) {
    const at = start + match.index;
    if (text.slice(cursor, at).trim()) ranges.push({ start: cursor, end: at });
    cursor = at + match[0].length;
  }
  if (text.slice(cursor, end).trim()) ranges.push({ start: cursor, end });
  return ranges;
}

/**
 * Splits a text into paragraphs and sentences with exact character offsets. Each paragraph goes
 * through the language pipeline on its own, so that no sentence ever crosses a paragraph break, and
 * each list item of a paragraph on its own, so that no sentence runs from one item into the next.
 */
export function segmentText(text: string, options: { readonly lettered?: boolean } = {}): SegmentedText {
  const paragraphs: Paragraph[] = [];
  const sentences: Sentence[] = [];
  for (const range of paragraphRanges(text)) {
    const sentenceStart = sentences.length;
    for (const item of listItemRanges(text, range.start, range.end, options.lettered)) {
      pushSentences(text, item, paragraphs.length, sentences);
    }
    if (sentences.length > sentenceStart) {
      paragraphs.push({ start: range.start, end: range.end, sentenceStart, sentenceEnd: sentences.length });
    }
  }
  return { paragraphs, sentences };
}

function pushSentences(
  text: string,
  range: { start: number; end: number },
  paragraph: number,
  sentences: Sentence[],
): void {
  const analysed = analyzeText(text.slice(range.start, range.end), range.start);
  const tokens = analysed.tokens;
  let entityCursor = 0;
  for (const s of mergeListMarkers(analysed.sentences, analysed.tokens)) {
    const own: TextEntity[] = [];
    while (entityCursor < analysed.entities.length) {
      const e = analysed.entities[entityCursor];
      if (!e || e.tokenStart >= s.tokenEnd) break;
      entityCursor += 1;
      if (e.tokenStart >= s.tokenStart) {
        own.push({ ...e, tokenStart: e.tokenStart - s.tokenStart, tokenEnd: e.tokenEnd - s.tokenStart });
      }
    }
    sentences.push({
      start: s.start,
      end: s.end,
      text: text.slice(s.start, s.end),
      paragraph,
      tokens: tokens.slice(s.tokenStart, s.tokenEnd),
      entities: own,
    });
  }
}
