import type { TextToken } from '../text/nlp';
import { analyzeText } from '../text/nlp';
import { stem } from '../text/stem';
import { STOP_WORDS } from '../text/stop-words';
import { CLAUSE_WORDS, NUMBER_WORDS } from './cue-words';

/** A word of a sentence as the meaning matcher sees it. */
export interface Word {
  readonly index: number;
  readonly text: string;
  readonly lower: string;
  /** Porter stem, the key words of the two texts meet on. */
  readonly stem: string;
  /** Universal part of speech. */
  readonly pos: string;
  /** Which clause of the sentence it belongs to (0-based). */
  readonly clause: number;
  /** A name: an acronym, or a capitalised word inside the sentence ("GPS", "Harrow"). */
  readonly named: boolean;
  /** Not a stop word and not a number: a word that says what the sentence is about. */
  readonly content: boolean;
  /** Its value when it is a number ("9,500", "four"). */
  readonly value: number | null;
  /** Character offsets in the text that was read (`end` exclusive). */
  readonly start: number;
  readonly end: number;
}

/** A sentence (or a short text) read into words and clauses. */
export interface Reading {
  readonly text: string;
  readonly words: readonly Word[];
}

const PART = /[\p{L}\p{N}]+(?:[.,]\d+)*(?:'[\p{L}]+)*/gu;
const CLAUSE_MARK = /^(?:;|:|\u2014|\u2013|--)$/;
const NUMERIC = /^\d[\d,]*(?:\.\d+)?$/;

function valueOf(lower: string): number | null {
  if (NUMERIC.test(lower)) return Number(lower.replace(/,/g, ''));
  return NUMBER_WORDS[lower] ?? null;
}

/**
 * Reads tokens of the language pipeline: words split like the corpus terms ("TST-40" gives "tst" and
 * "40"), clauses cut at semicolons, colons, dashes and contrast words ("but", "while", "although").
 */
export function readTokens(text: string, tokens: readonly TextToken[], offset = 0): Reading {
  const words: Word[] = [];
  let clause = 0;
  let first = true;
  for (const token of tokens) {
    if (token.kind === 'punctuation' || token.kind === 'symbol') {
      if (CLAUSE_MARK.test(token.value) && words.length > 0 && words.at(-1)!.clause === clause) clause += 1;
      continue;
    }
    if (CLAUSE_WORDS.has(token.lower) && words.length > 0 && words.at(-1)!.clause === clause) clause += 1;
    for (const m of token.value.matchAll(PART)) {
      const raw = m[0];
      const lower = raw.toLowerCase();
      const start = token.start + m.index - offset;
      const value = valueOf(lower);
      const letters = /\p{L}/u.test(raw);
      words.push({
        index: words.length,
        text: raw,
        lower,
        stem: stem(lower),
        pos: token.pos,
        clause,
        named: letters && (/^\p{Lu}[\p{Lu}\d]+$/u.test(raw) || (!first && /^\p{Lu}/u.test(raw))),
        content: letters && value === null && !STOP_WORDS.has(lower) && lower !== "n't",
        value,
        start,
        end: start + raw.length,
      });
      first = false;
    }
  }
  return { text, words };
}

/** Reads a text of one or a few sentences (an assumption, a passage given as a string). */
export function readText(text: string): Reading {
  return readTokens(text, analyzeText(text).tokens);
}

/** Reads a sentence of the corpus, whose tokens carry page offsets. */
export function readSentence(sentence: {
  readonly text: string;
  readonly tokens: readonly TextToken[];
  readonly start: number;
}): Reading {
  return readTokens(sentence.text, sentence.tokens, sentence.start);
}
