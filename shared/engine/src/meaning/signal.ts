import type { Lexicon } from './lexicon';
import type { Reading, Word } from './reading';
import { wordCue, type Scale } from './word-cues';

/** What a sentence says on one scale about the thing it mentions, and the word that says it. */
export interface ScaleReading {
  readonly sign: 1 | -1;
  readonly word: Word;
  /** The word was negated ("not met"), or a bad thing was said to grow ("jamming ... increase"). */
  readonly negated: boolean;
  readonly via: 'word' | 'negation' | 'bad-thing';
}

export type Signal = Partial<Record<Scale, ScaleReading>>;

// A negation reaches this many words back over auxiliaries, hedges and the words of a noun phrase or a list
// ("No gambling, fighting, or consumption of alcohol").
const NEGATION_REACH = 7;
// A word further than this from the thing it would speak of is about something else.
const PREDICATE_REACH = 9;
const NP_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);
const LINKING = new Set([
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'become',
  'becomes',
  'became',
  'remain',
  'remains',
  'stay',
  'stays',
  'seem',
  'seems',
]);
const CONDITIONS = new Set(['after', 'before', 'if', 'when', 'once', 'unless', 'until', 'whether']);
const OVERCOME = new Set(['through', 'despite', 'against', 'amid', 'under', 'without', 'in']);
// The verb that says what a bad thing does follows it closely ("jamming was prevented").
const BAD_THING_VERB_REACH = 3;
const NP_LINKS = new Set(['of', 'from', 'in', 'on', 'for', 'or', 'and', 'nor']);

/** Whether the word at `i` is negated: a negator before it, reached over transparent and noun-phrase words. */
export function negated(words: readonly Word[], i: number, lexicon: Lexicon): boolean {
  const clause = words[i]!.clause;
  const own = wordCue(words[i]!.lower, words[i]!.pos, lexicon).cues;
  let flips = 0;
  for (let j = i - 1, steps = 0; j >= 0 && steps < NEGATION_REACH; j -= 1, steps += 1) {
    const w = words[j]!;
    if (w.clause !== clause) break;
    const cue = wordCue(w.lower, w.pos, lexicon);
    if (cue.negator) {
      if (cue.nearNegator && j !== i - 1) break;
      flips += 1;
      continue;
    }
    // Gerunds in a list ("No gambling, fighting, or consumption of alcohol") belong to the noun phrase; so
    // do the other verbs of a list ("does not jam, spoof, deny or disrupt").
    const gerund = w.pos === 'VERB' && w.lower.endsWith('ing');
    const coordinated = cue.cues.some((c) => own.some((o) => o.scale === c.scale && o.sign === c.sign));
    if (cue.transparent || NP_POS.has(w.pos) || w.named || gerund || coordinated || NP_LINKS.has(w.lower))
      continue;
    break;
  }
  return flips % 2 === 1;
}

/** The noun phrase around a word: the run of nouns, adjectives and numbers it belongs to. */
export function phraseAround(words: readonly Word[], i: number): { start: number; end: number } {
  let start = i;
  let end = i + 1;
  const inPhrase = (w: Word) => (NP_POS.has(w.pos) || w.named) && w.clause === words[i]!.clause;
  while (start > 0 && inPhrase(words[start - 1]!)) start -= 1;
  // An adjective after the noun says something of it ("GPS denied"): it is no part of the phrase.
  while (end < words.length && inPhrase(words[end]!) && words[end]!.pos !== 'ADJ') end += 1;
  // "jamming of GPS", "loss of the link": a head noun joined by "of".
  if (start >= 2 && words[start - 1]!.lower === 'of' && NP_POS.has(words[start - 2]!.pos)) start -= 2;
  return { start, end };
}

/**
 * What the words around `anchors` (the mentions of the thing a claim is about) say of it, on each scale:
 * the nearest word on that scale in the anchors' clause, negated when a negation reaches it. When the
 * thing is itself bad (its phrase holds "jamming", "threat", "incidents"), more of it is bad and its failure
 * good: "GPS jamming will increase" says GPS is worse off.
 */
export function signalAround(
  reading: Reading,
  anchors: readonly number[],
  lexicon: Lexicon,
  options: {
    readonly role: 'claim' | 'evidence';
    /** In a claim whose subject only says who acts ("we rely on GPS"), relying on a thing says it works. */
    readonly reliance?: boolean;
    readonly skip?: ReadonlySet<number>;
    /** Look this far from the mentions, in any clause of the sentence (the default: nearby, in their clause). */
    readonly wide?: boolean;
  },
): Signal {
  const words = reading.words;
  if (anchors.length === 0) return {};
  const clauseCount = new Map<number, number>();
  for (const a of anchors) clauseCount.set(words[a]!.clause, (clauseCount.get(words[a]!.clause) ?? 0) + 1);
  const clause = [...clauseCount.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0]![0];
  // A thing worked through or against ("without GPS", "through GPS jamming") is a condition of what the
  // sentence says, not what it speaks of.
  // So is a thing in a condition ("after losing GPS", "if the road closes").
  const own = anchors.filter((a) => {
    if (words[a]!.clause !== clause) return false;
    const start = phraseAround(words, a).start;
    const before = words[start - 1];
    if (before && OVERCOME.has(before.lower)) return false;
    return ![before, words[start - 2]].some((w) => w && CONDITIONS.has(w.lower));
  });
  if (own.length === 0) return {};
  const phrase = new Set<number>();
  for (const a of own) {
    const { start, end } = phraseAround(words, a);
    for (let k = start; k < end; k += 1) phrase.add(k);
  }
  // The thing is itself bad ("GPS jamming", "the threat") unless the bad word is what it works through or
  // against ("operating through GPS jamming", "holds its link against heavy jamming").
  const badThing = [...phrase].some((k) => {
    const w = words[k]!;
    const start = phraseAround(words, k).start;
    const before = words[start - 1];
    if (before && OVERCOME.has(before.lower)) return false;
    return (
      w.pos !== 'ADJ' && wordCue(w.lower, w.pos, lexicon).cues.some((c) => c.scale === 'good' && c.sign < 0)
    );
  });
  const phraseEnd = Math.max(...phrase);
  // What is said of a thing mostly follows it (subject, then verb); a noun says less than a verb.
  const distance = (w: Word) =>
    Math.min(...own.map((a) => (w.index >= a ? w.index - a : (a - w.index) * 1.5))) *
    (w.pos === 'NOUN' ? 1.3 : 1);
  const best = new Map<Scale, { i: number; d: number; sign: 1 | -1 }>();
  for (const w of words) {
    if (
      (!options.wide && w.clause !== clause) ||
      phrase.has(w.index) ||
      options.skip?.has(w.index) ||
      w.named
    )
      continue;
    // "jamming and spoofing indicators": a gerund in a list of nouns names a thing, it says nothing of one.
    const listed =
      w.pos === 'VERB' &&
      w.lower.endsWith('ing') &&
      words[w.index - 1]?.pos === 'CCONJ' &&
      ['NOUN', 'PROPN'].includes(words[w.index - 2]?.pos ?? '');
    if (listed) continue;
    // "after losing GPS", "if the road closes": a condition, not what the sentence says happens.
    if (CONDITIONS.has(words[w.index - 1]?.lower ?? '')) continue;
    // An adjective before another noun describes that noun ("moderate confidence", "closest approach"),
    // unless a linking verb makes it what is said ("has become a routine event").
    const nextWord = words[w.index + 1];
    const linked = [words[w.index - 1], words[w.index - 2]].some((p) => p && LINKING.has(p.lower));
    if (
      w.pos === 'ADJ' &&
      !linked &&
      nextWord &&
      (nextWord.pos === 'NOUN' || nextWord.pos === 'PROPN') &&
      !phrase.has(nextWord.index)
    )
      continue;
    const cue = wordCue(w.lower, w.pos, lexicon);
    const d = distance(w) + (w.clause !== clause ? PREDICATE_REACH : 0);
    if (d > PREDICATE_REACH && !options.wide) continue;
    const cues = [...cue.cues];
    // In a claim, "rely on X" and "keep X" say X is there and works.
    if (options.role === 'claim' && cues.length === 0) {
      if ((cue.reliance && options.reliance) || cue.continuity) cues.push({ scale: 'good', sign: 1 });
      if (cue.continuity) cues.push({ scale: 'change', sign: 1 });
    }
    for (const c of cues) {
      const current = best.get(c.scale);
      if (!current || d < current.d) best.set(c.scale, { i: w.index, d, sign: c.sign });
    }
  }
  const signal: Signal = {};
  for (const [scale, { i, sign }] of best) {
    const isNegated = negated(words, i, lexicon);
    signal[scale] = {
      sign: isNegated ? (-sign as 1 | -1) : sign,
      word: words[i]!,
      negated: isNegated,
      via: isNegated ? 'negation' : 'word',
    };
  }
  if (badThing) {
    const amount = signal.amount;
    const good = signal.good;
    if (good && words[good.word.index]!.pos === 'NOUN' && !good.negated) {
      // "The closure of that road is the main risk": a bad thing called bad stays bad.
      signal.good = { ...good, sign: -1 };
    } else if (good && good.word.index > phraseEnd && good.word.index - phraseEnd <= BAD_THING_VERB_REACH) {
      // "Jamming was prevented" is good news; "jamming remains effective" bad: the verb right after it.
      signal.good = { ...good, sign: -good.sign as 1 | -1, via: 'bad-thing' };
    } else if (good && !amount) {
      // A good word elsewhere says nothing of the bad thing ("recognise jamming indicators and apply ...").
      delete signal.good;
    } else if (amount) {
      signal.good = { ...amount, sign: -amount.sign as 1 | -1, via: 'bad-thing' };
    }
  }
  return signal;
}
