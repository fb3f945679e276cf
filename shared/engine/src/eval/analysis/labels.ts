import { fieldsOf, labelText, listOf, loadLabels, oneOf, optional, type Checked } from '../load-labels';
import compliance from './compliance-labels.json';
import lessons from './lessons-labels.json';
import actors from './threat-actor-labels.json';

/**
 * Labels of the THINK analysis evaluation, written by hand from reading the material BEFORE the engine was
 * run on any of it (see README.md beside this file). Sentences are named by a few words that find them
 * ("find", case-sensitive, in one sentence of the file); the text is read at test time.
 */

export const VERDICTS = ['met', 'not met', 'not evidenced'] as const;
export type Verdict = (typeof VERDICTS)[number];

/**
 * "2": labelled in a second round, after the engine had been changed against the misses of the first round
 * and before it was run on these; their figures are reported apart, as a check that the first figures carry over.
 */
const round = optional(oneOf(['2']));

const fileRef = fieldsOf({ source: oneOf(['material', 'corpus']), file: labelText });
export type FileRef = Checked<typeof fileRef>;

const complianceCase = fieldsOf({
  id: labelText,
  round,
  standard: fileRef,
  evidence: listOf(fileRef),
  /** Every requirement of the standard, with its verdict against the evidence. */
  requirements: listOf(fieldsOf({ find: labelText, verdict: oneOf(VERDICTS) })),
  /** Sentences a reader could take either way (rule or statement): not scored. */
  ambiguous: listOf(labelText),
});
export type ComplianceCase = Checked<typeof complianceCase>;

const lessonsCase = fieldsOf({
  file: labelText,
  round,
  /** Every sustain and every improve of the file; any other sentence is neither. */
  sustain: listOf(labelText),
  improve: listOf(labelText),
  ambiguous: listOf(labelText),
});
export type LessonsCase = Checked<typeof lessonsCase>;

const actorsCase = fieldsOf({
  file: labelText,
  round,
  /** Every threat actor of the file; "a|b" accepts either name. */
  actors: listOf(labelText),
  /** Names that may be reported or not without being scored. */
  ambiguous: listOf(labelText),
});
export type ActorsCase = Checked<typeof actorsCase>;

export const COMPLIANCE_CASES: readonly ComplianceCase[] = loadLabels(
  'compliance-labels.json',
  complianceCase,
  compliance,
);
export const LESSONS_CASES: readonly LessonsCase[] = loadLabels('lessons-labels.json', lessonsCase, lessons);
export const ACTOR_CASES: readonly ActorsCase[] = loadLabels('threat-actor-labels.json', actorsCase, actors);
