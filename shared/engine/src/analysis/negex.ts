import type { TextToken } from '../text/nlp';

/**
 * Negation in scope, after NegEx (Chapman et al., 2001, "A simple algorithm for identifying negated
 * findings and diseases in discharge summaries"): a pre-negation trigger ("no", "not", "never", "without")
 * negates the words after it, a post-negation trigger ("... was not seen", "... were absent") the words
 * before it, within a window of a few words; a termination term ("but", "however", "except", a semicolon)
 * ends a scope early, and a pseudo-trigger ("no later than", "not only", "no less than") negates nothing.
 * So in "no chalk approached from the rear" the approach from the rear is denied, while in "Every chalk
 * approached from the two o'clock position; no chalk approached from the rear" the first approach is not.
 */

/** Words a negation reaches at most, as in NegEx. */
export const NEGATION_WINDOW = 5;

const PRE_TRIGGER = new Set([
  'no',
  'not',
  'never',
  'without',
  'nobody',
  'none',
  'nothing',
  'neither',
  'nor',
  "n't",
  'cannot',
]);
// "no later than", "not only", "no less than", "not exceed": a bound or an emphasis, not a denial.
const PSEUDO_NEXT = new Set([
  'later',
  'earlier',
  'less',
  'more',
  'only',
  'exceed',
  'fewer',
  'longer',
  'sooner',
]);
// A post-negation trigger closes a clause: "... was absent", "... were not found" (the "not" form is read
// from the auxiliary before a negated verb; only the bare adjectives are listed here).
const POST_TRIGGER = new Set(['absent', 'unused', 'missing', 'denied', 'ruled']);
const TERMINATION = new Set([
  'but',
  'however',
  'although',
  'though',
  'except',
  'yet',
  'whereas',
  'while',
  'which',
  'who',
  'because',
  'until',
  'after',
  'before',
  'when',
]);
const PUNCTUATION_END = /^[;:()]$/;
const SUBJECT_TRIGGER = new Set(['no', 'nobody', 'none', 'neither', 'nothing']);

/** The indices of the tokens that lie in the scope of a negation. */
export function negatedTokens(tokens: readonly TextToken[]): Set<number> {
  const out = new Set<number>();
  tokens.forEach((token, i) => {
    const word = token.lower;
    if (PRE_TRIGGER.has(word) && !PSEUDO_NEXT.has(tokens[i + 1]?.lower ?? '')) {
      // A clause that opens on a denied subject ("No driver idled an engine inside the wash rack", "nobody
      // ...") denies the whole clause: the window runs to the clause's end.
      const opensClause =
        SUBJECT_TRIGGER.has(word) &&
        (i === 0 ||
          /^[;,:]$/.test(tokens[i - 1]!.value) ||
          tokens.slice(0, i).every((t) => t.kind !== 'word'));
      const reach = opensClause ? Infinity : NEGATION_WINDOW;
      let words = 0;
      for (let j = i + 1; j < tokens.length && words < reach; j += 1) {
        const t = tokens[j]!;
        if (TERMINATION.has(t.lower) || PUNCTUATION_END.test(t.value) || (t.value === ',' && words > 0))
          break;
        out.add(j);
        if (t.kind === 'word') words += 1;
      }
    }
    if (POST_TRIGGER.has(word)) {
      let words = 0;
      for (let j = i - 1; j >= 0 && words < NEGATION_WINDOW; j -= 1) {
        const t = tokens[j]!;
        if (TERMINATION.has(t.lower) || PUNCTUATION_END.test(t.value)) break;
        out.add(j);
        if (t.kind === 'word') words += 1;
      }
    }
  });
  return out;
}
