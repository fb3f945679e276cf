import {
  count,
  fieldsOf,
  flag,
  labelText,
  listOf,
  loadLabel,
  oneOf,
  optional,
  recordOf,
  type Check,
  type Checked,
} from '../load-labels';

/**
 * The labels of a staff set (`labels.json` beside its files in ../shared/corpus/staff-sets, written by staff
 * officers outside the team before any engine ran; the schema is described in that folder's README.md).
 * Read where they are, never copied; checked against their shape so that a misspelt field fails here
 * instead of quietly changing a score.
 */

const textOrNull: Check<string | null> = (value, at, problems): value is string | null =>
  value === null || labelText(value, at, problems);

/** Whether a conditional rule's condition arose: yes, no, or a word saying it cannot be told ("unknown"). */
const triggered: Check<boolean | string> = (value, at, problems): value is boolean | string =>
  typeof value === 'string' ? labelText(value, at, problems) : flag(value, at, problems);

export const STAFF_VERDICTS = ['met', 'not_met', 'not_evidenced'] as const;
export type StaffVerdict = (typeof STAFF_VERDICTS)[number];
const verdict = oneOf(STAFF_VERDICTS);

const ruleLabel = fieldsOf({
  rule: labelText,
  ruleText: labelText,
  ruleTextReflowed: optional(flag),
  ruleTextPieces: optional(listOf(labelText)),
  verdict,
  evidence: textOrNull,
  supportingEvidence: optional(listOf(labelText)),
  why: labelText,
  conditionTriggered: optional(triggered),
  /** A rule two readers may judge either way: the alternative verdict is scored as right too. */
  contestable: optional(flag),
  alternativeVerdict: optional(fieldsOf({ verdict, evidence: textOrNull, why: labelText })),
});
export type RuleLabel = Checked<typeof ruleLabel>;

const gapLabel = fieldsOf({
  requirement: labelText,
  status: oneOf(['short', 'met']),
  figures: labelText,
  /** Exact strings of the estimate that name the line or its figures. */
  phrases: listOf(labelText),
});
export type GapLabel = Checked<typeof gapLabel>;

const staffLabels = fieldsOf({
  set: labelText,
  /** A note on where the labels come from (the day's labels are a transcription of its README). */
  source: optional(labelText),
  files: fieldsOf({
    sop: optional(labelText),
    report: optional(labelText),
    order: optional(labelText),
    intel: optional(labelText),
    estimate: optional(labelText),
  }),
  compliance: optional(listOf(ruleLabel)),
  complianceSummary: optional(fieldsOf({ met: count, not_met: count, not_evidenced: count })),
  lessons: optional(
    fieldsOf({
      sustain: listOf(labelText),
      improve: listOf(labelText),
      notLessons: optional(listOf(labelText)),
      topics: optional(fieldsOf({ sustain: listOf(labelText), improve: listOf(labelText) })),
      note: optional(labelText),
    }),
  ),
  threat: optional(
    fieldsOf({
      actors: listOf(labelText),
      actorAliases: recordOf(listOf(labelText)),
      actorNotes: optional(labelText),
      notActors: listOf(labelText),
      mlcoa: optional(labelText),
      mdcoa: optional(labelText),
      pirs: optional(listOf(labelText)),
      note: optional(labelText),
    }),
  ),
  mission: optional(
    fieldsOf({
      statement: labelText,
      who: labelText,
      whoAliases: optional(listOf(labelText)),
      what: listOf(labelText),
      when: labelText,
      whenRaw: labelText,
      whenNote: labelText,
      where: labelText,
      why: labelText,
      unitDesignationForms: listOf(labelText),
    }),
  ),
  gaps: optional(listOf(gapLabel)),
  gapsNote: optional(labelText),
  orderVsReportGaps: optional(
    listOf(fieldsOf({ requirement: labelText, status: oneOf(['short', 'met']), figures: labelText })),
  ),
  draft: optional(
    fieldsOf({
      product: labelText,
      paragraphs: listOf(
        fieldsOf({
          paragraph: labelText,
          facts: listOf(fieldsOf({ phrase: labelText, file: labelText, note: optional(labelText) })),
        }),
      ),
    }),
  ),
});
export type StaffLabels = Checked<typeof staffLabels>;
export type StaffRole = keyof StaffLabels['files'];
export type ThreatLabel = NonNullable<StaffLabels['threat']>;
export type MissionLabel = NonNullable<StaffLabels['mission']>;
export type DraftLabel = NonNullable<StaffLabels['draft']>;
export type LessonsLabel = NonNullable<StaffLabels['lessons']>;

/** A set's labels from their parsed JSON; throws naming every field that does not fit. */
export function readStaffLabels(file: string, data: unknown): StaffLabels {
  return loadLabel(file, staffLabels, data);
}
