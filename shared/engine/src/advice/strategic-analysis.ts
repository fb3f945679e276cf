import type {
  AdviceEvidence,
  AdviceFinding,
  AdviseMode,
  PersonaAnalysis,
  PersonaId,
  StrategicAnalysis,
} from '@csw/contracts';
import {
  ADVISE_MODE_LEADS,
  EMPTY_SCENARIO_MESSAGE,
  NO_PERSONA_MESSAGE,
  PERSONA_IDS,
  PERSONAS,
  advisorOrder,
} from '@csw/contracts';
import { highestClassification } from '../analysis/analyze';
import type { SourceDocument } from '../analysis/types';
import { intentCritique } from './commander';
import { bottomLineOf, recommendedCourse, riskAgainstStances, type BottomLine } from './bottom-line';
import { buildConsensus } from './consensus';
import { buildAdviceContext } from './context';
import { citationKey, clip, collectCitations, evidenceConfidence } from './helpers';
import { failureRisks, riskExplanation, riskMatrixOf } from './oracle';
import { PersonaMethods } from './personas';
import { factorFindings, factorsSentence, speaksTo, withFactorEvidence } from './factor-findings';
import { weighFactors } from './question-factors';
import type { CheckedAssumption } from './skeptic';

/** What a strategic analysis is given: the scenario, the mode and the documents the user may read. */
export interface StrategicAnalysisInput {
  readonly scenario: string;
  readonly mode: AdviseMode;
  /** Library documents the user may read (the server retrieves and filters them). */
  readonly documents: readonly SourceDocument[];
  /** The advisors switched on: only their methods speak (all six when left out). */
  readonly personaIds?: readonly PersonaId[];
}

/** Which persona each mode leads with. */
export const MODE_LEAD = ADVISE_MODE_LEADS;

/** The advisors on (all six by default) in the mode's order: its lead first when it is on. */
export function personaOrder(mode: AdviseMode, personaIds?: readonly PersonaId[]): PersonaId[] {
  return advisorOrder(mode, personaIds);
}

const MAX_RECOMMENDATIONS = 8;
const MAX_RISKS = 6;

// Round-robin over the personas in order, so that every method is heard and the lead is heard first.
function interleave(lists: readonly (readonly AdviceFinding[])[], max: number): AdviceFinding[] {
  const out: AdviceFinding[] = [];
  const seen = new Set<string>();
  for (let round = 0; out.length < max && lists.some((l) => l.length > round); round += 1) {
    for (const list of lists) {
      const f = list[round];
      if (!f || seen.has(f.text) || out.length >= max) continue;
      seen.add(f.text);
      out.push(f);
    }
  }
  return out;
}

// The assumptions check is groundwork every analysis runs (the premortem and the what-ifs rest on it); the
// precedents are the historian's own, so they count only when the historian is on.
function evidenceOf(
  assumptions: readonly CheckedAssumption[],
  historian: PersonaAnalysis | undefined,
): {
  supporting: AdviceEvidence[];
  contradicting: AdviceEvidence[];
} {
  const supporting: AdviceEvidence[] = [];
  const contradicting: AdviceEvidence[] = [];
  const seen = new Set<string>();
  const add = (e: AdviceEvidence) => {
    const key = `${e.stance}|${citationKey(e.citation)}`;
    if (seen.has(key)) return;
    seen.add(key);
    (e.stance === 'supports' ? supporting : contradicting).push(e);
  };
  for (const a of assumptions) {
    for (const e of a.evidence) add({ ...e, reason: `${e.reason} ("${clip(a.statement, 80)}")` });
  }
  const history = historian?.details;
  if (history?.method === 'precedents') {
    for (const p of history.precedents) {
      if (p.outcome === 'mixed') continue;
      add({
        stance: p.outcome === 'success' ? 'supports' : 'contradicts',
        reason: p.outcome === 'success' ? 'A precedent that went well' : 'A precedent that went wrong',
        citation: p.citation,
      });
    }
  }
  return { supporting, contradicting };
}

function summaryOf(
  mode: AdviseMode,
  lead: PersonaAnalysis,
  evidence: ReturnType<typeof evidenceOf>,
  confidence: number,
  riskLevel: string,
  line: BottomLine,
): string {
  const advisors =
    line.verdict === null
      ? 'The advisors disagree on whether to proceed.'
      : line.of === 1
        ? `${line.holders[0]!.name} says ${line.verdict}.`
        : `${line.holders.length} of ${line.of} advisors say ${line.verdict}.`;
  const tail = `${advisors} Confidence ${confidence}%, risk ${riskLevel}.`;
  if (mode === 'Validate') {
    return `Evidence for the scenario: ${evidence.supporting.length} passages; against: ${evidence.contradicting.length}. ${tail}`;
  }
  return `${lead.analysis} ${tail}`;
}

/** Says so when the mode's own method is off, and who leads instead. */
function leadNotice(mode: AdviseMode, lead: PersonaId): string[] {
  const own = MODE_LEAD[mode];
  return own === lead
    ? []
    : [
        `${mode} is led by ${PERSONAS[own].name}, who is off for this analysis: ${PERSONAS[lead].name} leads instead.`,
      ];
}

/**
 * The strategic analysis of a scenario. Only the advisors switched on are consulted: their cards, the lead
 * (the mode's own method when it is on, otherwise the first advisor on in the mode's order), the summary,
 * the recommendations and the consensus with its dissent come from them alone. The analysis's own
 * assessment, which every result carries whoever is on, rests on the groundwork all methods share: the
 * scenario's assumptions checked against the library, the premortem (risk level, its 5x5 matrix and the
 * risks) and the what-if alternatives. Overall confidence comes from the corroborating and contradicting
 * evidence (the assumptions' passages, and the precedents when the historian is on). The result is marked
 * with the highest document cited. Deterministic.
 * @throws when the scenario is empty or no advisor is on.
 */
export function analyseScenario(input: StrategicAnalysisInput): StrategicAnalysis {
  const scenario = input.scenario.trim();
  if (!scenario) throw new Error(EMPTY_SCENARIO_MESSAGE);
  const order = personaOrder(input.mode, input.personaIds ?? PERSONA_IDS);
  const lead = order[0];
  if (!lead) throw new Error(NO_PERSONA_MESSAGE);
  const methods = new PersonaMethods(buildAdviceContext([scenario], input.documents));
  const ordered = order.map((id) => methods.analyse(id));
  const personas: Partial<Record<PersonaId, PersonaAnalysis>> = Object.fromEntries(
    ordered.map((p) => [p.personaId, p]),
  );
  // The factors the question names, each weighed with the user's documents: they count as evidence and
  // lead the recommendations, so that the answer speaks to the question asked.
  const factors = weighFactors(methods.ac, scenario);
  const evidence = withFactorEvidence(evidenceOf(methods.assumptions, personas.historian), factors);
  const { confidence, basis } = evidenceConfidence(
    evidence.supporting.length,
    evidence.contradicting.length,
    {
      supporting: 'corroborating passages',
      contradicting: 'contradicting passages',
    },
  );
  const modes = methods.failureModes;
  const riskMatrix = riskMatrixOf(modes);
  // Every factor weighed comes first; then the advisors' findings in turn, those that speak to the question.
  const weighed = factorFindings(factors);
  const recommendations = [
    ...weighed,
    ...interleave(
      ordered.map((p) => p.recommendations.filter((r) => speaksTo(scenario, r))),
      MAX_RECOMMENDATIONS - weighed.length,
    ),
  ];
  const risks: AdviceFinding[] = failureRisks(modes).slice(0, MAX_RISKS);
  const alternatives: AdviceFinding[] = methods.whatIfs.map((w) => ({
    text: `${w.whatIf} ${w.alternative}`,
    citations: w.citations,
  }));
  // The course of action restates the scenario's own decision sentence, found as the commander finds it.
  const decisionText = intentCritique(methods.ac, methods.proposal).checks.find(
    (c) => c.element === 'decision',
  )?.span?.text;
  // The recommendation follows from the advisors' stances, or says that they disagree and why.
  const line = bottomLineOf(ordered);
  const recommendedCourseOfAction = recommendedCourse(
    decisionText ?? clip(scenario, 300),
    line,
    recommendations,
    // Only an alternative the library describes is offered instead.
    alternatives.find((a) => a.citations.length > 0),
  );
  const notices = [
    ...(input.documents.length === 0
      ? ['No library document was consulted: the methods judged the scenario on its own words only.']
      : []),
    ...leadNotice(input.mode, lead),
  ];
  const body = {
    scenario,
    mode: input.mode,
    lead,
    order,
    summary: [
      factorsSentence(factors),
      summaryOf(input.mode, ordered[0]!, evidence, confidence, riskMatrix.overall, line),
    ]
      .filter(Boolean)
      .join(' '),
    personas,
    confidence,
    confidenceBasis: basis,
    evidence,
    risks,
    recommendations,
    consensus: buildConsensus(ordered),
    alternatives,
    riskLevel: riskMatrix.overall,
    riskExplanation: `${riskExplanation(modes)}${riskAgainstStances(riskMatrix.overall, line)}`,
    riskMatrix,
    recommendedCourseOfAction,
    factors,
  };
  return {
    ...body,
    classification: highestClassification(collectCitations(body)),
    documents: input.documents.map((d) => ({ id: d.id, title: d.title, classification: d.classification })),
    notices,
  };
}
