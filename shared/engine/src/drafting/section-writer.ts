import type { DraftToneId } from '@csw/contracts';
import type { ChosenPassage } from './compose-sections';
import { writeFact, type FactSource } from './fact-prose';
import type { RestatedMission } from './mission-statement';
import { sectionRecipe } from './section-recipes';
import { quoteText } from './sources';
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

// The five elements of a mission statement as plain words.
const ELEMENT_WORDS: Readonly<Record<string, string>> = {
  who: 'unit',
  what: 'task',
  when: 'time',
  where: 'place',
  why: 'purpose',
};

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

/**
 * The mission paragraph: the chosen order's mission as written (`quote`, cited), else the mission restated
 * from the library or the request; then what of the five elements nobody states.
 */
export function writeMission(
  mission: { restated: RestatedMission; cited: number | null; quote?: string | null } | null,
  ctx: WriterContext,
): string[] {
  const lines: string[] = [];
  const marker = mission?.cited ? ` [${mission.cited}]` : '';
  if (mission?.quote) lines.push(`${quoteText(mission.quote)}${marker}.`);
  else if (mission) {
    const text = mission.restated.text.replace(/\.$/, '');
    lines.push(
      ctx.tone === 'decisive'
        ? `${text}${marker}.`
        : `The mission, restated in full, is as follows: ${text}${marker}.`,
    );
  }
  const missing = (mission?.restated.missing ?? ['Who', 'When', 'Where', 'Why']).map(
    (m) => ELEMENT_WORDS[m.toLowerCase()] ?? m.toLowerCase(),
  );
  if (missing.length > 0) {
    const list = missing.join(', ').replace(/, ([^,]*)$/, ' or $1');
    const where = mission?.cited ? 'the sources' : 'the library';
    lines.push(
      ctx.tone === 'decisive'
        ? `Add the ${list.replace(' or ', ' and ')} from the order of the higher headquarters: ${where} ${mission?.cited ? 'state' : 'states'} none of them.`
        : `Neither the request nor ${where} states the ${list} of the mission, which the author will take from the order of the higher headquarters.`,
    );
  }
  return lines;
}

/**
 * The body of one section, as its lines: what the sources say for it, each fact cited, or a plain
 * statement that they say nothing about it. No section opens with a line of its own making ("Keep doing
 * what worked in ..."): every line is a source's fact or says that there is none.
 */
export function sectionLines(
  section: string,
  chosen: readonly ChosenPassage[],
  ctx: WriterContext,
): string[] {
  const facts = chosen.map((c) => factSentence(c, ctx));
  if (facts.length > 0) return facts;
  return [lacksLine(section, ctx)];
}
