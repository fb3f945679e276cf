import type { AdviceFinding, Driver, Future, FuturesResult, KeyUncertainty } from '@csw/contracts';
import { EMPTY_SCENARIO_MESSAGE } from '@csw/contracts';
import { highestClassification } from '../analysis/analyze';
import { CAUSAL, HEDGE, MET, OPPOSITION, SHORTFALL, SPECULATIVE, SUSTAIN, THREAT } from '../analysis/cues';
import { PMESII_PT, sentenceVariables } from '../analysis/pmesii';
import type { Citation, SourceDocument } from '../analysis/types';
import { buildAdviceContext, citeSentence } from './context';
import { clip, collectCitations, uniqueCitations } from './helpers';
import { OPPORTUNITY } from './strategist';

export interface FuturesInput {
  /** The question or course of action the futures are built around. */
  readonly focus: string;
  /** Library documents the user may read. */
  readonly documents: readonly SourceDocument[];
  /** Two driver labels the user picked instead of the two computed ones. */
  readonly uncertainties?: readonly string[];
}

/** A driver the user asked for is not one the library names. */
export class UnknownDriverError extends Error {}

const MAX_DRIVER_CITATIONS = 3;
const MAX_POLE_CITATIONS = 2;
// Dependence wording: the outcome hangs on something that has not happened yet.
const DEPENDENCE = /\b(?:depend(?:s|ed|ing|ent)?|hinges?|contingent|if|unless|whether)\b/i;

interface DriverTally {
  variable: string;
  label: string;
  mentions: number;
  documents: Set<number>;
  uncertain: number[];
  favourable: number[];
  adverse: number[];
  all: number[];
}

const isUncertain = (text: string) =>
  HEDGE.test(text) || SPECULATIVE.test(text) || DEPENDENCE.test(text) || CAUSAL.test(text);
const isAdverse = (text: string) => OPPOSITION.test(text) || THREAT.test(text) || SHORTFALL.test(text);
const isFavourable = (text: string) =>
  !isAdverse(text) && (OPPORTUNITY.test(text) || SUSTAIN.test(text) || MET.test(text));

/**
 * The drivers the library names for the focus: each operational variable spoken of by the passages
 * relevant to the focus, with how often, in how many documents, and how often in a sentence that states
 * uncertainty or dependence (the drivers whose outcome is open).
 */
function tallyDrivers(ac: ReturnType<typeof buildAdviceContext>): DriverTally[] {
  const tallies = new Map<string, DriverTally>();
  for (const i of ac.relevant) {
    const s = ac.ctx.corpus.sentences[i]!;
    for (const variable of sentenceVariables(s.terms)) {
      let t = tallies.get(variable);
      if (!t) {
        const label = PMESII_PT.find((v) => v.variable === variable)!.label;
        t = {
          variable,
          label,
          mentions: 0,
          documents: new Set(),
          uncertain: [],
          favourable: [],
          adverse: [],
          all: [],
        };
        tallies.set(variable, t);
      }
      t.mentions += 1;
      t.documents.add(s.doc);
      t.all.push(i);
      if (isUncertain(s.text)) t.uncertain.push(i);
      if (isAdverse(s.text)) t.adverse.push(i);
      else if (isFavourable(s.text)) t.favourable.push(i);
    }
  }
  return [...tallies.values()].sort(
    (a, b) =>
      b.uncertain.length - a.uncertain.length ||
      b.documents.size - a.documents.size ||
      b.mentions - a.mentions ||
      a.label.localeCompare(b.label),
  );
}

const adjective = (pole: number) => (pole === 0 ? 'favourable' : 'adverse');

function implication(a: DriverTally, pa: number, b: DriverTally, pb: number): string {
  if (pa === 0 && pb === 0)
    return 'both conditions the course of action needs are present: act early to use them before they change';
  if (pa === 1 && pb === 1)
    return 'both conditions turn against it: prepare branches, and the decision points at which to change or abandon it';
  const [good, bad] = pa === 0 ? [a, b] : [b, a];
  return `success depends on the ${good.label.toLowerCase()} gains outweighing the ${bad.label.toLowerCase()} setbacks: shape the ${bad.label.toLowerCase()} conditions first`;
}

function poleSentence(ac: ReturnType<typeof buildAdviceContext>, t: DriverTally, pole: number): string {
  const first = (pole === 0 ? t.favourable : t.adverse)[0];
  const how = pole === 0 ? 'hold or improve' : 'deteriorate';
  return first === undefined
    ? `${t.label} conditions ${how} (no passage of the library describes this yet)`
    : `${t.label} conditions ${how}, as "${clip(citeSentence(ac, first).quote, 140)}" suggests`;
}

/**
 * Alternative futures: the two key uncertainties are the drivers the library names most often in
 * uncertain or dependent terms (or the two the user picks); each has a favourable and an adverse pole,
 * and their four combinations are the futures, each with a short narrative and the passages to watch
 * as signposts. Deterministic.
 * @throws when the focus is empty; UnknownDriverError when a picked driver is not one the library names.
 */
export function alternativeFutures(input: FuturesInput): FuturesResult {
  const focus = input.focus.trim();
  if (!focus) throw new Error(EMPTY_SCENARIO_MESSAGE);
  const ac = buildAdviceContext([focus], input.documents);
  const tallies = tallyDrivers(ac);
  const drivers: Driver[] = tallies.map((t) => ({
    label: t.label,
    variable: t.variable,
    mentions: t.mentions,
    documentCount: t.documents.size,
    uncertainMentions: t.uncertain.length,
    citations: uniqueCitations(
      [...t.uncertain, ...t.all].slice(0, MAX_DRIVER_CITATIONS * 2).map((i) => citeSentence(ac, i)),
    ).slice(0, MAX_DRIVER_CITATIONS),
  }));

  let chosen: DriverTally[];
  if (input.uncertainties && input.uncertainties.length > 0) {
    chosen = input.uncertainties.map((label) => {
      const found = tallies.find((t) => t.label.toLowerCase() === label.trim().toLowerCase());
      if (!found)
        throw new UnknownDriverError(`The library names no driver "${label.trim()}" for this focus.`);
      return found;
    });
    if (chosen[0] === chosen[1]) throw new UnknownDriverError('Pick two different drivers.');
  } else {
    chosen = tallies.slice(0, 2);
  }

  const notices: string[] = [];
  if (input.documents.length === 0) notices.push('No library document was consulted.');
  if (chosen.length < 2) {
    return {
      focus,
      drivers,
      uncertainties: [],
      futures: [],
      summary:
        drivers.length === 0
          ? 'The library names no driver for this focus: no future can be built. Add reporting on it or widen the focus.'
          : `The library names only one driver for this focus (${drivers[0]!.label}): two are needed to build four futures.`,
      classification: highestClassification(collectCitations(drivers)),
      notices,
    };
  }

  const poleCitations = (t: DriverTally, pole: number): Citation[] =>
    (pole === 0 ? t.favourable : t.adverse).slice(0, MAX_POLE_CITATIONS).map((i) => citeSentence(ac, i));
  const uncertainties = chosen.map((t): KeyUncertainty => ({
    driver: t.label,
    why: `${t.label}: named in ${t.mentions} relevant passages of ${t.documents.size} documents, ${t.uncertain.length} of them in uncertain or dependent terms.`,
    poles: [
      { label: `Favourable ${t.label.toLowerCase()} conditions`, citations: poleCitations(t, 0) },
      { label: `Adverse ${t.label.toLowerCase()} conditions`, citations: poleCitations(t, 1) },
    ],
  }));
  const [a, b] = chosen as [DriverTally, DriverTally];
  const futures: Future[] = [
    [0, 0],
    [0, 1],
    [1, 0],
    [1, 1],
  ].map(([pa, pb]) => {
    const signposts: AdviceFinding[] = [[a, pa!] as const, [b, pb!] as const].flatMap(([t, pole]) => {
      const cited = poleCitations(t, pole);
      return cited.length > 0
        ? cited.map((c) => ({
            text: `${t.label}, ${adjective(pole)}: watch for "${clip(c.quote, 160)}"`,
            citations: [c],
          }))
        : [
            {
              text: `${t.label}, ${adjective(pole)}: no passage describes this yet; watch new reporting on ${t.label.toLowerCase()} conditions.`,
              citations: [],
            },
          ];
    });
    return {
      name: `${a.label} ${adjective(pa!)}, ${b.label.toLowerCase()} ${adjective(pb!)}`,
      poles: [pa!, pb!] as [number, number],
      narrative: `${poleSentence(ac, a, pa!)}; ${poleSentence(ac, b, pb!)}. For "${clip(focus, 100)}", ${implication(a, pa!, b, pb!)}.`,
      signposts,
    };
  });
  const body = { drivers, uncertainties, futures };
  return {
    focus,
    ...body,
    summary: `Key uncertainties: ${a.label} and ${b.label}, chosen from ${drivers.length} drivers the library names for this focus; four futures follow from their combinations.`,
    classification: highestClassification(collectCitations(body)),
    notices,
  };
}
