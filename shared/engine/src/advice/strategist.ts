import type { AdviceFinding, DimeInstrument, Opportunity, PersonaAnalysis } from '@csw/contracts';
import { DIME_INSTRUMENTS, DIME_LABELS, PERSONAS } from '@csw/contracts';
import { NOT_MET, OPPOSITION, SHORTFALL, THREAT } from '../analysis/cues';
import { PMESII_PT, sentenceVariables } from '../analysis/pmesii';
import { stem } from '../text/stem';
import { citeSentence, type AdviceContext } from './context';
import { clip, count, evidenceConfidence, verdictOf } from './helpers';

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

// The passages the strategist weighs: the most relevant ones only, so that a large library does not
// drown the scenario in loosely related openings.
const WEIGHED = 60;
const PER_VARIABLE = 2;
const MAX_OPPORTUNITIES = 10;

/**
 * Opportunities across PMESII-PT and DIME: the passages most relevant to the scenario that report an
 * opening (an advantage, a partner, a capability), each placed under the operational variable it
 * speaks of and the instrument of power that could use it; and the variables where none was found.
 */
export function findOpportunities(ac: AdviceContext): {
  opportunities: Opportunity[];
  uncovered: string[];
  obstacles: number;
} {
  const perVariable = new Map<string, number>();
  const opportunities: Opportunity[] = [];
  let obstacles = 0;
  for (const i of ac.relevant.slice(0, WEIGHED)) {
    const s = ac.ctx.corpus.sentences[i]!;
    if (isObstacle(s.text)) {
      obstacles += 1;
      continue;
    }
    if (!OPPORTUNITY.test(s.text) || opportunities.length >= MAX_OPPORTUNITIES) continue;
    const variables = sentenceVariables(s.terms);
    const variable = variables.find((v) => (perVariable.get(v) ?? 0) < PER_VARIABLE) ?? variables[0];
    if (!variable || (perVariable.get(variable) ?? 0) >= PER_VARIABLE) continue;
    perVariable.set(variable, (perVariable.get(variable) ?? 0) + 1);
    const citation = citeSentence(ac, i);
    opportunities.push({
      variable,
      variableLabel: PMESII_PT.find((v) => v.variable === variable)!.label,
      instrument: dimeOf(s.terms),
      text: clip(citation.quote, 220),
      citation,
    });
  }
  const uncovered = PMESII_PT.filter((v) => !perVariable.has(v.variable)).map((v) => v.label);
  return { opportunities, uncovered, obstacles };
}

/** The strategist: opportunities across PMESII-PT and DIME. */
export function strategistAnalysis(ac: AdviceContext): PersonaAnalysis {
  const { opportunities, uncovered, obstacles } = findOpportunities(ac);
  const { confidence, basis } = evidenceConfidence(opportunities.length, obstacles, {
    supporting: 'opportunities',
    contradicting: 'obstacles reported in the most relevant passages',
  });
  const instruments = [...new Set(opportunities.map((o) => o.instrument).filter((d) => d !== null))];
  const analysis =
    opportunities.length === 0
      ? `I found no opening in the library for this scenario${obstacles > 0 ? `, and ${count(obstacles, 'passage')} report obstacles` : ''}.`
      : `I found ${count(opportunities.length, 'opportunity', 'opportunities')} across ${count(new Set(opportunities.map((o) => o.variable)).size, 'operational variable')}${instruments.length > 0 ? `, for the ${instruments.map((d) => DIME_LABELS[d].toLowerCase()).join(', ')} instrument${instruments.length === 1 ? '' : 's'}` : ''}. The best: ${opportunities[0]!.variableLabel.toLowerCase()}, "${clip(opportunities[0]!.text, 140)}"`;
  const recommendations: AdviceFinding[] = opportunities.slice(0, 4).map((o) => ({
    text: `Exploit the ${o.variableLabel.toLowerCase()} opening${o.instrument ? ` with the ${DIME_LABELS[o.instrument].toLowerCase()} instrument` : ''}: ${clip(o.text, 140)}`,
    citations: [o.citation],
  }));
  const risks: AdviceFinding[] =
    uncovered.length > 0 && opportunities.length > 0
      ? [
          {
            text: `No opening found for: ${uncovered.join(', ')}. Those variables may hold surprises.`,
            citations: [],
          },
        ]
      : [];
  return {
    personaId: 'optimist',
    name: PERSONAS.optimist.name,
    method: PERSONAS.optimist.method,
    analysis,
    confidence,
    confidenceBasis: basis,
    verdict: verdictOf(confidence),
    risks,
    recommendations,
    details: { method: 'opportunities', opportunities, uncovered },
  };
}
