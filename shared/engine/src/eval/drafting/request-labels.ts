import { fieldsOf, labelText, listOf, loadLabels, tupleOf, type Checked } from '../load-labels';
import requests from './request-labels.json';

/*
 * Draft requests of the evaluation and, for each, the sentences of the evaluation library (see
 * sentence-labels.ts) a reader would keep in that draft and the sections where they would keep them.
 * Written by hand BEFORE the composing drafting engine was run on these requests. Any sentence a draft
 * uses that is not listed for its request is one the reader would not keep (not relevant to the intent,
 * or not a fact). The locators are those of sentence-labels.json. The requests are kept in
 * request-labels.json.
 *
 * The opening section that carries the bottom line (Issue, Purpose, BLUF, Executive Summary ...) and a
 * bottom line that stands above the sections may state any fact the reader keeps for the request, so a
 * sentence used there counts as kept when it is listed for the request at all.
 */

/** [file, locator, sections where a reader keeps it]. */
const keptSentence = tupleOf(labelText, labelText, listOf(labelText));
export type KeptSentence = Checked<typeof keptSentence>;

const draftRequestLabel = fieldsOf({ id: labelText, intent: labelText, kept: listOf(keptSentence) });
export type DraftRequestLabel = Checked<typeof draftRequestLabel>;

export const DRAFT_REQUESTS: readonly DraftRequestLabel[] = loadLabels(
  'request-labels.json',
  draftRequestLabel,
  requests,
);
