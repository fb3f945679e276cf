import { MILITARY_SYNONYMS } from '../search/acronyms';
import { stem } from '../text/stem';
import type { Lexicon } from './lexicon';
import { readingQuantities, type Amount } from './quantities';
import type { Reading, Word } from './reading';
import { signalAround, type Signal } from './signal';
import { wordCue, type Scale } from './word-cues';

/** A word of what a claim is about, and the words that name the same thing. */
export interface CoreTerm {
  readonly word: Word;
  /** Stems that count as a mention: its own and its military synonyms ("fuel", "petroleum"). */
  readonly stems: ReadonlySet<string>;
  /** Dictionary words that count too: synonyms and derived forms ("road" for "route"), matched as words. */
  readonly words: ReadonlySet<string>;
  /**
   * hard: a mention must name it (the head noun, an acronym: "GPS jamming");
   * modifier: the other noun of a two-noun compound ("clarity index"), which a mention may leave out only by
   *   naming the head alone ("keeps time" for "network timing"), not another kind of it ("Fog index");
   * soft: a capitalised word that may be left out when the head and half the words are there ("Army");
   * optional: an adjective ("friendly").
   */
  readonly need: 'hard' | 'modifier' | 'soft' | 'optional';
  readonly head: boolean;
}

/** An assumption read for checking: what it is about, what it says of it, and its figures. */
export interface Claim {
  readonly reading: Reading;
  readonly core: readonly CoreTerm[];
  /** The other content words (where, when, for what), as stems. */
  readonly context: readonly string[];
  /** The word that says what holds ("available", "rely", "increase"), when there is one. */
  readonly predicate: Word | null;
  /** The scale the claim speaks on (that of its predicate). */
  readonly scale: Scale | null;
  readonly signal: Signal;
  readonly amounts: readonly Amount[];
  /** The claim denies its thing outright ("no alcohol", "has no counterspace payload"). */
  readonly denied: boolean;
}

// Framing words: what comes before them only frames the claim ("Planners should assume that ...").
const FRAME = new Set([
  'assume',
  'assumes',
  'assumed',
  'assuming',
  'expect',
  'expects',
  'believe',
  'believes',
  'anticipate',
  'anticipates',
  'presume',
  'presumes',
]);
// Subjects that say who acts, not what the claim is about: the claim is then about the object.
const GENERIC_SUBJECTS = new Set([
  'we',
  'i',
  'you',
  'they',
  'it',
  'he',
  'she',
  'soldiers',
  'personnel',
  'people',
  'staff',
  'staffs',
  'units',
  'everyone',
  'planners',
  'leaders',
  'troops',
  'members',
  'crews',
  'operators',
  'users',
]);
const BE = new Set(['be', 'is', 'are', 'was', 'were', 'been', 'being', 'get', 'gets', 'got']);
const NP_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);
const HAVE = new Set(['have', 'has', 'had']);
const OBJECT_PREPOSITIONS = new Set(['on', 'with', 'upon', 'in']);

let synonymGroups: Map<string, string[]> | undefined;
function militarySynonyms(s: string): readonly string[] {
  if (!synonymGroups) {
    synonymGroups = new Map();
    for (const group of MILITARY_SYNONYMS) {
      const stems = group.filter((w) => !w.includes(' ')).map((w) => stem(w));
      for (const x of stems) synonymGroups.set(x, stems);
    }
  }
  return synonymGroups.get(s) ?? [];
}

/** The stems that name the same thing as a word: its own and its military synonyms. */
export function stemsOf(word: Word): Set<string> {
  return new Set([word.stem, ...militarySynonyms(word.stem)]);
}

/** Dictionary words for the same thing (synonyms, derived forms), compared as words: stems would let "orbiter" name "orbit". */
export function wordsOf(word: Word, lexicon: Lexicon): Set<string> {
  const out = new Set<string>();
  if (!word.named) for (const r of lexicon.related(word.lower)) if (!r.includes(' ')) out.add(r);
  return out;
}

const ACRONYM = /^\p{Lu}[\p{Lu}\d]+$/u;

/** The noun phrase that starts at `from` (skipping determiners), with an "of/to/for" tail that holds a name. */
function phraseFrom(words: readonly Word[], from: number, clause: number): number[] {
  let i = from;
  const inPhrase = (w: Word) =>
    NP_POS.has(w.pos) ||
    w.value !== null ||
    w.named ||
    // "Emergency leave must ...": a word the tagger took for a verb, right before a modal, heads the phrase.
    (w.pos === 'VERB' &&
      ['must', 'will', 'shall', 'can', 'should', 'may', 'is', 'are', 'was', 'were'].includes(
        words[w.index + 1]?.lower ?? '',
      ));
  const lead = (w: Word) =>
    !w.content || ['DET', 'PRON', 'AUX', 'PART', 'ADP', 'SCONJ', 'CCONJ'].includes(w.pos);
  while (i < words.length && words[i]!.clause === clause && lead(words[i]!) && !inPhrase(words[i]!)) i += 1;
  const out: number[] = [];
  while (i < words.length && words[i]!.clause === clause && inPhrase(words[i]!)) {
    out.push(i);
    i += 1;
  }
  // "the route to Harrow Point", "overflights of Harrow Point": the named tail names the thing too.
  const link = words[i];
  if (out.length > 0 && link && ['to', 'of', 'at'].includes(link.lower)) {
    const tail: number[] = [];
    let k = i + 1;
    while (k < words.length && words[k]!.clause === clause && !words[k]!.content && words[k]!.pos === 'DET')
      k += 1;
    while (k < words.length && words[k]!.clause === clause && NP_POS.has(words[k]!.pos)) {
      tail.push(k);
      k += 1;
    }
    if (tail.some((t) => words[t]!.named)) out.push(...tail);
  }
  return out.filter((k) => words[k]!.content);
}

/** The first word that says what holds, and whether the claim is about its object rather than its subject. */
function predicateOf(
  words: readonly Word[],
  from: number,
  genericSubject: boolean,
  lexicon: Lexicon,
): { index: number; objectCore: boolean } | null {
  let fallback: number | null = null;
  for (let i = from; i < words.length; i += 1) {
    const w = words[i]!;
    const cue = wordCue(w.lower, w.pos, lexicon);
    const polar = cue.cues.length > 0 && w.pos !== 'NOUN' && w.pos !== 'PROPN' && !w.named;
    // "We rely on GPS", "The SOC has an alternate path": the claim is about what is relied on or had.
    if ((cue.reliance && genericSubject) || HAVE.has(w.lower)) return { index: i, objectCore: true };
    if (cue.continuity) {
      // "stays available", "keep working": the word after says what stays.
      const next = words[i + 1];
      const nextCue = next ? wordCue(next.lower, next.pos, lexicon) : undefined;
      if (next && nextCue && nextCue.cues.length > 0) return { index: i + 1, objectCore: false };
      return { index: i, objectCore: false };
    }
    if (polar) {
      const passive = [words[i - 1], words[i - 2]].some((p) => p && BE.has(p.lower));
      const active = w.pos === 'VERB' && !passive;
      // "REDLAND will reduce KESTREL collection": a verb that acts on something is about its object.
      return { index: i, objectCore: active && cue.cues.some((c) => c.scale !== 'good' || c.sign < 0) };
    }
    if (fallback === null && w.pos === 'VERB' && !cue.transparent) fallback = i;
  }
  return fallback === null ? null : { index: fallback, objectCore: false };
}

/**
 * Reads an assumption: its subject (or, when the subject only says who acts, "we rely on GPS", its object)
 * is what it is about; the first word of a scale says what it claims of it; the rest is context.
 */
export function readClaim(reading: Reading, lexicon: Lexicon, about?: string): Claim {
  const words = reading.words;
  // The writer of the assumption may say what it is about ("There is time to move fuel ...": fuel).
  const at = about ? reading.text.indexOf(about) : -1;
  const given =
    at >= 0
      ? words.filter((w) => w.content && w.start >= at && w.end <= at + about!.length).map((w) => w.index)
      : [];
  const frame = words.findIndex((w) => FRAME.has(w.lower));
  let from = frame >= 0 && words.length - frame > 3 ? frame + 1 : 0;
  if (words[from]?.lower === 'that') from += 1;
  const clause = words[from]?.clause ?? 0;
  const subject = phraseFrom(words, from, clause);
  const genericSubject = subject.length === 0 || subject.every((k) => GENERIC_SUBJECTS.has(words[k]!.lower));
  const found = predicateOf(words, subject.length > 0 ? subject.at(-1)! + 1 : from, genericSubject, lexicon);
  let coreIndices = subject;
  if (found && (found.objectCore || genericSubject)) {
    let k = found.index + 1;
    while (
      k < words.length &&
      (OBJECT_PREPOSITIONS.has(words[k]!.lower) || wordCue(words[k]!.lower, words[k]!.pos, lexicon).negator)
    )
      k += 1;
    const object = phraseFrom(words, k, words[found.index]!.clause);
    if (object.length > 0) coreIndices = object;
  }
  if (given.length > 0) coreIndices = given;
  if (coreIndices.length === 0)
    coreIndices = words
      .filter((w) => w.content && w.index >= from)
      .slice(0, 2)
      .map((w) => w.index);
  const coreSet = new Set(coreIndices);
  // The head is the last common noun of the phrase (the last noun when all are names).
  const nouns = coreIndices.filter(
    (k) => words[k]!.pos === 'NOUN' || words[k]!.pos === 'PROPN' || words[k]!.named,
  );
  const head = nouns.filter((k) => !words[k]!.named).at(-1) ?? nouns.at(-1) ?? coreIndices.at(-1);
  const compound = nouns.length <= 2;
  const core: CoreTerm[] = coreIndices.map((k) => {
    const w = words[k]!;
    const acronym = ACRONYM.test(w.text);
    const need: CoreTerm['need'] =
      k === head || acronym
        ? 'hard'
        : w.named
          ? 'soft'
          : compound && nouns.includes(k)
            ? 'modifier'
            : 'optional';
    return { word: w, stems: stemsOf(w), words: wordsOf(w, lexicon), need, head: k === head };
  });
  const predicate = found ? words[found.index]! : null;
  const skip = new Set(words.filter((w) => w.index < from).map((w) => w.index));
  const signal = signalAround(reading, coreIndices, lexicon, {
    role: 'claim',
    reliance: genericSubject,
    skip,
  });
  const scaleOrder: Scale[] = ['need', 'good', 'amount', 'change'];
  const predicateCue = predicate ? wordCue(predicate.lower, predicate.pos, lexicon) : undefined;
  const own = predicateCue?.cues.find((c) => signal[c.scale]?.word.index === predicate!.index)?.scale;
  // "will stay at about 70 minutes": a claim that only says something stays claims it does not change.
  const staysOnly =
    predicateCue?.continuity && predicateCue.cues.length === 0 && signal.change?.word === predicate;
  const scale =
    own ?? (staysOnly ? 'change' : signal.good ? 'good' : (scaleOrder.find((s) => signal[s]) ?? null));
  const first = coreIndices[0]!;
  const denied = first > 0 && wordCue(words[first - 1]!.lower, words[first - 1]!.pos, lexicon).negator;
  return {
    reading,
    core,
    context: [
      ...new Set(
        words
          .filter((w) => w.content && !coreSet.has(w.index) && w.index >= from && w !== predicate)
          .map((w) => w.stem),
      ),
    ],
    predicate,
    scale,
    signal,
    amounts: readingQuantities(reading),
    denied,
  };
}
