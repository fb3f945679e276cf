import type { AdviceFinding, DimeInstrument, Opportunity, PersonaAnalysis } from '@csw/contracts';
import type { Citation } from '../analysis/types';
import { DIME_INSTRUMENTS, DIME_LABELS } from '@csw/contracts';
import { NOT_MET, OPPOSITION, SHORTFALL, THREAT } from '../analysis/cues';
import { PMESII_PT, sentenceVariables } from '../analysis/pmesii';
import { stem } from '../text/stem';
import { citeSentence, type AdviceContext } from './context';
import { aboutAny, bearingOn, isPassage } from './evidence';
import { citationKey, clip, count, evidenceConfidence, personaAnalysis } from './helpers';
import { ALTERNATIVE } from './innovator';
import type { CourseOfAction } from './proposal';
import type { CheckedAssumption } from './skeptic';

/** Wording of an opening: an advantage, a strength, a partner, a capability to build on. */
export const OPPORTUNITY =
  /\b(?:opportunit(?:y|ies)|advantages?|leverag(?:e|es|ed|ing)|strengths?|enabl(?:e|es|ed|ing)|improv(?:e|es|ed|ing|ement)|partners?|partnerships?|allies|allied|coalition|cooperat(?:e|ion|ive)|exploit(?:s|ed|ing)?|surplus|redundan(?:t|cy)|resilien(?:t|ce)|capab(?:le|ility|ilities)|ready|readiness|gains?|expand(?:s|ed|ing)?|success(?:ful(?:ly)?)?|effective(?:ly)?|reliable|available|on track|ahead of schedule)\b/i;

const DIME_WORDS: Readonly<Record<DimeInstrument, string>> = {
  diplomatic:
    'diplomatic diplomacy diplomat ally allies allied alliance partner partners partnership coalition treaty embassy negotiation agreement host nation ministry',
  information:
    'information media narrative messaging cyber intelligence data network networks communications satcom signals influence awareness reporting sharing',
  military:
    'military forces force troops units unit battalion brigade squadron combat operations weapons satellite satellites defense deterrence readiness training exercise',
  economic:
    'economic economy budget funding cost costs contract contracts industry industrial commercial trade procurement acquisition investment vendor',
};

let dimeLexicon: Map<string, DimeInstrument[]> | undefined;
function dimeOf(terms: readonly string[]): DimeInstrument | null {
  if (!dimeLexicon) {
    dimeLexicon = new Map();
    for (const instrument of DIME_INSTRUMENTS) {
      for (const word of DIME_WORDS[instrument].split(' ')) {
        const key = stem(word);
        dimeLexicon.set(key, [...(dimeLexicon.get(key) ?? []), instrument]);
      }
    }
  }
  const hits = new Map<DimeInstrument, number>();
  for (const t of terms) for (const d of dimeLexicon.get(t) ?? []) hits.set(d, (hits.get(d) ?? 0) + 1);
  let best: DimeInstrument | null = null;
  for (const d of DIME_INSTRUMENTS) if ((hits.get(d) ?? 0) > (best ? hits.get(best)! : 0)) best = d;
  return best;
}

// A threat or a shortfall is an obstacle, not an opening.
const isObstacle = (text: string) =>
  OPPOSITION.test(text) || SHORTFALL.test(text) || NOT_MET.test(text) || THREAT.test(text);

// The passages the strategist weighs beyond the assumptions' own evidence: the most relevant ones only, so
// that a large library does not drown the scenario in loosely related openings.
const WEIGHED = 60;
const MAX_OPPORTUNITIES = 8;
const MAX_OBSTACLES = 8;

/** A passage that stands against the course of action: it contradicts one of the assumptions it rests on. */
export interface Obstacle {
  readonly assumption: string;
  readonly reason: string;
  readonly citation: Citation;
}

function opportunityOf(ac: AdviceContext, sentence: number, citation: Citation): Opportunity {
  const s = ac.ctx.corpus.sentences[sentence]!;
  const variable = sentenceVariables(s.terms)[0] ?? 'military';
  return {
    variable,
    variableLabel: PMESII_PT.find((v) => v.variable === variable)!.label,
    instrument: dimeOf(s.terms),
    text: clip(citation.quote, 220),
    citation,
  };
}

/**
 * Openings and obstacles for the course of action, judged against what it rests on: an obstacle is a
 * passage that contradicts one of its assumptions (not every passage that mentions a threat); an opening is
 * a passage that supports one, or that offers a capability, a partner or a way round and speaks of what the
 * course of action relies on. Each opening is placed under the PMESII-PT variable it speaks of and the
 * instrument of power that could use it; the variables with no opening are listed.
 */
export function findOpportunities(
  ac: AdviceContext,
  assumptions: readonly CheckedAssumption[],
): { opportunities: Opportunity[]; uncovered: string[]; obstacles: Obstacle[] } {
  const used = new Set<string>();
  const obstacles: Obstacle[] = [];
  const opportunities: Opportunity[] = [];
  for (const a of assumptions) {
    for (const e of a.evidence) {
      const key = citationKey(e.citation);
      if (e.stance !== 'contradicts' || used.has(key) || obstacles.length >= MAX_OBSTACLES) continue;
      used.add(key);
      obstacles.push({ assumption: a.statement, reason: e.reason, citation: e.citation });
    }
  }
  for (const a of assumptions) {
    a.evidence.forEach((e, k) => {
      const key = citationKey(e.citation);
      if (e.stance !== 'supports' || used.has(key) || opportunities.length >= MAX_OPPORTUNITIES) return;
      used.add(key);
      opportunities.push(opportunityOf(ac, a.sources[k]!, e.citation));
    });
  }
  const statements = assumptions;
  for (const i of ac.relevant.slice(0, WEIGHED)) {
    if (opportunities.length >= MAX_OPPORTUNITIES) break;
    const s = ac.ctx.corpus.sentences[i]!;
    if (!isPassage(s) || isObstacle(s.text) || !(OPPORTUNITY.test(s.text) || ALTERNATIVE.test(s.text)))
      continue;
    if (
      statements.length > 0 &&
      (!aboutAny(ac, i, statements) || bearingOn(ac, i, statements)?.result.stance === 'contradicts')
    )
      continue;
    const citation = citeSentence(ac, i);
    if (used.has(citationKey(citation))) continue;
    used.add(citationKey(citation));
    opportunities.push(opportunityOf(ac, i, citation));
  }
  const covered = new Set(opportunities.map((o) => o.variable));
  const uncovered = PMESII_PT.filter((v) => !covered.has(v.variable)).map((v) => v.label);
  return { opportunities, uncovered, obstacles };
}

/** The strategist: openings and obstacles for the course of action, across PMESII-PT and DIME. */
export function strategistAnalysis(
  ac: AdviceContext,
  assumptions: readonly CheckedAssumption[],
  coa: CourseOfAction | null,
): PersonaAnalysis {
  const { opportunities, uncovered, obstacles } = findOpportunities(ac, assumptions);
  const { confidence, basis } = evidenceConfidence(opportunities.length, obstacles.length, {
    supporting: opportunities.length === 1 ? 'opening' : 'openings',
    contradicting: `${obstacles.length === 1 ? 'obstacle' : 'obstacles'} (passages that contradict what the plan rests on)`,
  });
  const instruments = [...new Set(opportunities.map((o) => o.instrument).filter((d) => d !== null))];
  const subject = coa ? `For "${clip(coa.text, 100)}"` : 'For this scenario';
  const best = opportunities[0];
  const worst = obstacles[0];
  const analysis = [
    `${subject} I found ${count(opportunities.length, 'opening')} and ${count(obstacles.length, 'obstacle')}${instruments.length > 0 ? `; the openings serve the ${instruments.map((d) => DIME_LABELS[d].toLowerCase()).join(', ')} instrument${instruments.length === 1 ? '' : 's'}` : ''}.`,
    best
      ? `The best opening: ${best.variableLabel.toLowerCase()}, "${clip(best.text, 140)}"`
      : 'The library offers no opening for it.',
    worst ? `The main obstacle: ${worst.reason}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const recommendations: AdviceFinding[] = [
    ...opportunities.slice(0, 3).map((o) => ({
      text: `Exploit the ${o.variableLabel.toLowerCase()} opening${o.instrument ? ` with the ${DIME_LABELS[o.instrument].toLowerCase()} instrument` : ''}: ${clip(o.text, 140)}`,
      citations: [o.citation],
    })),
    ...(worst && !best
      ? [
          {
            text: `Find another way to do it: the library stands against "${clip(worst.assumption, 100)}".`,
            citations: [worst.citation],
          },
        ]
      : []),
  ];
  const risks: AdviceFinding[] = [
    ...obstacles.slice(0, 3).map((o) => ({
      text: `Obstacle to "${clip(o.assumption, 100)}": ${o.reason}.`,
      citations: [o.citation],
    })),
    ...(uncovered.length > 0 && opportunities.length > 0
      ? [
          {
            text: `No opening found for: ${uncovered.join(', ')}. Those variables may hold surprises.`,
            citations: [],
          },
        ]
      : []),
  ];
  return personaAnalysis('optimist', {
    analysis,
    confidence,
    basis,
    risks,
    recommendations,
    details: { method: 'opportunities', opportunities, uncovered },
  });
}
