import { formatDate as formatShownDate, formatMonth } from '@csw/contracts';

/** A date read from text, to the day when the text gives the day, to the month otherwise. */
export interface ParsedDate {
  /** Milliseconds since the epoch, UTC, at the start of the day or month. */
  readonly time: number;
  readonly precision: 'day' | 'month';
}

const MONTHS: Readonly<Record<string, number>> = {
  jan: 0,
  january: 0,
  feb: 1,
  february: 1,
  mar: 2,
  march: 2,
  apr: 3,
  april: 3,
  may: 4,
  jun: 5,
  june: 5,
  jul: 6,
  july: 6,
  aug: 7,
  august: 7,
  sep: 8,
  sept: 8,
  september: 8,
  oct: 9,
  october: 9,
  nov: 10,
  november: 10,
  dec: 11,
  december: 11,
};

function year(text: string): number {
  const n = Number(text);
  return text.length <= 2 ? 2000 + n : n;
}

function make(y: number, m: number, d?: number): ParsedDate | undefined {
  if (!Number.isFinite(y) || y < 1900 || y > 2200 || m < 0 || m > 11) return undefined;
  if (d !== undefined && (d < 1 || d > 31)) return undefined;
  return { time: Date.UTC(y, m, d ?? 1), precision: d === undefined ? 'month' : 'day' };
}

/**
 * Reads a date written the ways staff write them: "12 March 2024", "March 12, 2024", "2024-03-12",
 * "March 2024", "12 MAR 24" and date-time groups ("121200ZMAR24"). Returns undefined for anything
 * without a year (a date without a year cannot be compared across documents).
 */
export function parseDate(text: string): ParsedDate | undefined {
  const t = text.trim().replace(/\s+/g, ' ');
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(t);
  if (m) return make(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  m = /(\d{2})(\d{4})?\s?Z\s?([A-Za-z]{3})\s?(\d{2,4})/.exec(t);
  if (m) return make(year(m[4]!), MONTHS[m[3]!.toLowerCase()] ?? -1, Number(m[1]));
  m = /(\d{1,2})(?:st|nd|rd|th)? (?:of )?([A-Za-z]{3,9})\.?,? (\d{4}|\d{2})\b/.exec(t);
  if (m && MONTHS[m[2]!.toLowerCase()] !== undefined)
    return make(year(m[3]!), MONTHS[m[2]!.toLowerCase()]!, Number(m[1]));
  m = /([A-Za-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})\b/.exec(t);
  if (m && MONTHS[m[1]!.toLowerCase()] !== undefined)
    return make(Number(m[3]), MONTHS[m[1]!.toLowerCase()]!, Number(m[2]));
  m = /([A-Za-z]{3,9})\.?,? (\d{4})\b/.exec(t);
  if (m && MONTHS[m[1]!.toLowerCase()] !== undefined) return make(Number(m[2]), MONTHS[m[1]!.toLowerCase()]!);
  return undefined;
}

/** "12 Mar 2024" or "Mar 2024": how a parsed date is shown (the platform's one formatter, in UTC). */
export function formatDate(date: ParsedDate): string {
  return date.precision === 'day'
    ? formatShownDate(date.time, { utc: true })
    : formatMonth(date.time, { utc: true });
}
