import { SUMMARY_TIME } from '@csw/contracts';

/** EXECUTE's daily summary (workflow automation). */
export interface PlanningSettings {
  /** Local time of the server at which the summary of each automated plan is written (SUMMARY_TIME, 0600). */
  summaryTime: string;
  /**
   * The offset from UTC of that local time in minutes, east positive (SUMMARY_UTC_OFFSET_MINUTES); null: the
   * server's own time zone, daylight saving included.
   */
  utcOffsetMinutes: number | null;
  /** How often the server looks for a summary that is due (SUMMARY_CHECK_SECONDS, 60). */
  checkIntervalMs: number;
}

export function loadPlanningSettings(env: NodeJS.ProcessEnv): PlanningSettings {
  const time = env.SUMMARY_TIME?.trim() || SUMMARY_TIME;
  if (!/^([01]\d|2[0-3])[0-5]\d$/.test(time))
    throw new Error(`SUMMARY_TIME must be four digits of local time such as 0600, got "${time}".`);
  const rawOffset = env.SUMMARY_UTC_OFFSET_MINUTES?.trim();
  let utcOffsetMinutes: number | null = null;
  if (rawOffset) {
    utcOffsetMinutes = Number(rawOffset);
    if (!Number.isInteger(utcOffsetMinutes) || Math.abs(utcOffsetMinutes) > 14 * 60)
      throw new Error(
        `SUMMARY_UTC_OFFSET_MINUTES must be whole minutes between -840 and 840, got "${rawOffset}".`,
      );
  }
  const rawInterval = env.SUMMARY_CHECK_SECONDS?.trim();
  const seconds = rawInterval ? Number(rawInterval) : 60;
  if (!Number.isFinite(seconds) || seconds < 1)
    throw new Error(`SUMMARY_CHECK_SECONDS must be a number of at least 1, got "${rawInterval}".`);
  return { summaryTime: time, utcOffsetMinutes, checkIntervalMs: seconds * 1000 };
}

/** The offset from UTC that the summary time is read in, at `now`. */
export function summaryOffsetAt(settings: PlanningSettings, now: number): number {
  return settings.utcOffsetMinutes ?? -new Date(now).getTimezoneOffset();
}
