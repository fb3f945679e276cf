import type { DraftToneId } from '@csw/contracts';
import type { ChosenPassage } from './compose-sections';
import { writeFact, type FactSource } from './fact-prose';
import type { RestatedMission } from './mission-statement';
import { sectionRecipe } from './section-recipes';
import { actionLine, formalAction, sectionRole } from './tone';
import { isPlural } from './verb-forms';

/** What a section writer needs of the draft around it. */
export interface WriterContext {
  readonly tone: DraftToneId;
  /** The subject as a noun phrase ("the last field training exercise"). */
  readonly phrase: string;
  /** The document's noun ("point paper", "OPORD"). */
  readonly noun: string;
  /** Documents the draft draws on. */
  readonly sources: number;
  /** The citation number of a passage (numbered in order of first use). */
  readonly cite: (index: number) => number;
  /** The source of a passage, named for prose. */
  readonly sourceOf: (index: number) => FactSource;
}

// Sections whose action line asks the reader for a decision: they keep it even when the library holds
// nothing for them. Sustains, Improves, Lessons Learned and Sustainment only act on what was found.
const ALWAYS_ACT = new Set([
  'recommendation',
  'recommendations',
  'way forward',
  'mission',
  'execution',
  'command and signal',
  'coordination',
  'conclusion',
  'call to action',
  'closing',
  'position',
]);

// The five elements of a mission statement as plain words.
const ELEMENT_WORDS: Readonly<Record<string, string>> = {
  who: 'unit',
  what: 'task',
  when: 'time',
  where: 'place',
  why: 'purpose',
};

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** A passage as prose, cited. */
export function factSentence(c: ChosenPassage, ctx: WriterContext): string {
  return writeFact(c.reading, ctx.sourceOf(c.index), ctx.cite(c.index), ctx.tone);
}

/** The plain statement of a section the library says nothing about. */
export function lacksLine(section: string, ctx: WriterContext): string {
  const recipe = sectionRecipe(section);
  const lacks = recipe?.lacks ?? `the ${section.toLowerCase()}`;
  const from = recipe?.from ?? "the unit's own records";
  if (ctx.tone === 'decisive') {
    // The order first, then why: "Add the causes from the unit's own records: the library holds nothing on them."
    const pronoun = /^what\b/.test(lacks) || !isPlural(lacks) ? 'it' : 'them';
    return `Add ${lacks} from ${from}: the library holds nothing on ${pronoun}.`;
  }
  return `The documents held in the library do not address ${lacks}, which the author will add from ${from} before the document is released.`;
}

/** The bottom line: the strongest relevant fact, stated first. */
export function bottomLine(lead: ChosenPassage | null, ctx: WriterContext): string {
  if (ctx.tone === 'decisive') {
    return lead
      ? `BLUF: ${factSentence(lead, ctx)}`
      : `BLUF: The library holds nothing on ${ctx.phrase}. Add the facts from the unit's own records.`;
  }
  const purpose = `This ${ctx.noun} sets out what the library records on ${ctx.phrase} for the consideration of its readers, drawing on ${ctx.sources} ${ctx.sources === 1 ? 'document' : 'documents'} that the list of sources identifies in full.`;
  return lead
    ? `Bottom line: ${factSentence(lead, ctx)} ${purpose}`
    : `Bottom line: No document held in the library addresses ${ctx.phrase} at present, and the sections below record what the author must add.`;
}

/** OPORD's Mission paragraph: the restated mission when one is known, the order's action otherwise. */
export function missionSection(
  mission: { restated: RestatedMission; cited: number | null } | null,
  ctx: WriterContext,
): string[] {
  const lines: string[] = [];
  if (ctx.tone === 'decisive') {
    lines.push(actionLine('mission', ctx.phrase));
    if (mission) {
      lines.push(`${mission.restated.text.replace(/\.$/, '')}${mission.cited ? ` [${mission.cited}]` : ''}.`);
    }
  } else {
    lines.push(
      `The author respectfully recommends that the approving authority ${formalAction('mission', ctx.phrase)}, in accordance with the mission stated below.`,
    );
    if (mission) {
      lines.push(
        `The mission, restated in full, is as follows: ${mission.restated.text.replace(/\.$/, '')}${mission.cited ? ` [${mission.cited}]` : ''}.`,
      );
    }
  }
  const missing = (mission?.restated.missing ?? ['Who', 'When', 'Where', 'Why']).map(
    (m) => ELEMENT_WORDS[m.toLowerCase()] ?? m.toLowerCase(),
  );
  if (missing.length > 0) {
    const list = missing.join(', ').replace(/, ([^,]*)$/, ' or $1');
    lines.push(
      ctx.tone === 'decisive'
        ? `Add the ${list.replace(' or ', ' and ')} from the order of the higher headquarters: the library states none of them.`
        : `Neither the request nor the library states the ${list} of the mission, which the author will take from the order of the higher headquarters.`,
    );
  }
  return lines;
}

/** The body of one section, as its lines (sentences). */
export function sectionLines(
  section: string,
  chosen: readonly ChosenPassage[],
  ctx: WriterContext,
): string[] {
  const role = sectionRole(section);
  const key = section.toLowerCase();
  const facts = chosen.map((c) => factSentence(c, ctx));
  const acts = role === 'action' && (ALWAYS_ACT.has(key) || facts.length > 0);
  const lines: string[] = [];
  if (acts) {
    lines.push(
      ctx.tone === 'decisive'
        ? capitalise(actionLine(section, ctx.phrase))
        : `The author respectfully recommends that the approving authority ${formalAction(section, ctx.phrase)}, taking into account the evidence presented in the preceding sections of this ${ctx.noun}.`,
    );
  }
  lines.push(...facts);
  if (facts.length === 0 && sectionRecipe(section)) lines.push(lacksLine(section, ctx));
  return lines;
}
