import { fieldsOf, labelText, listOf, loadLabels, oneOf, optional, type Checked } from '../load-labels';
import scenarios from './scenario-labels.json';
import consistency from './consistency-labels.json';
import provenance from './provenance-labels.json';
import stances from './stance-labels.json';

/**
 * Labels of the advice evaluation, written by hand from reading the material, BEFORE the engine was run on
 * any of them (none was changed after seeing the engine's output; see README.md beside this file).
 *
 * Passages are never copied here: each names its file and a few words that find it ("find"); the test reads
 * the sentence that holds those words at run time, from ../shared/corpus/staff-writing ("corpus") or from the
 * seeded library server/src/seed/library ("library"). Assumptions and scenarios are our own words, except the
 * scenarios read from the corpus's two mission statements.
 *
 * The labels are kept in stance-labels.json (grouped by topic) and scenario-labels.json.
 */

export const EXPECTED_STANCES = ['supports', 'contradicts', 'unrelated'] as const;
export type ExpectedStance = (typeof EXPECTED_STANCES)[number];

const passageRef = fieldsOf({
  source: oneOf(['library', 'corpus']),
  file: labelText,
  /** A few words of the passage that find the sentence (case-sensitive, unique in the file). */
  find: labelText,
});
export type PassageRef = Checked<typeof passageRef>;

const stanceLabel = fieldsOf({
  topic: labelText,
  assumption: labelText,
  passage: passageRef,
  expected: oneOf(EXPECTED_STANCES),
});
export type StanceLabel = Checked<typeof stanceLabel>;

/** The kinds of assumption a course of action rests on (what a red team checks first). */
export const ASSUMPTION_KINDS = ['resource', 'threat', 'timeline', 'route', 'capability', 'purpose'] as const;
export type AssumptionKind = (typeof ASSUMPTION_KINDS)[number];

const expectedAssumption = fieldsOf({
  kind: oneOf(ASSUMPTION_KINDS),
  /** Words the assumption must name; "a|b" accepts either (case-insensitive). */
  names: listOf(labelText),
});
export type ExpectedAssumption = Checked<typeof expectedAssumption>;

/** A scenario is typed by the user (`text`) or is the text of a corpus file (`corpusFile`). */
const scenarioLabel = fieldsOf({
  id: labelText,
  text: optional(labelText),
  corpusFile: optional(labelText),
  /** Words the course of action read from it must hold ("a|b" accepts either). */
  coa: listOf(labelText),
  assumptions: listOf(expectedAssumption),
});
export type ScenarioLabel = Checked<typeof scenarioLabel>;

/** (assumption, passage, expected stance): 21 supporting, 22 contradicting, 19 unrelated, across 12 topics. */
export const STANCE_LABELS: readonly StanceLabel[] = loadLabels('stance-labels.json', stanceLabel, stances);

export const SCENARIO_LABELS: readonly ScenarioLabel[] = loadLabels(
  'scenario-labels.json',
  scenarioLabel,
  scenarios,
);

/** An assumption a red team would draw from a question, and the words of the question it comes from. */
const sourcedAssumption = fieldsOf({
  kind: oneOf(ASSUMPTION_KINDS),
  /** Words of the question the assumption must name as where it came from (case-insensitive). */
  from: labelText,
});

const provenanceLabel = fieldsOf({
  id: labelText,
  text: labelText,
  /** Every assumption the question implies: anything else the engine adds is counted against precision. */
  assumptions: listOf(sourcedAssumption),
  /** Statements nothing in the question implies (an invented premise must not appear). */
  invented: listOf(labelText),
});
export type ProvenanceLabel = Checked<typeof provenanceLabel>;

const consistencyLabel = fieldsOf({
  id: labelText,
  scenario: labelText,
  /** A small library of our own staff writing, in the user's words. */
  library: listOf(fieldsOf({ title: labelText, text: labelText })),
  /** Which way the library points: for the course of action, or against it. */
  expected: oneOf(['for', 'against'] as const),
});
export type ConsistencyLabel = Checked<typeof consistencyLabel>;

/** Questions with the assumptions they imply and the words each comes from (written before the engine ran). */
export const PROVENANCE_LABELS: readonly ProvenanceLabel[] = loadLabels(
  'provenance-labels.json',
  provenanceLabel,
  provenance,
);

/** Scenarios with a library that points one way (written before the engine ran). */
export const CONSISTENCY_LABELS: readonly ConsistencyLabel[] = loadLabels(
  'consistency-labels.json',
  consistencyLabel,
  consistency,
);
