import { readClaim, type Claim, type CoreTerm } from './claim';
import { currentLexicon, type Lexicon } from './lexicon';
import { compareAmounts, readingQuantities } from './quantities';
import { readText, type Reading, type Word } from './reading';
import { negated, signalAround, type ScaleReading } from './signal';

export type Stance = 'supports' | 'contradicts' | 'unrelated';

/** How a passage bears on an assumption, and why, in words a reader can check against the passage. */
export interface StanceResult {
  readonly stance: Stance;
  /** Why, quoting the words that decided (no source title: the caller names the source). */
  readonly reason: string;
  /** What decided: the words' polarity, an antonym, the figures, the shared words, or nothing in common. */
  readonly by: 'polarity' | 'antonym' | 'figures' | 'same-words' | 'no-mention' | 'silent';
  /** The passage's words that mention what the assumption is about. */
  readonly mentions: readonly string[];
}

// A passage that names the thing but says nothing on the claim's scale supports it only when it repeats
// this share of the claim's words.
const SAME_WORDS_SHARE = 0.5;
const MAX_QUOTE = 90;

function quote(reading: Reading, from: Word, to: Word): string {
  const a = Math.min(from.start, to.start);
  const b = Math.max(from.end, to.end);
  const text = reading.text.slice(a, b).replace(/\s+/g, ' ').trim();
  return text.length > MAX_QUOTE ? `${text.slice(0, MAX_QUOTE - 1).replace(/\s+\S*$/, '')}\u2026` : text;
}

/** Whether a passage word names a core term: the same stem, or a dictionary synonym as a word. */
function names(term: CoreTerm, w: Word, lexicon: Lexicon): boolean {
  if (term.stems.has(w.stem)) return true;
  if (term.words.size === 0) return false;
  return term.words.has(w.lower) || lexicon.baseForms(w.lower).some((b) => term.words.has(b));
}

/**
 * The passage's mentions of what the claim is about, or null when it is about something else: every hard
 * term must be named; a soft one (a capitalised word) may be missing when the head and half the terms are
 * there.
 */
function mentionsOf(claim: Claim, passage: Reading, lexicon: Lexicon): number[] | null {
  const hits: number[] = [];
  let named = 0;
  let headHits: number[] = [];
  const missing: CoreTerm[] = [];
  for (const term of claim.core) {
    const found = passage.words.filter((w) => names(term, w, lexicon)).map((w) => w.index);
    if (found.length === 0) {
      if (term.need === 'hard') return null;
      missing.push(term);
      continue;
    }
    named += 1;
    if (term.head) headHits = found;
    hits.push(...found);
  }
  if (missing.some((t) => t.need === 'soft') && !(headHits.length > 0 && named / claim.core.length >= 0.5))
    return null;
  if (missing.some((t) => t.need === 'modifier')) {
    // The head alone may stand for the compound; the head under another noun is another thing ("Fog index").
    const bare = headHits.filter((i) => {
      const before = passage.words[i - 1];
      return !before || !(before.pos === 'NOUN' || before.pos === 'PROPN' || before.named);
    });
    if (bare.length === 0) return null;
  }
  return hits.length > 0 ? [...new Set(hits)].sort((a, b) => a - b) : null;
}

// Intelligence writing denies a thing by the absence of reporting on it ("no reporting so far supports one").
const NO_REPORTING =
  /\bno (?:current |credible |confirmed )?(?:reporting|evidence|indications?|signs?|intelligence)\b/i;

function coverage(claim: Claim, passage: Reading): number {
  const own = new Set(passage.words.map((w) => w.stem));
  const wanted = [
    ...claim.core.map((t) => t.stems),
    ...claim.context.map((s) => new Set([s])),
    ...(claim.predicate ? [new Set([claim.predicate.stem])] : []),
  ];
  if (wanted.length === 0) return 0;
  return wanted.filter((names) => [...names].some((n) => own.has(n))).length / wanted.length;
}

function describe(r: ScaleReading): string {
  return r.negated ? `"not ${r.word.text}"` : `"${r.word.text}"`;
}

/** Judges a passage against a claim already read (the engine reads each assumption once). */
export function judgeClaim(
  claim: Claim,
  passage: Reading,
  lexicon: Lexicon = currentLexicon(),
): StanceResult {
  const hits = mentionsOf(claim, passage, lexicon);
  const about = claim.core.map((t) => t.word.text).join(' ');
  if (!hits) {
    return { stance: 'unrelated', reason: `it does not mention ${about}`, by: 'no-mention', mentions: [] };
  }
  const mentions = [...new Set(hits.map((i) => passage.words[i]!.text))];
  const anchor = passage.words[hits[0]!]!;
  const signal = signalAround(passage, hits, lexicon, { role: 'evidence' });

  // 1. Polarity, on the claim's own scale: nearby first, else anywhere in the sentence ("Patch compliance
  // stands at 81 percent against a requirement of 95 percent, so the requirement is not met").
  let agreement: { mine: ScaleReading; theirs: ScaleReading } | undefined;
  const mine = claim.scale ? claim.signal[claim.scale] : undefined;
  const theirs =
    claim.scale && mine
      ? (signal[claim.scale] ??
        signalAround(passage, hits, lexicon, { role: 'evidence', wide: true })[claim.scale])
      : undefined;
  if (mine && theirs) {
    if (mine.sign !== theirs.sign) {
      return {
        stance: 'contradicts',
        reason: `it says otherwise: "${quote(passage, anchor, theirs.word)}" (${describe(theirs)} against ${describe(mine)})`,
        by: 'polarity',
        mentions,
      };
    }
    agreement = { mine, theirs };
  }

  // 2. A word of opposite meaning to the claim's own ("easy" against "difficult").
  if (claim.predicate && !agreement) {
    const opposite = lexicon.antonyms(claim.predicate.lower);
    const own = new Set(passage.words.map((w) => w.lower));
    const clash = passage.words.find((w) => opposite.has(w.lower) && !own.has(claim.predicate!.lower));
    if (clash) {
      const flipped = negated(passage.words, clash.index, lexicon);
      return {
        stance: flipped ? 'supports' : 'contradicts',
        reason: `it says "${clash.text}"${flipped ? ', negated,' : ''} where the assumption says "${claim.predicate.text}"`,
        by: 'antonym',
        mentions,
      };
    }
  }

  // 3. Figures of the same unit.
  const figures = compareAmounts(claim.amounts, readingQuantities(passage));
  if (figures?.verdict === 'differ') {
    return {
      stance: 'contradicts',
      reason:
        `it gives ${figures.evidence.word.text} ${figures.evidence.unit === 'percent' ? 'percent' : ''}where the assumption gives ${figures.claim.word.text}`.replace(
          /\s+where/,
          ' where',
        ),
      by: 'figures',
      mentions,
    };
  }
  if (agreement) {
    return {
      stance: 'supports',
      reason: `it says so too: "${quote(passage, anchor, agreement.theirs.word)}"`,
      by: 'polarity',
      mentions,
    };
  }
  if (figures?.verdict === 'agree') {
    return {
      stance: 'supports',
      reason: `it gives the same figure (${figures.evidence.word.text})`,
      by: 'figures',
      mentions,
    };
  }

  // 4. The claim's own verb, negated on one side only ("is tested weekly" / "had not been tested").
  if (claim.predicate) {
    const mineNegated = negated(claim.reading.words, claim.predicate.index, lexicon);
    const same = passage.words.find(
      (w) => w.stem === claim.predicate!.stem && w.pos === claim.predicate!.pos,
    );
    if (same && negated(passage.words, same.index, lexicon) !== mineNegated) {
      return {
        stance: 'contradicts',
        reason: `it says "${quote(passage, anchor, same)}"${mineNegated ? ' without the negation' : ', negated'}`,
        by: 'polarity',
        mentions,
      };
    }
  }

  // 5. The claim denies its thing outright and the passage does too ("no alcohol" / "No ... consumption of alcohol").
  const passageDenies =
    hits.some((i) => negated(passage.words, i, lexicon)) || NO_REPORTING.test(passage.text);
  // A passage that rules the thing out contradicts a claim that it is there; one that only names the thing
  // does not contradict a claim that it is absent.
  if (passageDenies && !claim.denied && !claim.scale) {
    return { stance: 'contradicts', reason: `it rules out ${mentions.join(' ')}`, by: 'polarity', mentions };
  }

  // 6. No word on any scale: the same words make the same claim.
  const share = coverage(claim, passage);
  const repeatsPredicate =
    claim.predicate !== null &&
    passage.words.some(
      (w) => w.stem === claim.predicate!.stem || lexicon.related(claim.predicate!.lower).has(w.lower),
    );
  const silentOnScale = claim.scale !== null && !Object.keys(signal).length;
  if (
    share >= SAME_WORDS_SHARE &&
    (repeatsPredicate || !claim.scale || silentOnScale) &&
    claim.denied === passageDenies
  ) {
    return {
      stance: 'supports',
      reason: `it says the same of ${mentions.join(', ')}`,
      by: 'same-words',
      mentions,
    };
  }
  return {
    stance: 'unrelated',
    reason: `it mentions ${mentions.join(', ')} but not whether the assumption holds`,
    by: 'silent',
    mentions,
  };
}

/**
 * Whether a passage supports or contradicts an assumption, or is unrelated to it, judged by meaning rather
 * than shared words alone: what the assumption is about must be mentioned; then negation, deny and degrade
 * verbs ("jam", "spoof", "deny", "degrade", "disrupt", "delay", "cancel"), words of more or less, antonyms
 * and figures decide. "GPS jamming will increase" contradicts "we can rely on GPS".
 */
export function stance(
  assumption: string | Reading,
  passage: string | Reading,
  lexicon: Lexicon = currentLexicon(),
): StanceResult {
  const a = typeof assumption === 'string' ? readText(assumption) : assumption;
  const p = typeof passage === 'string' ? readText(passage) : passage;
  return judgeClaim(readClaim(a, lexicon), p, lexicon);
}

/** Whether a passage mentions what a claim is about (the words a red team would look for). */
export function mentionsClaim(claim: Claim, passage: Reading, lexicon: Lexicon = currentLexicon()): boolean {
  return mentionsOf(claim, passage, lexicon) !== null;
}
