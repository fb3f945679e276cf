import { AT_LEAST, AT_MOST } from './cue-words';
import type { Reading, Word } from './reading';

/** A figure of a sentence: its value, what it counts (a stem), and whether it is a cap or a floor. */
export interface Amount {
  readonly value: number;
  readonly unit: string;
  readonly bound: 'exactly' | 'at most' | 'at least';
  /** "about 9,500": a tenth either way still agrees. */
  readonly approximate: boolean;
  /** A standard to meet rather than a measure ("a 15-minute standard", "a goal of 75 percent"). */
  readonly reference: boolean;
  readonly word: Word;
}

const REFERENCE_AFTER = new Set([
  'standard',
  'target',
  'goal',
  'requirement',
  'threshold',
  'objective',
  'limit',
  'rule',
  'maximum',
  'minimum',
]);
const REFERENCE_BEFORE =
  /\b(?:standard|target|goal|requirement|threshold|objective|limit|rule)s?(?:\s+(?:is|was|of))?\s*$|\bagainst\s+(?:a|an|the)\s*$/i;

const MONTHS = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/;
// A number right after these names something ("SR-04", "Step 5", "Class 26-2"); it counts nothing.
const DESIGNATORS = new Set(
  'sr step block class phase annex paragraph para section figure table page level tier no number grid route objective obj pir moe mop lot version fig plane team flight'.split(
    ' ',
  ),
);
const UNIT_ALIASES: Readonly<Record<string, string>> = {
  '%': 'percent',
  pct: 'percent',
  hr: 'hour',
  hrs: 'hour',
  min: 'minut',
  mins: 'minut',
};

/**
 * The figures of a sentence with their units: the counted noun after the number ("four operators", "9,500
 * gallons", "15-day" gives day); a range gives both ends ("36 to 48 hours"). Years, dates, times of day and
 * designators are not figures.
 */
export function readingQuantities(reading: Reading): Amount[] {
  const words = reading.words;
  const out: Amount[] = [];
  for (const w of words) {
    if (w.value === null) continue;
    const before = words[w.index - 1];
    if (before && DESIGNATORS.has(before.lower)) continue;
    // A year (2024) or a time of day (0600, 1800Z) counts nothing; "2,300" with its comma does.
    if (
      /^\d{4}z?$/.test(w.lower) &&
      ((w.value >= 1900 && w.value <= 2100) || /^[0-2]\d[0-5]\d/.test(w.lower))
    )
      continue;
    const next = words[w.index + 1];
    if (next && MONTHS.test(next.lower) && next.pos === 'PROPN') continue;
    if (before && MONTHS.test(before.lower) && before.pos === 'PROPN') continue;
    // The unit: the next noun, past up to two adjectives and a range's other end.
    let k = w.index + 1;
    if (
      words[k] &&
      ['to', 'and', 'or'].includes(words[k]!.lower) &&
      words[k + 1]?.value !== null &&
      words[k + 1]
    )
      k += 2;
    let hops = 0;
    while (words[k] && words[k]!.pos === 'ADJ' && hops < 2) {
      k += 1;
      hops += 1;
    }
    const unitWord = words[k];
    if (!unitWord || !unitWord.content || unitWord.value !== null) continue;
    const unit = UNIT_ALIASES[unitWord.lower] ?? unitWord.stem;
    const lead = reading.text.slice(Math.max(0, (before?.start ?? w.start) - 30), w.start);
    out.push({
      value: w.value,
      unit,
      bound: AT_MOST.test(lead) ? 'at most' : AT_LEAST.test(lead) ? 'at least' : 'exactly',
      approximate: /\b(?:about|around|roughly|approximately|some|nearly|almost|over|under)\s*$/i.test(lead),
      reference: REFERENCE_AFTER.has(words[k + 1]?.lower ?? '') || REFERENCE_BEFORE.test(lead),
      word: w,
    });
  }
  return out;
}

/** Whether a figure of the evidence satisfies a figure of the claim (same unit assumed). */
export function satisfies(claim: Amount, evidence: Amount): boolean {
  const tolerance = claim.approximate || evidence.approximate ? 0.1 : 0.02;
  if (claim.bound === 'at most') return evidence.value <= claim.value * (1 + tolerance);
  if (claim.bound === 'at least') return evidence.value >= claim.value * (1 - tolerance);
  const scale = Math.max(Math.abs(claim.value), Math.abs(evidence.value));
  return scale === 0 || Math.abs(claim.value - evidence.value) / scale <= tolerance;
}

/**
 * How the figures of two sentences compare: "agree" when the evidence gives a figure of the same unit that
 * fits the claim's, "differ" when it gives only figures that do not, null when no unit is shared.
 */
export function compareAmounts(
  claim: readonly Amount[],
  evidence: readonly Amount[],
): { verdict: 'agree' | 'differ'; claim: Amount; evidence: Amount } | null {
  for (const c of claim) {
    const all = evidence.filter((e) => e.unit === c.unit);
    if (all.length === 0) continue;
    // What was measured speaks, not the standard it was measured against.
    const measured = all.filter((e) => !e.reference);
    const same = measured.length > 0 ? measured : all;
    const fit = same.find((e) => satisfies(c, e));
    return fit
      ? { verdict: 'agree', claim: c, evidence: fit }
      : { verdict: 'differ', claim: c, evidence: same[0]! };
  }
  return null;
}
