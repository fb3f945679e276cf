import type { AnalysisContext } from '../../analysis/context';
import { sortLessons } from '../../analysis/lesson-sort';
import { threatActorsOf, threatSection } from '../../analysis/sections/threat';
import type { LessonsLabel, ThreatLabel } from './labels';
import { bareName, sameName, sameSentence } from './match';

/** Given, right and labelled counts: precision is right / given, recall found / labelled. */
export interface Counts {
  readonly given: number;
  readonly right: number;
  readonly labelled: number;
  readonly found: number;
}

export interface LessonFigures {
  readonly sustain: Counts;
  readonly improve: Counts;
  /** Sentences the labels name as near-misses (a tasking, a contrast) that were returned as lessons. */
  readonly notLessons: number;
  readonly misses: readonly string[];
}

export interface ActorFigures extends Counts {
  /** Names returned that the labels list as not actors (a heading, an acronym, a place, a friendly unit). */
  readonly listedNotActors: number;
  /** PIRs labelled, and found in the Threat Assessment's PIR group. */
  readonly pirs: { readonly labelled: number; readonly found: number };
  /** Of MLCOA and MDCOA labelled, how many the Threat Assessment states (non-empty group). */
  readonly courses: { readonly labelled: number; readonly given: number };
  readonly misses: readonly string[];
}

const oneLine = (t: string) => t.replace(/\s+/g, ' ').trim();

/** Lessons Learned (the product's `sortLessons`) on the report alone, sentence by sentence. */
export function scoreLessons(ctx: AnalysisContext, labels: LessonsLabel): LessonFigures {
  const sorted = sortLessons(ctx);
  const misses: string[] = [];
  let notLessons = 0;
  const counts = (kind: 'sustain' | 'improve'): Counts => {
    const given = sorted[kind].map((i) => oneLine(ctx.corpus.sentences[i]!.text));
    const other = kind === 'sustain' ? labels.improve : labels.sustain;
    let right = 0;
    // A topic line ("SUSTAIN: Cordon discipline.") returned with its recommendation is neither right nor
    // wrong: the labels accept it (see their note).
    const topic = (g: string) =>
      (labels.topics?.[kind] ?? []).some((t) => sameSentence(g.replace(/^[^:]{0,20}:\s*/, ''), t));
    for (const g of given.filter((x) => !topic(x))) {
      if (labels[kind].some((l) => sameSentence(g, l))) right += 1;
      else {
        const near = (labels.notLessons ?? []).some((l) => sameSentence(g, l));
        if (near) notLessons += 1;
        const labelled = other.some((l) => sameSentence(g, l))
          ? 'the other kind'
          : near
            ? 'not a lesson'
            : 'neither';
        misses.push(`given as ${kind}, labelled ${labelled}: ${g}`);
      }
    }
    const found = labels[kind].filter((l) => given.some((g) => sameSentence(g, l)));
    for (const l of labels[kind]) if (!found.includes(l)) misses.push(`${kind} missed: ${l}`);
    return {
      given: given.filter((x) => !topic(x)).length,
      right,
      labelled: labels[kind].length,
      found: found.length,
    };
  };
  return { sustain: counts('sustain'), improve: counts('improve'), notLessons, misses };
}

/**
 * Threat actors (the product's `threatActorsOf`) on the intelligence product alone. A name is right when
 * it names a labelled actor or one of its aliases; a second name for an actor already named counts as
 * given and not right (one actor, one entry); every other name is a false positive.
 */
export function scoreActors(ctx: AnalysisContext, labels: ThreatLabel): ActorFigures {
  const names = threatActorsOf(ctx).map((a) => a.name);
  const namesOf = (actor: string) => [actor, ...(labels.actorAliases[actor] ?? [])];
  const misses: string[] = [];
  const named = new Set<string>();
  let right = 0;
  let listedNotActors = 0;
  for (const name of names) {
    const actor = labels.actors.find((a) => sameName(name, namesOf(a)));
    if (actor && !named.has(actor)) {
      named.add(actor);
      right += 1;
    } else if (actor) misses.push(`named twice: ${name} (${actor})`);
    else {
      const listed = labels.notActors.some((n) => bareName(n) === bareName(name) || sameName(name, [n]));
      if (listed) listedNotActors += 1;
      misses.push(`not an actor${listed ? ' (labelled so)' : ''}: ${name}`);
    }
  }
  for (const actor of labels.actors) if (!named.has(actor)) misses.push(`actor missed: ${actor}`);
  // The PIRs and courses of action of the section, as the product files them (the labels' MLCOA and MDCOA
  // are paraphrased: a course counts as stated when its group is not empty).
  const groups = threatSection(ctx).groups;
  const quotes = (title: string) =>
    groups.find((g) => g.title === title)?.items.map((i) => i.citations[0]?.quote ?? i.text) ?? [];
  const pirQuotes = quotes('Priority intelligence requirements');
  const pirsFound = (labels.pirs ?? []).filter((p) => pirQuotes.some((q) => sameSentence(q, p)));
  for (const p of labels.pirs ?? []) if (!pirsFound.includes(p)) misses.push(`PIR missed: ${p}`);
  const courses = [
    [labels.mlcoa, 'Most likely course of action'],
    [labels.mdcoa, 'Most dangerous course of action'],
  ] as const;
  const labelledCourses = courses.filter(([label]) => label !== undefined);
  const givenCourses = labelledCourses.filter(([, title]) => quotes(title).length > 0);
  for (const [, title] of labelledCourses) if (quotes(title).length === 0) misses.push(`${title} not stated`);
  return {
    given: names.length,
    right,
    labelled: labels.actors.length,
    found: named.size,
    listedNotActors,
    pirs: { labelled: (labels.pirs ?? []).length, found: pirsFound.length },
    courses: { labelled: labelledCourses.length, given: givenCourses.length },
    misses,
  };
}
