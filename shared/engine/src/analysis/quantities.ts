import type { TextToken } from '../text/nlp';
import { stem } from '../text/stem';
import { STOP_WORDS } from '../text/stop-words';
import type { CorpusSentence } from './corpus';

/** A number with its unit found in a sentence ("40,000 gallons per day", "95% readiness"). */
export interface Quantity {
  readonly sentence: number;
  readonly doc: number;
  readonly value: number;
  /** Normalised unit: "%", "usd", "gallon/day", "satellite" ...; never empty. */
  readonly unit: string;
  /** The words as written, from the number to the unit. */
  readonly surface: string;
  /** Page offsets of `surface`. */
  readonly start: number;
  readonly end: number;
  /** Stemmed content words around the number (what is being counted or measured). */
  readonly context: readonly string[];
  /** The nearest noun phrase naming what is measured, as written. */
  readonly subject: string;
}

const MULTIPLIERS: Readonly<Record<string, number>> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  m: 1e6,
  mn: 1e6,
  billion: 1e9,
  b: 1e9,
  bn: 1e9,
  trillion: 1e12,
};

// Units written as words, mapped to one form.
const UNIT_WORDS: Readonly<Record<string, string>> = {
  percent: '%',
  'per cent': '%',
  pct: '%',
  '%': '%',
  gallon: 'gallon',
  gallons: 'gallon',
  gal: 'gallon',
  liter: 'litre',
  liters: 'litre',
  litre: 'litre',
  litres: 'litre',
  ton: 'ton',
  tons: 'ton',
  tonne: 'ton',
  tonnes: 'ton',
  kg: 'kg',
  kilograms: 'kg',
  pounds: 'lb',
  lbs: 'lb',
  km: 'km',
  kilometers: 'km',
  kilometres: 'km',
  miles: 'mile',
  mile: 'mile',
  nm: 'nmi',
  meters: 'm',
  metres: 'm',
  hours: 'hour',
  hour: 'hour',
  hrs: 'hour',
  days: 'day',
  day: 'day',
  weeks: 'week',
  week: 'week',
  months: 'month',
  month: 'month',
  years: 'year',
  minutes: 'minute',
  mins: 'minute',
  seconds: 'second',
  mhz: 'mhz',
  ghz: 'ghz',
  mbps: 'mbps',
  gbps: 'gbps',
  kbps: 'kbps',
};

const RATE_WORDS = new Set([
  'day',
  'hour',
  'week',
  'month',
  'year',
  'sortie',
  'mission',
  'soldier',
  'person',
]);

// A number right after these words names something ("Phase 2", "Space Delta 9"), it does not count.
const DESIGNATOR_BEFORE = new Set(
  'phase annex paragraph para section figure table page step level tier block increment delta team group force fleet wing squadron battalion brigade division corps company chapter appendix version article line item no number grid route objective op flight lot'.split(
    ' ',
  ),
);

function parseNumber(text: string): number {
  return Number(text.replace(/,/g, ''));
}

function isNumberToken(token: TextToken): boolean {
  return token.kind === 'number' && /^\d[\d,]*(?:\.\d+)?$/.test(token.value);
}

/**
 * Numbers with units in a sentence. Dates, times, years, ordinals and designators ("Phase 2",
 * "F-35") are not quantities and are left out; so are bare numbers with no unit or noun after them.
 */
export function extractQuantities(sentence: CorpusSentence): Quantity[] {
  const tokens = sentence.tokens;
  // Marks the tokens of dates, times and ordinals; most sentences have none and need no marks.
  let inDate: Uint8Array | undefined;
  for (const e of sentence.entities) {
    if (e.type === 'DATE' || e.type === 'TIME' || e.type === 'ORDINAL') {
      inDate ??= new Uint8Array(tokens.length);
      for (let i = e.tokenStart; i < e.tokenEnd; i += 1) inDate[i] = 1;
    }
  }
  const out: Quantity[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (!isNumberToken(token) || inDate?.[i]) continue;
    const before = tokens[i - 1];
    if (before && DESIGNATOR_BEFORE.has(before.lower)) continue;
    if (before && (before.value === '-' || before.value === '/') && tokens[i - 2]?.kind === 'word') continue;
    let value = parseNumber(token.value);
    let j = i + 1;
    const multiplier = tokens[j] ? MULTIPLIERS[tokens[j]!.lower] : undefined;
    if (multiplier && (tokens[j]!.lower.length > 1 || tokens[j]!.value === tokens[j]!.value.toUpperCase())) {
      value *= multiplier;
      j += 1;
    }
    let unit = '';
    let unitFromNoun = false;
    let end = tokens[j - 1]!.end;
    const currency = before?.kind === 'currency' ? before.value : undefined;
    const next = tokens[j];
    if (currency) {
      unit =
        currency === '$' ? 'usd' : currency === '\u20AC' ? 'eur' : currency === '\u00A3' ? 'gbp' : 'money';
    } else if (next && (next.value === '%' || UNIT_WORDS[next.lower])) {
      unit = next.value === '%' ? '%' : UNIT_WORDS[next.lower]!;
      end = next.end;
      j += 1;
    } else {
      // "12 operational satellites", "47,000 tracked objects": skip up to two adjectives or
      // participles to the counted noun.
      let k = j;
      while (
        k < j + 2 &&
        (tokens[k]?.pos === 'ADJ' || (tokens[k]?.pos === 'VERB' && /(?:ed|en|ing)$/.test(tokens[k]!.lower)))
      )
        k += 1;
      const noun = tokens[k];
      if (
        noun &&
        noun.kind === 'word' &&
        (noun.pos === 'NOUN' || noun.pos === 'PROPN') &&
        !STOP_WORDS.has(noun.lower)
      ) {
        unit = stem(noun.lower);
        unitFromNoun = true;
        end = noun.end;
        j = k + 1;
      }
    }
    if (!unit) continue;
    // "the 2024 budget": a year that the date recogniser missed, not a count.
    if (unitFromNoun && Number.isInteger(value) && value >= 1900 && value <= 2100) continue;
    const startToken = currency ? before! : token;
    // "per day", "a day": a rate.
    const per = tokens[j];
    const perUnit = tokens[j + 1];
    if (
      per &&
      perUnit &&
      (per.lower === 'per' || per.lower === 'a' || per.lower === 'each') &&
      RATE_WORDS.has(stem(perUnit.lower).replace(/s$/, ''))
    ) {
      unit = `${unit}/${UNIT_WORDS[perUnit.lower] ?? stem(perUnit.lower)}`;
      end = perUnit.end;
    }
    out.push({
      sentence: sentence.index,
      doc: sentence.doc,
      value,
      unit,
      surface: sentence.text.slice(startToken.start - sentence.start, end - sentence.start),
      start: startToken.start,
      end,
      context: contextTerms(tokens, i, unit),
      subject: subjectOf(tokens, i, j),
    });
  }
  return out;
}

// Content stems within six tokens of the number, without numbers and the unit itself.
function contextTerms(tokens: readonly TextToken[], at: number, unit: string): string[] {
  const unitStem = unit.split('/')[0];
  const terms = new Set<string>();
  for (let i = Math.max(0, at - 6); i < Math.min(tokens.length, at + 7); i += 1) {
    const t = tokens[i]!;
    if (t.kind !== 'word' || STOP_WORDS.has(t.lower) || t.lower.length < 2) continue;
    const s = stem(t.lower);
    if (s !== unitStem && !(s in MULTIPLIERS)) terms.add(s);
  }
  return [...terms];
}

function isNoun(t: TextToken | undefined): boolean {
  return !!t && t.kind === 'word' && (t.pos === 'NOUN' || t.pos === 'PROPN');
}

// Up to three nouns (and adjectives after the first noun) from `from` on, in reading order.
function nounsFrom(tokens: readonly TextToken[], from: number, step: 1 | -1): string {
  const words: string[] = [];
  let i = from;
  while (
    i >= 0 &&
    i < tokens.length &&
    words.length < 3 &&
    (isNoun(tokens[i]) || (words.length > 0 && tokens[i]!.pos === 'ADJ'))
  ) {
    if (step === 1) words.push(tokens[i]!.value);
    else words.unshift(tokens[i]!.value);
    i += step;
  }
  return words.join(' ');
}

// The noun phrase that names the measure: after a percentage ("95% readiness"), otherwise the
// nearest nouns before the number ("availability of 87%", "stocks stand at 12 days").
function subjectOf(tokens: readonly TextToken[], at: number, after: number): string {
  // "10 days of fuel supply": the measure follows "of".
  const following = nounsFrom(tokens, tokens[after]?.lower === 'of' ? after + 1 : after, 1);
  if (following) return following;
  for (let i = at - 1; i >= Math.max(0, at - 6); i -= 1) {
    if (isNoun(tokens[i])) return nounsFrom(tokens, i, -1);
  }
  return '';
}

/** True when two values differ by more than rounding (1% of the larger). */
export function valuesDiffer(a: number, b: number): boolean {
  const scale = Math.max(Math.abs(a), Math.abs(b));
  return scale > 0 && Math.abs(a - b) / scale > 0.01;
}

/** "40,000" or "4.5": a value written back for a message. */
export function formatValue(value: number): string {
  if (!Number.isInteger(value)) return String(Math.round(value * 100) / 100);
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A status figure below a required one of the same unit ("6 days against 10 days required"), or
 * undefined when the figures do not show a shortfall.
 */
export function figureShortfall(
  required: readonly Quantity[],
  status: readonly Quantity[],
): string | undefined {
  for (const r of required) {
    for (const s of status) {
      if (r.unit === s.unit && valuesDiffer(r.value, s.value) && s.value < r.value)
        return `${s.surface} against ${r.surface} required`;
    }
  }
  return undefined;
}

/**
 * A status figure above a rule's cap of the same unit ("22 km/h where the limit is 15 km/h"). A rule with
 * several caps of one unit (15 km/h on one kind of segment, 25 km/h on another) is only broken by a figure
 * above the largest: which cap applied is not in the figures.
 */
export function figureOverLimit(
  limits: readonly Quantity[],
  status: readonly Quantity[],
): string | undefined {
  for (const s of status) {
    const caps = limits.filter((r) => r.unit === s.unit);
    if (caps.length === 0) continue;
    const cap = caps.reduce((a, b) => (b.value > a.value ? b : a));
    if (valuesDiffer(cap.value, s.value) && s.value > cap.value)
      return `${s.surface} where the limit is ${cap.surface}`;
  }
  return undefined;
}
