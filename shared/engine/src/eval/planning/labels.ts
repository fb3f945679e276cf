import { fieldsOf, labelText, loadLabels, optional, type Check, type Checked } from '../load-labels';
import dtgs from './dtg-labels.json';
import missions from './mission-labels.json';

/**
 * Labels of the planning evaluation, written by hand BEFORE the engine was run on any of them (none was
 * changed after seeing the engine's output; see README.md beside this file): who and when of mission
 * statements, and the date-time groups of orders in their written forms.
 */

/** A label field that is a string or null (a mission without a unit, a text with no time). */
const textOrNull: Check<string | null> = (value, at, problems): value is string | null =>
  value === null || labelText(value, at, problems);

const whenLabel = fieldsOf({
  /** The words of the time as written, without its lead-in ("22 0400 Aug 09", "D-day, H+3"). */
  words: labelText,
  /** The instant it means (UTC), when it is absolute. */
  time: optional(labelText),
  /** The relative form, when it is relative to D-day or H-hour. */
  relative: optional(labelText),
});

const missionLabel = fieldsOf({
  id: labelText,
  text: optional(labelText),
  corpusFile: optional(labelText),
  /** The unit as the order designates it; null for an imperative without one. */
  who: textOrNull,
  when: whenLabel,
  /** The task: the verb's base or the operation a light verb names ("combat logistics patrol"). */
  task: labelText,
});
export type MissionLabel = Checked<typeof missionLabel>;

const dtgLabel = fieldsOf({
  text: labelText,
  /** The instant (UTC); null when the text holds no time (a unit designation, a grid, a reference). */
  time: optional(textOrNull),
  relative: optional(labelText),
});
export type DtgLabel = Checked<typeof dtgLabel>;

export const MISSION_LABELS: readonly MissionLabel[] = loadLabels(
  'mission-labels.json',
  missionLabel,
  missions,
);
export const DTG_LABELS: readonly DtgLabel[] = loadLabels('dtg-labels.json', dtgLabel, dtgs);

/** The clock of the evaluation: dates written without a year are read against it. */
export const EVAL_NOW = Date.UTC(2026, 10, 27, 12, 0);
