import type { CharacterRange } from '@csw/contracts';

/**
 * The units the writing checker counts: paragraphs, prose sentences and words, with character offsets.
 *
 * Counting rules (the same rules a person applies by hand, so that a hand count can check the checker):
 * 1. A paragraph is a run of non-blank lines; blank lines separate paragraphs.
 * 2. A paragraph is prose when it ends with `.`, `!` or `?` (a closing quote or bracket may follow).
 *    Letterhead, addresses, the subject line, headings, signature blocks and unpunctuated list items are
 *    not prose and are not measured.
 * 3. A paragraph's leading label (`1.`, `a.`, `(1)`, `(a)`, `-`, `*`, `•`, `#`) is not a word.
 * 4. A sentence ends at `.`, `!` or `?` (closing quotes or brackets may follow) when whitespace and then a
 *    capital letter, a digit, an opening quote or bracket, or the end of the paragraph follows; not after
 *    a listed abbreviation (Mr., Dr., U.S., e.g., Fig., a month ...). A single letter and a period ("Appendix
 *    F.") ends a sentence like any word.
 * 5. A word is a whitespace-separated token holding a letter or a digit: a hyphenated compound, an
 *    acronym or a number is one word.
 */

/** A counted unit of a text: its character range and its text. */
export interface TextUnit extends CharacterRange {
  readonly text: string;
}

export type WordUnit = TextUnit;

export interface SentenceUnit extends TextUnit {
  readonly paragraph: number;
  readonly words: readonly WordUnit[];
}

export interface ParagraphUnit extends TextUnit {
  /** Where the body starts, after a leading label such as `1.` or `(a)`. */
  readonly bodyStart: number;
  readonly prose: boolean;
  /** The paragraph's source lines (to count printed lines). */
  readonly lines: readonly string[];
}

export interface ProseUnits {
  readonly paragraphs: readonly ParagraphUnit[];
  /** Sentences of prose paragraphs only, in reading order. */
  readonly sentences: readonly SentenceUnit[];
}

const LABEL = /^(?:\(?[0-9]{1,3}[.)]|\(?[a-zA-Z][.)](?=\s)|\([0-9a-zA-Z]{1,3}\)|[-*•]|#{1,6})\s+/;
const PROSE_END = /[.!?]["'”’)\]]*$/;
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'rd',
  'ave',
  'blvd',
  'no',
  'nos',
  'vs',
  'e.g',
  'i.e',
  'u.s',
  'a.m',
  'p.m',
  'fig',
  'figs',
  'encl',
  'encls',
  'para',
  'paras',
  'vol',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'gen',
  'col',
  'lt',
  'capt',
  'sgt',
  'maj',
]);
const WORD = /\S+/g;
const HAS_ALNUM = /[\p{L}\p{N}]/u;

/** Words of `text[start, end)`, offsets into the whole text. */
export function wordsIn(text: string, start: number, end: number): WordUnit[] {
  const out: WordUnit[] = [];
  const slice = text.slice(start, end);
  WORD.lastIndex = 0;
  for (let m = WORD.exec(slice); m; m = WORD.exec(slice)) {
    if (HAS_ALNUM.test(m[0])) {
      out.push({ start: start + m.index, end: start + m.index + m[0].length, text: m[0] });
    }
  }
  return out;
}

function isAbbreviation(token: string): boolean {
  const bare = token.replace(/^["'“‘([]+/, '').replace(/\.$/, '');
  return ABBREVIATIONS.has(bare.toLowerCase());
}

// Sentence ranges of one prose paragraph body.
function sentenceRanges(text: string, start: number, end: number): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  const body = text.slice(start, end);
  const stop = /[.!?]["'”’)\]]*(?=\s|$)/g;
  let from = 0;
  for (let m = stop.exec(body); m; m = stop.exec(body)) {
    const after = m.index + m[0].length;
    const rest = body.slice(after);
    const next = rest.trimStart();
    const atEnd = next.length === 0;
    if (!atEnd && !/^[\p{Lu}\p{N}"'“‘([]/u.test(next)) continue;
    if (!atEnd && body[m.index] === '.') {
      const tokenStart = body.lastIndexOf(' ', m.index) + 1;
      const token = body.slice(Math.max(tokenStart, body.lastIndexOf('\n', m.index) + 1), m.index + 1);
      if (isAbbreviation(token)) continue;
    }
    const s = body.slice(from, after);
    const lead = s.length - s.trimStart().length;
    if (s.trim().length > 0) out.push({ start: start + from + lead, end: start + after });
    from = after;
  }
  const tail = body.slice(from);
  if (tail.trim().length > 0) {
    const lead = tail.length - tail.trimStart().length;
    out.push({ start: start + from + lead, end: start + from + tail.trimEnd().length });
  }
  return out;
}

/** Splits a text into paragraphs, prose sentences and words by the counting rules above. */
export function proseUnits(text: string): ProseUnits {
  const paragraphs: ParagraphUnit[] = [];
  const sentences: SentenceUnit[] = [];
  const blocks = /(?:[^\n]*\S[^\n]*(?:\n|$))+/g;
  for (let m = blocks.exec(text); m; m = blocks.exec(text)) {
    if (m[0].length === 0) {
      blocks.lastIndex += 1;
      continue;
    }
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const start = m.index + lead;
    const end = m.index + raw.trimEnd().length;
    const paraText = text.slice(start, end);
    const label = LABEL.exec(paraText);
    const bodyStart = start + (label ? label[0].length : 0);
    const prose = PROSE_END.test(paraText);
    const index = paragraphs.length;
    paragraphs.push({ start, end, text: paraText, bodyStart, prose, lines: paraText.split('\n') });
    if (!prose) continue;
    for (const r of sentenceRanges(text, bodyStart, end)) {
      const words = wordsIn(text, r.start, r.end);
      if (words.length === 0) continue;
      sentences.push({
        start: r.start,
        end: r.end,
        text: text.slice(r.start, r.end),
        paragraph: index,
        words,
      });
    }
  }
  return { paragraphs, sentences };
}
