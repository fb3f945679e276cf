import { sectionRole } from './tone';
import { isFactKind, type PassageReading } from './passage-kinds';
import { sectionFit, sectionRecipe } from './section-recipes';

/** A passage chosen for a draft: its index among the passages, how it reads and how relevant it is. */
export interface ChosenPassage {
  readonly index: number;
  readonly reading: PassageReading;
  readonly relevance: number;
}

export interface SectionPlan {
  /** The passage the bottom line states, null when nothing relevant can carry it. */
  readonly lead: ChosenPassage | null;
  /** For each section (by name), its passages in writing order. */
  readonly sections: ReadonlyMap<string, readonly ChosenPassage[]>;
}

export interface PlanInput {
  readonly sections: readonly string[];
  /** The text of each passage (as retrieved), for the sections that ask for a topic. */
  readonly texts: readonly string[];
  readonly readings: readonly PassageReading[];
  /** 0 for a passage that does not bear on the request. */
  readonly relevance: readonly number[];
  /** Passages a draft cites at most, the bottom line's included. */
  readonly maxCited: number;
  /** Passages one section takes at most. */
  readonly perSection?: number;
  /**
   * For each passage, the section it was retrieved for (null: found for the subject): it goes there when
   * that section's recipe takes it.
   */
  readonly homes?: readonly (string | null)[];
  /**
   * For each passage, whether its source files it under its home section's heading: it goes there whatever
   * its kind, and a section that has such passages takes no other (the source says what belongs in it).
   */
  readonly headed?: readonly boolean[];
}

// What makes the strongest bottom line: a judgement, then a measured finding or evaluation; never an
// instruction (that is for the recommendation).
const LEAD_WEIGHT: Readonly<Partial<Record<PassageReading['kind'], number>>> = {
  judgement: 1,
  evaluation: 0.95,
  finding: 0.9,
  event: 0.75,
  assumption: 0.7,
  cause: 0.7,
  description: 0.55,
  // A policy's bottom line may be what it requires, when it finds nothing.
  requirement: 0.5,
  recommendation: 0.45,
};
const PER_SECTION = 5;
/** How well a passage fits the section its source files it under, whatever its kind. */
const HEADED_FIT = 0.5;
// Kinds a source may state about itself and still tell the reader something: "This assessment assumes ...".
const SOURCE_STANCES = new Set<PassageReading['kind']>([
  'assumption',
  'judgement',
  'requirement',
  'recommendation',
]);

const sameWords = (a: string, b: string) =>
  a.toLowerCase().replace(/\W+/g, ' ').trim() === b.toLowerCase().replace(/\W+/g, ' ').trim();

/**
 * Places the relevant passages of a draft: the strongest judgement or finding states the bottom line,
 * and every other usable passage goes to the section whose recipe fits it best (ties to the earlier
 * section), the most relevant first, within a cap per section and for the whole draft. Headings,
 * fragments and a document's description of itself are never placed.
 */
export function planSections(input: PlanInput): SectionPlan {
  const perSection = input.perSection ?? PER_SECTION;
  const usable: ChosenPassage[] = [];
  input.readings.forEach((reading, index) => {
    const relevance = input.relevance[index] ?? 0;
    if (relevance <= 0 || !isFactKind(reading.kind)) return;
    // "This plan describes how ...": what the source says of itself is not a fact of the subject.
    if (reading.selfReference && !SOURCE_STANCES.has(reading.kind)) return;
    if (usable.some((u) => sameWords(u.reading.body, reading.body))) return;
    usable.push({ index, reading, relevance });
  });

  let lead: ChosenPassage | null = null;
  let leadScore = 0;
  // The sources' own bottom line, purpose or conclusion, filed under the opening section, states it first.
  const opening = input.sections[0];
  const openingIsMain = opening !== undefined && sectionRole(opening) === 'main';
  const ownLead = usable.filter(
    (u) => openingIsMain && input.headed?.[u.index] && input.homes?.[u.index] === opening,
  );
  for (const u of ownLead.length > 0 ? ownLead : usable) {
    const score = u.relevance * (LEAD_WEIGHT[u.reading.kind] ?? 0);
    if (score > leadScore) {
      lead = u;
      leadScore = score;
    }
  }

  const recipes = input.sections.map((s) => ({
    section: s,
    recipe: sectionRole(s) === 'main' ? null : sectionRecipe(s),
  }));
  // Sections a source fills under its own heading for them.
  const covered = new Set(
    usable.flatMap((u) => (input.headed?.[u.index] ? [input.homes?.[u.index] ?? ''] : [])),
  );
  const bestSection = (u: ChosenPassage): { section: string; fit: number } | null => {
    const text = input.texts[u.index] ?? u.reading.body;
    const home = recipes.find((r) => r.section === input.homes?.[u.index]);
    const headed = input.headed?.[u.index] === true;
    // The opening section keeps what a source files under it (a second conclusion) after the bottom line.
    if (home && headed && home.section === opening && openingIsMain)
      return { section: home.section, fit: HEADED_FIT };
    const homeFit = home?.recipe ? sectionFit(home.recipe, u.reading, text) : 0;
    if (home && (homeFit > 0 || (headed && home.recipe)))
      return { section: home.section, fit: Math.max(homeFit, HEADED_FIT) };
    let best: { section: string; fit: number } | null = null;
    for (const { section, recipe } of recipes) {
      if (!recipe || covered.has(section)) continue;
      const fit = sectionFit(recipe, u.reading, input.texts[u.index] ?? u.reading.body);
      if (fit > (best?.fit ?? 0)) best = { section, fit };
    }
    return best;
  };
  const candidates: Array<{ chosen: ChosenPassage; section: string; fit: number }> = [];
  for (const u of usable) {
    if (u === lead) continue;
    const best = bestSection(u);
    if (best) candidates.push({ chosen: u, ...best });
  }
  candidates.sort(
    (a, b) =>
      b.chosen.relevance * (0.6 + 0.4 * b.fit) - a.chosen.relevance * (0.6 + 0.4 * a.fit) ||
      a.chosen.index - b.chosen.index,
  );

  const placed = new Map<string, Array<{ chosen: ChosenPassage; fit: number }>>(
    input.sections.map((s) => [s, []]),
  );
  // The bottom line's evaluation or problem also stands in the section it belongs to: an AAR's Improves
  // must not say "nothing fell short" under a bottom line that says it did.
  const leadHome = lead ? bestSection(lead) : null;
  let cited = lead ? 1 : 0;
  const taken = new Set<ChosenPassage>();
  const place = (c: (typeof candidates)[number]) => {
    const list = placed.get(c.section)!;
    if (cited >= input.maxCited || list.length >= perSection || taken.has(c.chosen)) return;
    list.push(c);
    taken.add(c.chosen);
    cited += 1;
  };
  // The sections take their passages in turns, each its best remaining one: a draft's cap on citations
  // never leaves Sustainment with one line of the SOP's paragraph while Situation cites its fifth passage.
  const queues = input.sections.map((section) => candidates.filter((c) => c.section === section));
  for (let placedAny = true; placedAny && cited < input.maxCited;) {
    placedAny = false;
    for (const queue of queues) {
      const next = queue.shift();
      if (!next) continue;
      const before = cited;
      place(next);
      placedAny = placedAny || cited > before || queue.length > 0;
    }
  }
  // An evaluation leads its section too (Improves lists every shortfall, the first one included).
  const evaluation = lead?.reading.kind === 'evaluation';
  const problem = leadHome?.section.toLowerCase() === 'problem';
  // So does a bottom line its source files under a section (the signal plan stays in Command and Signal).
  const headedLead =
    lead !== null && input.headed?.[lead.index] === true && !(openingIsMain && leadHome?.section === opening);
  const alone = leadHome !== null && placed.get(leadHome.section)!.length === 0;
  if (lead && leadHome && (evaluation || headedLead || (problem && alone))) {
    placed.get(leadHome.section)!.unshift({ chosen: lead, fit: leadHome.fit });
  }
  const sections = new Map<string, readonly ChosenPassage[]>();
  for (const [section, list] of placed) {
    list.sort(
      (a, b) => b.chosen.relevance - a.chosen.relevance || b.fit - a.fit || a.chosen.index - b.chosen.index,
    );
    sections.set(
      section,
      list.map((l) => l.chosen),
    );
  }
  return { lead, sections };
}
