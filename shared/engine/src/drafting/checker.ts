/**
 * The writing checker: applies the Army writing standard to a text, fast enough for every keystroke.
 *
 * Clarity index (DA Pam 600-67, para 4-3): average words per sentence plus the percentage of words of
 * three or more syllables; target 30, below 20 too abrupt, above 40 difficult. The pamphlet leaves the
 * units open, so they are fixed here (see `prose.ts` for the full rules): only prose paragraphs (those
 * ending in `.`, `!` or `?`) are measured, over the whole text rather than a 200-word sample; a leading
 * paragraph label is not a word; a word is a whitespace-separated token with a letter or digit.
 * Syllables are counted by the `syllable` package (rule-based English syllable counter) on the word's
 * letters; a token without letters (a number) is not a long word. Acronyms are counted as the package
 * reads them, as words.
 *
 * The other findings: passive voice (AR 25-50 para 1-38), sentences over SENTENCE_WORD_LIMIT words and
 * paragraphs over 10 printed lines of PRINTED_LINE_CHARS characters (para 1-39b), sentences that open
 * with "It is", "There is" or "There are" (para 1-39b(8)), the main point in the first paragraph (para
 * 1-38b) and the structure of the template.
 */
import {
  CLARITY_INDEX_ABRUPT,
  CLARITY_INDEX_DIFFICULT,
  CLARITY_INDEX_TARGET,
  LONG_WORD_SYLLABLES,
  PARAGRAPH_LINE_LIMIT,
  PRINTED_LINE_CHARS,
  SENTENCE_WORD_LIMIT,
  type ClarityIndex,
  type DraftFormatId,
  type WritingCheck,
  type WritingFinding,
} from '@csw/contracts';
import { syllable } from 'syllable';
import { BoundedCache } from '../cache/bounded-cache';
import { findPassive } from './passive';
import { proseUnits, type ProseUnits, type SentenceUnit, type WordUnit } from './prose';
import { checkBluf } from './bluf-check';
import { validateStructure } from './validate';
import { checkerNote } from './note';

export interface CheckOptions {
  /** The template the text follows: its structure is checked too. */
  readonly format?: DraftFormatId;
}

const EXCERPT_CHARS = 120;
// The counter's rules are costly; a writer's vocabulary is small, so counts are kept (bounded).
const syllableCounts = new BoundedCache<string, number>(50_000);
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Syllables of a word by the documented rule: the `syllable` counter on its letters. */
export function wordSyllables(word: string): number {
  const letters = word
    .replace(/[^\p{L}'-]+/gu, ' ')
    .trim()
    .toLowerCase();
  if (letters.length === 0) return 0;
  return syllableCounts.get(letters, () => syllable(letters));
}

/** True when a word has three or more syllables. */
export function isLongWord(word: string): boolean {
  return wordSyllables(word) >= LONG_WORD_SYLLABLES;
}

/** The DA Pam 600-67 clarity index of the given sentences. */
export function clarityOf(sentences: readonly SentenceUnit[]): ClarityIndex {
  const words: WordUnit[] = sentences.flatMap((s) => s.words);
  if (sentences.length === 0 || words.length === 0) {
    return {
      index: null,
      rating: 'no text',
      sentences: 0,
      words: 0,
      longWords: 0,
      averageSentenceLength: 0,
      longWordPercent: 0,
    };
  }
  const longWords = words.filter((w) => isLongWord(w.text)).length;
  const average = words.length / sentences.length;
  const percent = (100 * longWords) / words.length;
  const index = round1(average + percent);
  return {
    index,
    rating:
      index < CLARITY_INDEX_ABRUPT
        ? 'too abrupt'
        : index > CLARITY_INDEX_DIFFICULT
          ? 'difficult'
          : 'on target',
    sentences: sentences.length,
    words: words.length,
    longWords,
    averageSentenceLength: round1(average),
    longWordPercent: round1(percent),
  };
}

/** The clarity index of a text by the documented counting rules. */
export function clarityIndex(text: string): ClarityIndex {
  return clarityOf(proseUnits(text).sentences);
}

const excerpt = (text: string, start: number, end: number) => {
  const s = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return s.length > EXCERPT_CHARS ? `${s.slice(0, EXCERPT_CHARS - 1)}\u2026` : s;
};

function finding(
  text: string,
  f: Omit<WritingFinding, 'excerpt' | 'severity'> & { severity?: WritingFinding['severity'] },
): WritingFinding {
  return { severity: 'warning', ...f, excerpt: excerpt(text, f.start, f.end) };
}

function clarityFinding(text: string, units: ProseUnits, clarity: ClarityIndex): WritingFinding[] {
  if (clarity.index === null || clarity.rating === 'on target') return [];
  const first = units.sentences[0]!;
  const last = units.sentences.at(-1)!;
  const abrupt = clarity.rating === 'too abrupt';
  return [
    finding(text, {
      kind: 'clarity',
      message: abrupt
        ? `Clarity index ${clarity.index} is too abrupt (below ${CLARITY_INDEX_ABRUPT}; target ${CLARITY_INDEX_TARGET}).`
        : `Clarity index ${clarity.index} is difficult (above ${CLARITY_INDEX_DIFFICULT}; target ${CLARITY_INDEX_TARGET}): ${clarity.averageSentenceLength} words per sentence, ${clarity.longWordPercent}% long words.`,
      why: abrupt
        ? 'DA Pam 600-67 para 4-3: below 20, writing is too abrupt. Join related short sentences.'
        : 'DA Pam 600-67 para 4-3: over 40, writing is difficult to understand. Use shorter sentences and shorter words (about 15 words per sentence, 15 percent long words).',
      start: first.start,
      end: last.end,
    }),
  ];
}

function sentenceFindings(text: string, units: ProseUnits): WritingFinding[] {
  const out: WritingFinding[] = [];
  for (const s of units.sentences) {
    for (const p of findPassive(s)) {
      out.push(
        finding(text, {
          kind: 'passive-voice',
          message: `Passive voice: "${text.slice(p.start, p.end)}".`,
          why: 'AR 25-50 para 1-38: use the active voice; it puts the actor before the verb and makes sentences shorter.',
          start: p.start,
          end: p.end,
        }),
      );
    }
    if (s.words.length > SENTENCE_WORD_LIMIT) {
      out.push(
        finding(text, {
          kind: 'long-sentence',
          message: `Sentence of ${s.words.length} words (limit ${SENTENCE_WORD_LIMIT}).`,
          why: 'AR 25-50 para 1-39b(2): keep sentences short; the average should be about 15 words.',
          start: s.start,
          end: s.end,
        }),
      );
    }
    const opening = /^["'“(]*(it is|there is|there are)\b/i.exec(s.text);
    if (opening) {
      out.push(
        finding(text, {
          kind: 'weak-opening',
          message: `Sentence opens with "${opening[1]}".`,
          why: 'AR 25-50 para 1-39b(8): avoid sentences that begin with "It is", "There is" or "There are"; name the actor.',
          start: s.start,
          end: s.start + opening[0].length,
        }),
      );
    }
  }
  return out;
}

function paragraphFindings(text: string, units: ProseUnits): WritingFinding[] {
  const out: WritingFinding[] = [];
  for (const p of units.paragraphs) {
    if (!p.prose) continue;
    const lines = p.lines.reduce(
      (n, l) => n + Math.max(1, Math.ceil(l.trim().length / PRINTED_LINE_CHARS)),
      0,
    );
    if (lines > PARAGRAPH_LINE_LIMIT) {
      out.push(
        finding(text, {
          kind: 'long-paragraph',
          message: `Paragraph of about ${lines} lines (limit ${PARAGRAPH_LINE_LIMIT}).`,
          why: 'AR 25-50 para 1-39b(3): write paragraphs that, with few exceptions, are no more than 10 lines.',
          start: p.start,
          end: p.end,
        }),
      );
    }
  }
  return out;
}

/** Runs every check of the writing standard on a text. Pure and synchronous. */
export function checkWriting(text: string, options: CheckOptions = {}): WritingCheck {
  const units = proseUnits(text);
  const clarity = clarityOf(units.sentences);
  const structure = options.format ? validateStructure(text, options.format) : null;
  const findings: WritingFinding[] = [
    ...clarityFinding(text, units, clarity),
    ...checkBluf(text, units).map((f) => finding(text, f)),
    ...(structure?.issues ?? []).map((issue) =>
      finding(text, {
        kind: 'structure',
        message:
          issue.problem === 'missing'
            ? `${structure!.formatName}: ${issue.part} is missing.`
            : `${structure!.formatName}: ${issue.part} is out of order.`,
        why: structure!.why,
        start: issue.start,
        end: issue.end,
      }),
    ),
    ...sentenceFindings(text, units),
    ...paragraphFindings(text, units),
  ].sort((a, b) => a.start - b.start || a.end - b.end);
  const check = {
    clarity,
    findings,
    structure: structure
      ? {
          format: structure.format,
          formatName: structure.formatName,
          ok: structure.ok,
          found: structure.found,
          missing: structure.missing,
          outOfOrder: structure.outOfOrder,
        }
      : null,
  };
  return { ...check, note: checkerNote(check) };
}
