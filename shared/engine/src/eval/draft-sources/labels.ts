import { fieldsOf, labelText, listOf, loadLabels, tupleOf, type Checked } from '../load-labels';
import documents from './document-labels.json';
import requests from './request-labels.json';

/*
 * Labels of the section-coverage evaluation, written by hand BEFORE the section retrieval was run on them
 * (none was changed after seeing a draft). The material in ./material is staff writing of our own in the
 * forms a staff officer brings to CREATE: a unit's night convoy SOP annex, an S2 threat update, the AAR
 * notes of a night convoy, a range SOP; and two documents the product wrote (a saved OPORD draft with its
 * placeholder lines, a status report) that are labelled as generated.
 *
 * For each request: the sources the user chose (none: the whole library), and for each section the
 * sentences (a file and a few words that find the sentence) a staff officer would use in it; a sentence may
 * be listed for several sections. `empty` names the sections the chosen sources truly have nothing on.
 * The opening section that carries the bottom line and OPORD's Mission are not scored: they come from the
 * bottom line and the mission analysis.
 */

const documentLabel = fieldsOf({
  file: labelText,
  title: labelText,
  /** Written by the product (a saved draft, a report), not by a person. */
  generated: (value: unknown, at: string, problems: string[]): value is boolean =>
    typeof value === 'boolean' || (problems.push(`${at}: expected true or false`), false),
});
export type CoverageDocumentLabel = Checked<typeof documentLabel>;

const sentenceRef = tupleOf(labelText, labelText);
const sectionLabel = fieldsOf({ section: labelText, sentences: listOf(sentenceRef) });
const requestLabel = fieldsOf({
  id: labelText,
  intent: labelText,
  sources: listOf(labelText),
  sections: listOf(sectionLabel),
  empty: listOf(labelText),
});
export type CoverageRequestLabel = Checked<typeof requestLabel>;

export const COVERAGE_DOCUMENTS: readonly CoverageDocumentLabel[] = loadLabels(
  'document-labels.json',
  documentLabel,
  documents,
);
export const COVERAGE_REQUESTS: readonly CoverageRequestLabel[] = loadLabels(
  'request-labels.json',
  requestLabel,
  requests,
);
