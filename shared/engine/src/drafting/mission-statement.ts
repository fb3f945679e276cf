import { analyseMission } from '../planning/analyse-mission';
import { TASK_VERB_PATTERN } from '../planning/task-verbs';
import { thirdPerson } from './verb-forms';

const TASK_VERB = new RegExp(TASK_VERB_PATTERN.source, 'i');

/** A mission restated by the 5W mission analysis of EXECUTE, and what it still lacks. */
export interface RestatedMission {
  /** "1st Brigade secures ROUTE SOUTH DAKOTA not later than ... to enable ...". */
  readonly text: string;
  /** The elements the text does not state, by their labels ("When", "Why"). */
  readonly missing: readonly string[];
}

/**
 * The OPORD's mission paragraph from a text: who, what (the task), when, where and why, as the mission
 * analysis of EXECUTE reads them, or null when the text gives no unit and task. Cheap to ask of a
 * sentence without a task verb: it is not analysed.
 */
export function restateMission(text: string, now: Date): RestatedMission | null {
  if (!TASK_VERB.test(text)) return null;
  // An intent's subject puts the task after "to" ("1st Brigade to secure ..."): a mission statement
  // says "1st Brigade secures ...".
  const description = text.replace(
    new RegExp(`^([^,]+?)\\s+to\\s+(${TASK_VERB.source})(?=\\s)`, 'i'),
    (_, who: string, verb: string) => `${who} ${thirdPerson(verb)}`,
  );
  const analysis = analyseMission({ description }, { now: now.getTime() });
  if (!analysis.restatedMission) return null;
  const missing = [analysis.when, analysis.where, analysis.why].filter((e) => !e.stated).map((e) => e.label);
  return { text: analysis.restatedMission, missing };
}
