import {
  BAD,
  CONTINUITY,
  GOOD,
  LESS,
  MORE,
  NEAR_NEGATORS,
  NEEDED,
  NEGATORS,
  RELIANCE,
  SAME,
  TRANSPARENT,
} from './cue-words';
import { lexiconPos, type Lexicon } from './lexicon';

/** The scale a word speaks on, and which end. */
export type Scale = 'good' | 'amount' | 'change' | 'need';
export interface Cue {
  readonly scale: Scale;
  readonly sign: 1 | -1;
}

/** What one word contributes to what a sentence says. */
export interface WordCue {
  readonly cues: readonly Cue[];
  readonly negator: boolean;
  /** Denies only the word right after it ("without GPS"). */
  readonly nearNegator: boolean;
  readonly transparent: boolean;
  readonly reliance: boolean;
  readonly continuity: boolean;
  /** The list word it was found as ("jamming" -> jam), for reasons. */
  readonly base: string;
}

const GOOD_CUE: Cue = { scale: 'good', sign: 1 };
const BAD_CUE: Cue = { scale: 'good', sign: -1 };
const MORE_CUE: Cue = { scale: 'amount', sign: 1 };
const LESS_CUE: Cue = { scale: 'amount', sign: -1 };
const SAME_CUE: Cue = { scale: 'change', sign: 1 };
const MOVES_CUE: Cue = { scale: 'change', sign: -1 };
const NEEDED_CUE: Cue = { scale: 'need', sign: 1 };

// The general verbs WordNet files a word under that put it on a scale ("double" is a way to increase).
const UP_ROOTS = ['increase', 'rise', 'grow', 'expand', 'multiply'];
const DOWN_ROOTS = ['decrease', 'reduce', 'fall', 'diminish', 'shrink', 'decline', 'lessen'];
const HARM_ROOTS = [
  'damage',
  'destroy',
  'hinder',
  'prevent',
  'interrupt',
  'impair',
  'attack',
  'obstruct',
  'weaken',
  'worsen',
  'deny',
];

function listed(form: string): Cue[] {
  const cues: Cue[] = [];
  if (GOOD.has(form)) cues.push(GOOD_CUE);
  if (BAD.has(form)) cues.push(BAD_CUE);
  if (MORE.has(form)) cues.push(MORE_CUE, MOVES_CUE);
  if (LESS.has(form)) cues.push(LESS_CUE, MOVES_CUE);
  if (SAME.has(form)) cues.push(SAME_CUE);
  if (NEEDED.has(form)) cues.push(NEEDED_CUE);
  return cues;
}

const hasAny = (set: ReadonlySet<string>, words: readonly string[]) => words.some((w) => set.has(w));
const intersects = (set: ReadonlySet<string>, list: ReadonlySet<string>) => {
  for (const w of set) if (list.has(w)) return true;
  return false;
};

/**
 * Where the lists do not know a verb, adjective or adverb, the dictionary places it: the antonym of a good
 * adjective is bad ("unprotected"); a verb filed under "increase" says more ("double", "surge"), one filed
 * under "damage" or "hinder" is bad ("cripple", "impede"), a synonym of a listed verb takes its place.
 * Verbs are not placed by their antonyms: "leave" is the opposite of "arrive" without being bad news.
 */
function fromLexicon(word: string, pos: string, lexicon: Lexicon): Cue[] {
  if (pos !== 'VERB') {
    // Adjectives and adverbs by their antonyms only: "unprotected" is the opposite of a good word.
    const antonyms = lexicon.antonyms(word, lexiconPos(pos));
    if (intersects(antonyms, GOOD)) return [BAD_CUE];
    if (intersects(antonyms, BAD)) return [GOOD_CUE];
    if (intersects(antonyms, MORE)) return [LESS_CUE, MOVES_CUE];
    if (intersects(antonyms, LESS)) return [MORE_CUE, MOVES_CUE];
    return [];
  }
  // Verbs by what they are a way of doing: "double" is a way to increase, "cripple" a way to damage.
  const broader = lexicon.broader(word, 2);
  if (hasAny(broader, UP_ROOTS)) return [MORE_CUE, MOVES_CUE];
  if (hasAny(broader, DOWN_ROOTS)) return [LESS_CUE, MOVES_CUE];
  if (hasAny(broader, HARM_ROOTS)) return [BAD_CUE];
  for (const r of lexicon.related(word)) {
    const cues = listed(r);
    if (cues.length > 0) return cues;
  }
  return [];
}

const cache = new WeakMap<Lexicon, Map<string, WordCue>>();
const OPEN_CLASS = new Set(['VERB', 'ADJ', 'ADV']);

/** What a word contributes, from the lists and, for open-class words the lists miss, from the lexicon. */
export function wordCue(lower: string, pos: string, lexicon: Lexicon): WordCue {
  let byWord = cache.get(lexicon);
  if (!byWord) {
    byWord = new Map();
    cache.set(lexicon, byWord);
  }
  const key = `${OPEN_CLASS.has(pos) ? 'o' : 'c'}:${lower}`;
  const cached = byWord.get(key);
  if (cached) return cached;
  const forms = [lower, ...lexicon.baseForms(lower).filter((f) => f !== lower)];
  let cues: Cue[] = [];
  let base = lower;
  for (const f of forms) {
    cues = listed(f);
    if (cues.length > 0) {
      base = f;
      break;
    }
  }
  const negator = NEGATORS.has(lower);
  const transparent = TRANSPARENT.has(lower) || forms.some((f) => TRANSPARENT.has(f) && f === 'be');
  if (cues.length === 0 && !negator && !transparent && OPEN_CLASS.has(pos) && lower.length > 3) {
    cues = fromLexicon(lower, pos, lexicon);
  }
  const cue: WordCue = {
    cues,
    negator,
    nearNegator: NEAR_NEGATORS.has(lower),
    transparent,
    reliance: forms.some((f) => RELIANCE.has(f)),
    continuity: forms.some((f) => CONTINUITY.has(f)),
    base,
  };
  byWord.set(key, cue);
  return cue;
}
