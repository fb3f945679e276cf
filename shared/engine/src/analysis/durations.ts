/**
 * Times as staff writing gives them: durations ("48 minutes", "two hours", "one hour and forty minutes")
 * and times of day in the 24-hour clock ("0845", "0845 hours"), in minutes, and the limit a rule sets
 * on one ("within 15 minutes", "no later than 0845 hours").
 */

import { NUMBER_WORDS } from '../meaning/cue-words';

/** The number words of counts, and those durations add ("an hour", "forty-five minutes"). */
const WORD_NUMBERS: Readonly<Record<string, number>> = {
  ...NUMBER_WORDS,
  a: 1,
  an: 1,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
};

const NUMBER = `(?:\\d+(?:\\.\\d+)?|${Object.keys(WORD_NUMBERS).join('|')})`;
const UNIT = '(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?)';
// "one hour and forty minutes", "two and a half hours", "48 minutes"; not "0845 hours" (a time of day).
const DURATION = new RegExp(
  `\\b(${NUMBER})(\\s+and\\s+a\\s+half)?\\s+(${UNIT})(?:\\s+and\\s+(${NUMBER})\\s+(${UNIT}))?\\b`,
  'gi',
);
// A time of day: four digits, hours 00-23 and minutes 00-59, alone or followed by "hours" or a zone letter.
const CLOCK = /\b([01]\d|2[0-3])([0-5]\d)(?:\s*(?:hours|hrs|Z|L)\b)?/g;

export interface Duration {
  /** Minutes (a duration) or minutes after midnight (a time of day). */
  readonly minutes: number;
  readonly clock: boolean;
  readonly surface: string;
  readonly index: number;
}

function numberValue(word: string): number {
  return WORD_NUMBERS[word.toLowerCase()] ?? Number(word);
}

function unitMinutes(unit: string): number {
  const u = unit.toLowerCase();
  if (u.startsWith('sec')) return 1 / 60;
  if (u.startsWith('min')) return 1;
  if (u.startsWith('h')) return 60;
  return 24 * 60;
}

/** The durations and times of day of a text, in reading order. */
export function readDurations(text: string): Duration[] {
  const out: Duration[] = [];
  const taken: Array<[number, number]> = [];
  for (const m of text.matchAll(CLOCK)) {
    // "1234 hours" is a time; a bare four-digit number is one only when it reads as such ("at 0905").
    const isTime =
      /hours|hrs|Z|L/.test(m[0]) ||
      /\b(?:at|by|until|from|to|than|before|after)\s+$/i.test(text.slice(0, m.index));
    if (!isTime) continue;
    out.push({ minutes: Number(m[1]) * 60 + Number(m[2]), clock: true, surface: m[0], index: m.index! });
    taken.push([m.index!, m.index! + m[0].length]);
  }
  for (const m of text.matchAll(DURATION)) {
    if (taken.some(([a, b]) => m.index! < b && m.index! + m[0].length > a)) continue;
    const value = numberValue(m[1]!) + (m[2] ? 0.5 : 0);
    let minutes = value * unitMinutes(m[3]!);
    if (m[4] && m[5]) minutes += numberValue(m[4]) * unitMinutes(m[5]);
    out.push({ minutes, clock: false, surface: m[0], index: m.index! });
  }
  return out.sort((a, b) => a.index - b.index);
}

export interface DurationBound extends Duration {
  /** "within", "no later than", "not exceed": upper; "at least", "no less than": lower. */
  readonly limit: 'upper' | 'lower';
}

const BOUND =
  /\b(?:(within|no later than|NLT|not later than|not (?:to )?exceed|no more than|not more than|at most|a maximum of|at the latest by|by)|(at least|no less than|not less than|a minimum of))\s+/gi;

/**
 * What the words after a bound are read behind: a bare four-digit number after it ("within 0845") then
 * reads as a time of day, as it does after "by" in a sentence.
 */
const TIME_LEAD = 'by ';

/** The limit a requirement sets on a duration or a time of day, if it sets one. */
export function readDurationBound(text: string): DurationBound | undefined {
  for (const m of text.matchAll(BOUND)) {
    const rest = text.slice(m.index! + m[0].length);
    const [first] = readDurations(`${TIME_LEAD}${rest}`);
    // The bound holds only a time or duration that follows it at once.
    if (!first || first.index !== TIME_LEAD.length) continue;
    // "by" bounds a time of day only ("by 2300 hours"), never a duration ("by 15 minutes").
    if (/^by$/i.test(m[1] ?? '') && !first.clock) continue;
    // "No later than two hours before departure" asks for at least two hours of lead time.
    const lead = !first.clock && /^\s*(?:before|prior to|ahead of)\b/i.test(rest.slice(first.surface.length));
    return {
      ...first,
      index: m.index!,
      limit: m[2] || (lead && !/^within$/i.test(m[1] ?? '')) ? 'lower' : 'upper',
    };
  }
  return undefined;
}
