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

const isHead = (token: TextToken) => token.pos === 'NOUN' || token.pos === 'PROPN';

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
  let runStart = -1;
  const flush = (runEnd: number) => {
    for (let end = runStart; end < runEnd; end += 1) {
      if (!isHead(tokens[end]!)) continue;
      for (let start = end; start >= Math.max(runStart, end - maxWords + 1); start -= 1) {
        const words = tokens.slice(start, end + 1);
        if (VAGUE.has(words[0]!.lower)) continue;
        if (words.every((w) => GENERIC_WORDS.has(w.lower))) continue;
        out.push({
          key: words.map((w) => stem(w.lower)).join(' '),
          surface: words.map((w) => w.value).join(' '),
          tokenStart: start,
          tokenEnd: end + 1,
        });
      }
    }
  };
  for (let i = 0; i <= tokens.length; i += 1) {
    const token = tokens[i];
    const ok = token !== undefined && isPhraseWord(token) && !blocked?.[i];
    if (ok && runStart === -1) runStart = i;
    if (!ok && runStart !== -1) {
      flush(i);
      runStart = -1;
    }
  }
  return out;
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
