// The one date formatter of the platform. Numeric dates are read differently by allies (11/05 is 5 Nov in
// the US and 11 May in Europe), so every date a reader sees names its month: '25 Nov 2026'.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** What a missing or unreadable date is shown as. */
export const NO_DATE = 'No date';

export interface DateFormatOptions {
  /** Adds the time of day, 24-hour: '25 Nov 2026 14:05'. */
  time?: boolean;
  /**
   * Reads the instant in UTC rather than in the reader's time zone: for dates that are days, not instants
   * (a date found in a document's text is midnight UTC and must not become the day before in Washington).
   */
  utc?: boolean;
}

type DateInput = string | number | Date | null | undefined;

const pad = (n: number): string => String(n).padStart(2, '0');

function instant(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date as people read it on every screen: '25 Nov 2026', or '25 Nov 2026 14:05' with `time`, in the
 * reader's time zone unless `utc`. An ISO string, a timestamp or a Date; NO_DATE for none or an invalid one.
 */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const date = instant(value);
  if (!date) return NO_DATE;
  const parts = options.utc
    ? [date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear(), date.getUTCHours(), date.getUTCMinutes()]
    : [date.getDate(), date.getMonth(), date.getFullYear(), date.getHours(), date.getMinutes()];
  const [day, month, year, hours, minutes] = parts as [number, number, number, number, number];
  const text = `${day} ${MONTHS[month]} ${year}`;
  return options.time ? `${text} ${pad(hours)}:${pad(minutes)}` : text;
}

/** A date with its time of day: '25 Nov 2026 14:05' (formatDate with `time`). */
export function formatDateTime(value: DateInput, options: Omit<DateFormatOptions, 'time'> = {}): string {
  return formatDate(value, { ...options, time: true });
}

/** A month of a year: 'Mar 2024' (a date known only to the month). */
export function formatMonth(value: DateInput, options: Pick<DateFormatOptions, 'utc'> = {}): string {
  const date = instant(value);
  if (!date) return NO_DATE;
  return options.utc
    ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
    : `${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/**
 * A date-time group in Zulu time, as orders and plans write it: '251405Z NOV 26' (day, hours, minutes,
 * zone, month, year). NO_DATE for none or an invalid one.
 */
export function formatDtg(value: DateInput): string {
  const date = instant(value);
  if (!date) return NO_DATE;
  const month = MONTHS[date.getUTCMonth()]!.toUpperCase();
  return `${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}Z ${month} ${pad(date.getUTCFullYear() % 100)}`;
}
