import { formatDtg as formatShownDtg } from '@csw/contracts';
import { letterOffset } from './order-time-zone';

/**
 * Times as orders write them: date-time groups ('150600Z MAR 27', '22 0400 Aug 09'), a time before a
 * date ('NLT 0600 15 March'), ISO timestamps, times relative to D-day and H-hour ('D+2', 'D-day, H+3')
 * and 'on order'. Pure: a date without a year takes its year from the injected `now`.
 */

export type TimeQualifier = 'nlt' | 'at' | 'not-before' | 'on-order';

/** A time found in a text (character range of the whole phrase, lead-in words included). */
export interface FoundTime {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly qualifier: TimeQualifier | null;
  /** Milliseconds since the epoch (UTC); null when relative to an unknown D-day, or on order. */
  readonly time: number | null;
  /** The relative form as written, null for an absolute time. */
  readonly relative: string | null;
  /** The offset from UTC (minutes) the time is written in, null for a relative time or on order. */
  readonly offsetMinutes: number | null;
}

export interface TimeOptions {
  /** Milliseconds since the epoch: supplies the year of a date written without one. */
  readonly now: number;
  /** Offset of local time from UTC in minutes, for times written without a zone letter (default 0). */
  readonly utcOffsetMinutes?: number;
  /** The instant of D-day, H-hour, to resolve relative times. */
  readonly dDay?: number;
}

const MONTHS: Readonly<Record<string, number>> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const LEAD = '(?:(not later than|no later than|nlt|not before|no earlier than|net|by|at|on|from|until)\\s+)?';
const HOUR = '([01]\\d|2[0-3])([0-5]\\d)';

// Each pattern's groups are read by the function beside it; the first to match at a position wins.
const DTG = new RegExp(`${LEAD}\\b(\\d{2})${HOUR}\\s?([a-z])?\\s?${MONTH}\\.?\\s?(\\d{4}|\\d{2})\\b`, 'gi');
const SPACED_DTG = new RegExp(
  `${LEAD}\\b(\\d{1,2})\\s${HOUR}\\s?([a-z])?\\s${MONTH}\\.?\\s(\\d{4}|\\d{2})\\b`,
  'gi',
);
const TIME_THEN_DATE = new RegExp(
  `${LEAD}\\b${HOUR}\\s?([a-z](?=[\\s,])|hours|hrs)?,?\\s(?:on\\s)?(\\d{1,2})\\s${MONTH}\\b\\.?(?:,?\\s(\\d{4}))?`,
  'gi',
);
// The year is taken whole when present (the lookahead-and-backreference pair does not backtrack), so
// '15 March 2027' is never read as the time 2027.
const DATE_THEN_TIME = new RegExp(
  `${LEAD}\\b(\\d{1,2})\\s${MONTH}\\.?(?=((?:\\s\\d{4})?))\\4,?\\s(?:at\\s)?${HOUR}\\s?([a-z]\\b|hours|hrs)?`,
  'gi',
);
const ISO = new RegExp(
  `${LEAD}\\b(\\d{4})-(\\d{2})-(\\d{2})(?:[t ](\\d{2}):(\\d{2})(?::\\d{2}(?:\\.\\d+)?)?(z|[+-]\\d{2}:?\\d{2})?)?`,
  'gi',
);
const DATE_ONLY = new RegExp(`${LEAD}\\b(\\d{1,2})\\s${MONTH}\\.?,?\\s(\\d{4})\\b`, 'gi');
const RELATIVE = new RegExp(
  `${LEAD}\\b(D-day|D(?=\\s?[+-]\\s?\\d))(?:\\s?([+-])\\s?(\\d{1,3}))?(?:,?\\s*(?:H-hour|H)(?:\\s?([+-])\\s?(\\d{1,3}))?)?|${LEAD}\\b(H-hour|H(?=\\s?[+-]\\s?\\d))(?:\\s?([+-])\\s?(\\d{1,3}))?`,
  'gi',
);
const LEAD_AT_START = new RegExp(`^${LEAD}`, 'i');
const ON_ORDER = /\b(?:on order|o\/o)\b/gi;

const QUALIFIERS: Readonly<Record<string, TimeQualifier>> = {
  'not later than': 'nlt',
  'no later than': 'nlt',
  nlt: 'nlt',
  by: 'nlt',
  until: 'nlt',
  'not before': 'not-before',
  'no earlier than': 'not-before',
  net: 'not-before',
  at: 'at',
  on: 'at',
  from: 'not-before',
};

/** Offset in minutes of a military time-zone letter (Z is UTC, J and no letter are local time). */
function zoneOffset(letter: string | undefined, local: number): number {
  return (letter ? letterOffset(letter) : null) ?? local;
}

function fullYear(text: string | undefined, month: number, day: number, now: number): number {
  if (text) return text.length <= 2 ? 2000 + Number(text) : Number(text);
  // No year: the next occurrence, unless the date is only recently past (a deadline just missed).
  const y = new Date(now).getUTCFullYear();
  const half = 183 * 86_400_000;
  return Date.UTC(y, month, day) < now - half ? y + 1 : y;
}

function instant(
  y: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  offset: number,
): number | null {
  if (day < 1 || day > 31 || month < 0 || month > 11) return null;
  const t = Date.UTC(y, month, day, hour, minute) - offset * 60_000;
  return new Date(t + offset * 60_000).getUTCDate() === day ? t : null;
}

const month = (name: string): number => MONTHS[name.slice(0, 3).toLowerCase()] ?? -1;

type Reader = (
  m: RegExpExecArray,
  o: TimeOptions,
) => { time: number | null; relative: string | null; offset?: number };

const local = (o: TimeOptions): number => o.utcOffsetMinutes ?? 0;

/** Which group of a pattern holds each part of a date and time. */
interface DateTimeGroups {
  readonly day: number;
  readonly month: number;
  /** May be missing or blank (a date without a year takes it from `now`); spaces around it are ignored. */
  readonly year: number;
  readonly hour: number;
  readonly minute: number;
  /** A military time-zone letter, optional (local time without one). */
  readonly zone: number;
}

/** Reads a date and a time from the groups where a pattern captures them. */
const dateTimeReader =
  (g: DateTimeGroups): Reader =>
  (m, o) => {
    const mo = month(m[g.month]!);
    const day = Number(m[g.day]);
    const y = fullYear(m[g.year]?.trim() || undefined, mo, day, o.now);
    const offset = zoneOffset(m[g.zone], local(o));
    return {
      time: instant(y, mo, day, Number(m[g.hour]), Number(m[g.minute]), offset),
      relative: null,
      offset,
    };
  };

/** A date-time group, written solid or spaced: the two patterns capture the same groups. */
const readDtg = dateTimeReader({ day: 2, hour: 3, minute: 4, zone: 5, month: 6, year: 7 });

const READERS: ReadonlyArray<readonly [RegExp, Reader]> = [
  [DTG, readDtg],
  [SPACED_DTG, readDtg],
  [
    ISO,
    (m) => {
      const zone = m[7]?.toUpperCase();
      let offset = 0;
      if (zone && zone !== 'Z') {
        const sign = zone.startsWith('-') ? -1 : 1;
        const digits = zone.replace(/[+:-]/g, '');
        offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
      }
      return {
        time: instant(
          Number(m[2]),
          Number(m[3]) - 1,
          Number(m[4]),
          Number(m[5] ?? 0),
          Number(m[6] ?? 0),
          offset,
        ),
        relative: null,
        offset,
      };
    },
  ],
  [TIME_THEN_DATE, dateTimeReader({ hour: 2, minute: 3, zone: 4, day: 5, month: 6, year: 7 })],
  [DATE_THEN_TIME, dateTimeReader({ day: 2, month: 3, year: 4, hour: 5, minute: 6, zone: 7 })],
  [
    DATE_ONLY,
    (m, o) => {
      const mo = month(m[3]!);
      return {
        time: instant(Number(m[4]), mo, Number(m[2]), 0, 0, local(o)),
        relative: null,
        offset: local(o),
      };
    },
  ],
  [
    RELATIVE,
    (m, o) => {
      const dayShift = m[3] ? (m[3] === '-' ? -1 : 1) * Number(m[4]) : 0;
      const hourSign = m[5] ?? m[9];
      const hourValue = m[6] ?? m[10];
      const hourShift = hourSign ? (hourSign === '-' ? -1 : 1) * Number(hourValue) : 0;
      const words = m[0].replace(LEAD_AT_START, '');
      return {
        time: o.dDay === undefined ? null : o.dDay + dayShift * 86_400_000 + hourShift * 3_600_000,
        relative: words.trim(),
      };
    },
  ],
];

/** Every time in a text, in reading order, overlapping matches removed (the earlier pattern wins). */
export function findTimes(text: string, options: TimeOptions): FoundTime[] {
  const found: FoundTime[] = [];
  const taken = (start: number, end: number): boolean => found.some((f) => start < f.end && f.start < end);
  for (const [pattern, read] of READERS) {
    pattern.lastIndex = 0;
    for (const m of text.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken(start, end)) continue;
      const { time, relative, offset } = read(m, options);
      if (time === null && relative === null) continue;
      const lead = (LEAD_AT_START.exec(m[0])?.[1] ?? '').toLowerCase().replace(/\s+/g, ' ');
      found.push({
        start,
        end,
        text: m[0],
        qualifier: QUALIFIERS[lead] ?? null,
        time,
        relative,
        offsetMinutes: time === null ? null : (offset ?? null),
      });
    }
  }
  for (const m of text.matchAll(ON_ORDER)) {
    const end = m.index + m[0].length;
    if (!taken(m.index, end)) {
      found.push({
        start: m.index,
        end,
        text: m[0],
        qualifier: 'on-order',
        time: null,
        relative: null,
        offsetMinutes: null,
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** A date-time group in UTC: '150600Z MAR 27' (the platform's one formatter). */
export function formatDtg(time: number): string {
  return formatShownDtg(time);
}

/** A duration in days, hours and minutes: '2 d 4 h', '3 h 20 min', '0 min'. */
export function formatDuration(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  let minutes = Math.round(Math.abs(ms) / 60_000);
  const days = Math.floor(minutes / 1440);
  minutes -= days * 1440;
  const hours = Math.floor(minutes / 60);
  minutes -= hours * 60;
  const parts: string[] = [];
  if (days) parts.push(`${days} d`);
  if (hours) parts.push(`${hours} h`);
  if (minutes && !days) parts.push(`${minutes} min`);
  return sign + (parts.length ? parts.join(' ') : '0 min');
}
