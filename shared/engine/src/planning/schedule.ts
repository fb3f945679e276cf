/**
 * The daily automated summary: when it is next due. Pure, so the server drives it with its own clock and
 * a test with an injected one. Times are four digits of local time ('0600'); `utcOffsetMinutes` is the
 * server's offset from UTC (east positive, the negative of Date#getTimezoneOffset).
 */

const DAY = 86_400_000;

/** Minutes after midnight of a four-digit time, or undefined when it is not one ('2460', '6:00'). */
export function parseClockTime(value: string): number | undefined {
  const m = /^([01]\d|2[0-3])([0-5]\d)$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** The first instant strictly after `now` at which the local clock reads `at`. */
export function nextRunAt(now: number, at: string, utcOffsetMinutes = 0): number {
  const minutes = parseClockTime(at);
  if (minutes === undefined) throw new Error(`Not a four-digit time: ${at}`);
  const offset = utcOffsetMinutes * 60_000;
  const localNow = now + offset;
  const candidate = Math.floor(localNow / DAY) * DAY + minutes * 60_000;
  return (candidate > localNow ? candidate : candidate + DAY) - offset;
}

/**
 * Whether a run is due: the scheduled time has come since the last run (or, never run, since `since`,
 * for example when automation was turned on). At most one run is owed however long the server was down.
 */
export function isRunDue(
  now: number,
  at: string,
  lastRun: number | null,
  since: number,
  utcOffsetMinutes = 0,
): boolean {
  return nextRunAt(lastRun ?? since, at, utcOffsetMinutes) <= now;
}
