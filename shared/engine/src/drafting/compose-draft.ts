import { DRAFT_LIMITS, type DraftFormatId, type DraftTemplateId } from '@csw/contracts';
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
  /** OPORD only: the mission restated, and the passage it comes from (null: from the intent). */
  readonly mission: { readonly restated: RestatedMission; readonly passage: number | null } | null;
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

/** Relevance of a section's own passage at the top of its section's ranking (less for the others). */
const SECTION_RELEVANCE = 0.5;

// A sentence that can state an OPORD's mission: it assigns a task to a unit.
const MISSION_KINDS = new Set<PassageReading['kind']>(['requirement', 'event', 'description']);

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
  const readings = readPassages(passages.map((p) => p.citation.quote));
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
  const relevanceOf = relevance.map((r, i) => Math.max(r, sectionRelevance[i]!));

  let mission: Composition['mission'] = null;
  if (format === 'opord') {
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
    sections,
    texts: passages.map((p) => p.citation.quote),
    readings,
    relevance: relevanceOf.map((r, i) => (mission?.passage === i ? 0 : r)),
    homes: passages.map((p) => p.section ?? null),
    headed: passages.map((p) => p.headed === true),
    maxCited: DRAFT_LIMITS.maxPassages - (mission?.passage != null ? 1 : 0),
  });
  return { format, subject, phrase, sections, passages, readings, plan, mission };
}
