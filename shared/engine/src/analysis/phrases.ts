import type { TextToken } from '../text/nlp';
import { stem } from '../text/stem';
import { STOP_WORDS } from '../text/stop-words';
import { GENERIC_WORDS } from './cues';

/** A candidate key phrase: stemmed key, the words as written, and its token range. */
export interface PhraseCandidate {
  readonly key: string;
  readonly surface: string;
  readonly tokenStart: number;
  readonly tokenEnd: number;
}

// Adjectives that say nothing about the topic ("other threats", "key issues").
const VAGUE = new Set(
  'other such several many much new current key main major minor additional various certain same own further possible potential significant primary overall general specific particular different similar important relevant total entire whole first second third last next previous recent following likely'.split(
    ' ',
  ),
);

function isPhraseWord(token: TextToken): boolean {
  return (
    token.kind === 'word' &&
    (token.pos === 'NOUN' || token.pos === 'PROPN' || token.pos === 'ADJ') &&
    token.lower.length >= 2 &&
    /\p{L}/u.test(token.lower) &&
    !STOP_WORDS.has(token.lower)
  );
}

function isHead(token: TextToken): boolean {
  return token.pos === 'NOUN' || token.pos === 'PROPN';
}

/**
 * Noun-phrase candidates of a token run: every stretch of one to `maxWords` words inside a run of
 * nouns and adjectives that ends on a noun and does not open with a vague adjective. `blocked`
 * marks tokens already taken by a named entity.
 */
export function phraseCandidates(
  tokens: readonly TextToken[],
  maxWords = 3,
  blocked?: Uint8Array,
): PhraseCandidate[] {
  const out: PhraseCandidate[] = [];
  const stems: string[] = [];
  let runStart = -1;
  for (let i = 0; i <= tokens.length; i += 1) {
    const token = tokens[i];
    const ok = token !== undefined && isPhraseWord(token) && !blocked?.[i];
    if (ok && runStart === -1) runStart = i;
    if (!ok && runStart !== -1) {
      runPhrases(tokens, runStart, i, maxWords, stems, out);
      runStart = -1;
    }
  }
  return out;
}

/** Adds the phrases of the run of phrase words `tokens[runStart, runEnd)` to `out`. */
function runPhrases(
  tokens: readonly TextToken[],
  runStart: number,
  runEnd: number,
  maxWords: number,
  stems: string[],
  out: PhraseCandidate[],
): void {
  // Each word of the run is stemmed once, not once for every phrase it is part of.
  for (let i = runStart; i < runEnd; i += 1) stems[i - runStart] = stem(tokens[i]!.lower);
  for (let end = runStart; end < runEnd; end += 1) {
    if (!isHead(tokens[end]!)) continue;
    let key = '';
    let surface = '';
    let allGeneric = true;
    // Longer phrases grow leftwards from the head: "defense", "air defense", "layered air defense".
    for (let start = end; start >= Math.max(runStart, end - maxWords + 1); start -= 1) {
      const first = tokens[start]!;
      key = start === end ? stems[start - runStart]! : `${stems[start - runStart]!} ${key}`;
      surface = start === end ? first.value : `${first.value} ${surface}`;
      allGeneric &&= GENERIC_WORDS.has(first.lower);
      if (VAGUE.has(first.lower) || allGeneric) continue;
      out.push({ key, surface, tokenStart: start, tokenEnd: end + 1 });
    }
  }
}

/** The longest noun phrases of a token run (no sub-phrases): what a question asks about. */
export function maximalPhrases(tokens: readonly TextToken[], maxWords = 4): PhraseCandidate[] {
  const all = phraseCandidates(tokens, maxWords);
  return all.filter(
    (c) =>
      !all.some(
        (o) =>
          o !== c &&
          o.tokenStart <= c.tokenStart &&
          o.tokenEnd >= c.tokenEnd &&
          o.tokenEnd - o.tokenStart > c.tokenEnd - c.tokenStart,
      ),
  );
}
