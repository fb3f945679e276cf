import {
  fieldsOf,
  labelText,
  listOf,
  loadLabels,
  oneOf,
  optional,
  tupleOf,
  type Checked,
} from '../load-labels';
import labels from './sentence-labels.json';

/*
 * What a reader takes each sentence of the evaluation library to be, written by hand from the texts
 * (server/src/seed/library and ../shared/corpus/staff-writing) BEFORE the passage classifier or the
 * composing drafting engine was run on them. Every sentence the drafting engine can see (a sentence of five
 * words or more, as passage retrieval cuts them) of the files listed here is labelled, so that every
 * sentence a draft uses has a label.
 *
 * The labels are kept in sentence-labels.json, a file for each entry: where it is read from ("seed" or
 * "staff") and its sentences as [locator, kind, other acceptable kinds].
 *
 * A sentence is located by a short part of its text (unique within its file); for the shared corpus the
 * locator is a few words only: the text itself is read from ../shared at test time, never copied here.
 *
 * The kinds, as a staff officer would sort them:
 * - judgement: the writer's assessment, expectation, likelihood or confidence ("We assess", "is likely to").
 * - assumption: a premise adopted for planning ("We assume", "Planners should assume").
 * - finding: a stand-alone statement of fact whose point is a figure, a quantity or a measured result.
 * - event: something that happened, or is scheduled to happen, at a stated time.
 * - requirement: what must be done or met (shall, must, required, a target or standard, a deadline).
 * - recommendation: advice or an instruction (should, recommend, an imperative sentence).
 * - cause: a reason or a consequence is the point (because, due to, reasons, result in).
 * - evaluation: performance judged against a standard (met, not met, fell short, unsure).
 * - description: any other complete stand-alone statement of how things are.
 * - heading: a title, heading, label or letterhead line.
 * - fragment: not usable as a sentence on its own: a list lead-in, a noun phrase, a question, a glossary
 *   entry, or a sentence that leans on the one before it (It, They, This, Each, Their ...).
 * `also` lists other kinds a careful reader would accept for a sentence that is honestly both.
 */

export const LABEL_KINDS = [
  'judgement',
  'assumption',
  'finding',
  'event',
  'requirement',
  'recommendation',
  'cause',
  'evaluation',
  'description',
  'heading',
  'fragment',
] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

const labelKind = oneOf(LABEL_KINDS);

/** [locator, kind, other acceptable kinds]. */
const sentenceLabel = tupleOf(labelText, labelKind, optional(listOf(labelKind)));
export type SentenceLabel = Checked<typeof sentenceLabel>;

/** A file of the evaluation library: where it is read from and its labelled sentences. */
const labelledFile = fieldsOf({
  corpus: oneOf(['seed', 'staff']),
  file: labelText,
  sentences: listOf(sentenceLabel),
});
export type LabelledFile = Checked<typeof labelledFile>;

export const LABELLED_FILES: readonly LabelledFile[] = loadLabels(
  'sentence-labels.json',
  labelledFile,
  labels,
);
