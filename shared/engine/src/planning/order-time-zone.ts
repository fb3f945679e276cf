/**
 * The time zone an order says it uses (FM 6-0: "Time zone used throughout the order: ALPHA (ZULU+1)"): every
 * time the order writes without a zone letter is in it, whatever the reader's own clock says.
 */

export interface OrderTimeZone {
  /** Offset from UTC in minutes, east positive (ALPHA is +60, ZULU 0, ROMEO -300). */
  readonly offsetMinutes: number;
  /** The words as written ("ALPHA (ZULU+1)"). */
  readonly text: string;
}

// The NATO phonetic alphabet names of the zone letters (J, local time, has no fixed offset).
const PHONETIC: Readonly<Record<string, string>> = {
  alfa: 'A',
  alpha: 'A',
  bravo: 'B',
  charlie: 'C',
  delta: 'D',
  echo: 'E',
  foxtrot: 'F',
  golf: 'G',
  hotel: 'H',
  india: 'I',
  kilo: 'K',
  lima: 'L',
  mike: 'M',
  november: 'N',
  oscar: 'O',
  papa: 'P',
  quebec: 'Q',
  romeo: 'R',
  sierra: 'S',
  tango: 'T',
  uniform: 'U',
  victor: 'V',
  whiskey: 'W',
  whisky: 'W',
  xray: 'X',
  'x-ray': 'X',
  yankee: 'Y',
  zulu: 'Z',
  utc: 'Z',
  gmt: 'Z',
};

/** Offset in minutes of a military time-zone letter; null for J (local) or a non-letter. */
export function letterOffset(letter: string): number | null {
  const c = letter.toUpperCase();
  if (c.length !== 1 || c < 'A' || c > 'Z' || c === 'J') return null;
  if (c === 'Z') return 0;
  const code = c.charCodeAt(0);
  if (c <= 'I') return (code - 64) * 60;
  if (c <= 'M') return (code - 65) * 60;
  return -(code - 77) * 60;
}

// "Time zone used throughout the order: DELTA (ZULU+4).", "TIME ZONE: Z", "Time zone: UTC+3".
const STATED =
  /\btime\s+zone(?:\s+used)?(?:\s+throughout\s+(?:the|this)\s+(?:order|annex|plan))?\s*[:\-–]\s*([^\n.;]{1,40})/i;
const OFFSET = /\b(?:ZULU|Z|UTC|GMT)\s*([+\-−])\s*(\d{1,2})(?::?(\d{2}))?/i;

/** The time zone the text declares for itself, or null when it declares none (or one without an offset). */
export function orderTimeZone(text: string): OrderTimeZone | null {
  const m = STATED.exec(text);
  if (!m) return null;
  const written = m[1]!.trim();
  const offset = OFFSET.exec(written);
  if (offset) {
    const sign = offset[1] === '+' ? 1 : -1;
    return { offsetMinutes: sign * (Number(offset[2]) * 60 + Number(offset[3] ?? 0)), text: written };
  }
  const word = (/^[A-Za-z-]+/.exec(written)?.[0] ?? '').toLowerCase();
  const letter = PHONETIC[word] ?? (word.length === 1 ? word : null);
  const minutes = letter ? letterOffset(letter) : null;
  return minutes === null ? null : { offsetMinutes: minutes, text: written };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * An instant written in a zone as ISO 8601 with that zone's offset, to the minute ("2027-06-04T14:00+01:00";
 * "Z" for UTC), as the order itself would write it.
 */
export function zonedIso(time: number, offsetMinutes: number): string {
  const local = new Date(time + offsetMinutes * 60_000).toISOString().slice(0, 16);
  if (offsetMinutes === 0) return `${local}Z`;
  const abs = Math.abs(offsetMinutes);
  return `${local}${offsetMinutes > 0 ? '+' : '-'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
