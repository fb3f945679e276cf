import { DRAFT_LIMITS, type DraftFormatId, type DraftTemplateId } from '@csw/contracts';
import { draftFormat } from '../formats/registry';
import { planSections, type SectionPlan } from './compose-sections';
import { intentSubject, subjectPhrase } from './intent-subject';
import { restateMission, type RestatedMission } from './mission-statement';
import { readPassages, type PassageReading } from './passage-kinds';
import { sameSpan, type DraftPassage } from './sources';
import { formatSections, matchTemplate } from './templates';
import { intentTopic, topicRelevance } from './topic-relevance';

/** What a draft is built from: its format, subject, the passages read and placed, and its mission. */
export interface Composition {
  readonly format: DraftFormatId;
  readonly subject: string;
  /** The subject as a noun phrase ("the last field training exercise"). */
  readonly phrase: string;
  readonly sections: readonly string[];
  /** The passages considered (duplicates removed), in the order retrieved. */
  readonly passages: readonly DraftPassage[];
  readonly readings: readonly PassageReading[];
  readonly plan: SectionPlan;
  /**
   * A format with a mission section (an order): the mission restated, and the passage it comes from (null:
   * from the intent); `stated` when the passage is the mission paragraph of a chosen order, quoted as written.
   */
  readonly mission: {
    readonly restated: RestatedMission;
    readonly passage: number | null;
    readonly stated?: boolean;
  } | null;
}

export interface ComposeInput {
  readonly intent: string;
  readonly passages: readonly DraftPassage[];
  readonly now: Date;
  readonly templateId?: DraftTemplateId;
  readonly format?: DraftFormatId;
  /**
   * Whether passages must bear on the request to be used (true for retrieved passages; false when they
   * were chosen already, as the citations of a draft are).
   */
  readonly gate?: boolean;
}

// Five words or more with a figure among them.
const TABLE_ROW_FACT = /^(?=(?:\S+\s+){4}\S)(?=.*\d)/;
// "Class V: every rifleman carries one basic load": a label and a statement of four words or more.
const LABELLED_FACT = /^(?:\S+\s+){3}\S/;

/** Relevance of a section's own passage at the top of its section's ranking (less for the others). */
const SECTION_RELEVANCE = 0.5;

// A sentence that can state an OPORD's mission: it assigns a task to a unit.
const MISSION_KINDS = new Set<PassageReading['kind']>(['requirement', 'event', 'description']);

/** Citations a section may take when the sources file passages under it. */
const CITED_PER_SECTION = 4;

/**
 * Passages a draft cites at most: the library's usual number, or, when its sources are staff documents
 * whose own sections feed the draft's (an order's tasks, an estimate's shortfalls), enough for each section
 * to carry what they state.
 */
function citedAtMost(sections: number, passages: readonly DraftPassage[]): number {
  const structured = passages.some((p) => p.headed);
  return structured
    ? Math.max(DRAFT_LIMITS.maxPassages, sections * CITED_PER_SECTION)
    : DRAFT_LIMITS.maxPassages;
}

/**
 * Reads the passages retrieved for an intent and plans the draft: which passages bear on the request,
 * what kind of statement each is, which one states the bottom line and which section takes each of
 * the others. Deterministic.
 */
export function composeDraft(input: ComposeInput): Composition {
  const format = input.format ?? input.templateId ?? matchTemplate(input.intent);
  const subject = intentSubject(input.intent, format);
  const phrase = subjectPhrase(input.intent, subject);
  const passages: DraftPassage[] = [];
  for (const p of input.passages) {
    const known = passages.findIndex((q) => sameSpan(q.citation, p.citation));
    if (known === -1) passages.push(p);
    // Found for the subject and again for a section: it keeps the section it bears on.
    else if (p.section && !passages[known]!.section)
      passages[known] = { ...passages[known]!, section: p.section, headed: p.headed === true };
  }
  // A row of a table its source files under a section ("Class III(B) ... 11,040 gal 10,000 gal SHORT 1,040
  // gal") states figures without a verb, and "Class V: one basic load" a label and its value: each is a
  // finding of that section, not a heading or a fragment.
  const readings = readPassages(passages.map((p) => p.citation.quote)).map((r, i) =>
    (r.kind === 'heading' || r.kind === 'fragment') &&
    passages[i]!.headed &&
    (TABLE_ROW_FACT.test(passages[i]!.citation.quote) || (r.label !== null && LABELLED_FACT.test(r.body)))
      ? { ...r, kind: 'finding' as const }
      : r,
  );
  const relevance =
    input.gate === false
      ? passages.map(() => 1)
      : topicRelevance(
          passages.map((p, i) => ({
            text: p.citation.quote,
            title: p.citation.title,
            documentId: p.citation.documentId,
            page: p.citation.page,
            start: p.citation.start,
            end: p.citation.end,
            reading: readings[i]!,
            ...(p.score !== undefined ? { score: p.score } : {}),
          })),
          intentTopic(subject),
        );
  const sections = formatSections(format);
  // A passage a section retrieved for its doctrinal content bears on the draft through that section, even
  // when it does not repeat the subject's words (the sustainment paragraph of the unit's SOP).
  const sectionRelevance = passages.map((p) =>
    !p.section || !sections.includes(p.section) ? 0 : p.headed ? 1 : SECTION_RELEVANCE * (p.score ?? 1),
  );
  // Of the passages a source files under a section, those that also bear on the request come first.
  const relevanceOf = relevance.map((r, i) =>
    passages[i]!.headed && sectionRelevance[i]! > 0
      ? (passages[i]!.score ?? 1) + r
      : Math.max(r, sectionRelevance[i]!),
  );

  let mission: Composition['mission'] = null;
  const missionSection = draftFormat(format).draft.missionSection;
  // The mission paragraph of a chosen order is the mission, as written ("2. MISSION. 519TH EN CO CLEARS ...").
  const stated = missionSection
    ? passages.findIndex(
        (p, i) =>
          p.section === missionSection && p.headed && restateMission(readings[i]!.body, input.now) !== null,
      )
    : -1;
  if (stated !== -1) {
    mission = { restated: restateMission(readings[stated]!.body, input.now)!, passage: stated, stated: true };
  } else if (missionSection) {
    // The library's own statement of the mission wins over the intent's when it states more of the
    // five elements ("Not later than ..., 1st Brigade secures ... to enable ...").
    const fromIntent = restateMission(subject, input.now);
    if (fromIntent) mission = { restated: fromIntent, passage: null };
    for (let i = 0; i < passages.length; i += 1) {
      if ((relevance[i] ?? 0) <= 0 || !MISSION_KINDS.has(readings[i]!.kind)) continue;
      const restated = restateMission(readings[i]!.body, input.now);
      if (restated && (!mission || restated.missing.length < mission.restated.missing.length)) {
        mission = { restated, passage: i };
        break;
      }
    }
  }
  const plan = planSections({
    // The mission paragraph is the mission's own (restated or quoted), never a place for other passages.
    sections: sections.filter((s) => s !== missionSection),
    texts: passages.map((p) => p.citation.quote),
    readings,
    relevance: relevanceOf.map((r, i) => (mission?.passage === i ? 0 : r)),
    homes: passages.map((p) => p.section ?? null),
    headed: passages.map((p) => p.headed === true),
    maxCited: citedAtMost(sections.length, passages) - (mission?.passage != null ? 1 : 0),
  });
  return { format, subject, phrase, sections, passages, readings, plan, mission };
}
