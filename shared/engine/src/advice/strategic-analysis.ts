import type {
  AdviceEvidence,
  AdviceFinding,
  AdviseMode,
  PersonaAnalysis,
  PersonaId,
  StrategicAnalysis,
} from '@csw/contracts';
import { EMPTY_SCENARIO_MESSAGE, PERSONA_IDS } from '@csw/contracts';
import { highestClassification } from '../analysis/analyze';
import type { SourceDocument } from '../analysis/types';
import { buildConsensus } from './consensus';
import { buildAdviceContext } from './context';
import { citationKey, clip, collectCitations, evidenceConfidence } from './helpers';
import { riskExplanation, riskMatrixOf } from './oracle';
import { PersonaMethods } from './personas';

/** What a strategic analysis is given: the scenario, the mode and the documents the user may read. */
export interface StrategicAnalysisInput {
  readonly scenario: string;
  readonly mode: AdviseMode;
  /** Library documents the user may read (the server retrieves and filters them). */
  readonly documents: readonly SourceDocument[];
}

/** Which persona each mode leads with. */
export const MODE_LEAD: Readonly<Record<AdviseMode, PersonaId>> = {
  Challenge: 'skeptic',
  Explore: 'optimist',
  Validate: 'historian',
  Innovate: 'innovator',
};

const MAX_RECOMMENDATIONS = 8;
const MAX_RISKS = 6;

/** The lead persona first, then the others in their usual order. */
export function personaOrder(mode: AdviseMode): PersonaId[] {
  const lead = MODE_LEAD[mode];
  return [lead, ...PERSONA_IDS.filter((id) => id !== lead)];
}

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

function evidenceOf(personas: Readonly<Record<PersonaId, PersonaAnalysis>>): {
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
  const kac = personas.skeptic.details;
  if (kac.method === 'key-assumptions-check') {
    for (const a of kac.assumptions) {
      for (const e of a.evidence) add({ ...e, reason: `${e.reason} ("${clip(a.statement, 80)}")` });
    }
  }
  const history = personas.historian.details;
  if (history.method === 'precedents') {
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
  personas: Readonly<Record<PersonaId, PersonaAnalysis>>,
  evidence: ReturnType<typeof evidenceOf>,
  confidence: number,
  riskLevel: string,
): string {
  const tail = `Confidence ${confidence}%, risk ${riskLevel}.`;
  if (mode === 'Validate') {
    return `Evidence for the scenario: ${evidence.supporting.length} passages; against: ${evidence.contradicting.length}. ${tail}`;
  }
  return `${personas[MODE_LEAD[mode]].analysis} ${tail}`;
}

/**
 * The strategic analysis of a scenario: the six methods applied to it and to the library, overall
 * confidence from the corroborating and contradicting evidence, the risk level from the premortem's
 * worst likelihood x severity, recommendations and alternatives, the consensus with its dissent, and
 * the marking of the highest document cited. The mode decides whose findings lead. Deterministic.
 * @throws when the scenario is empty.
 */
export function analyseScenario(input: StrategicAnalysisInput): StrategicAnalysis {
  const scenario = input.scenario.trim();
  if (!scenario) throw new Error(EMPTY_SCENARIO_MESSAGE);
  const methods = new PersonaMethods(buildAdviceContext([scenario], input.documents));
  const order = personaOrder(input.mode);
  const personas = Object.fromEntries(PERSONA_IDS.map((id) => [id, methods.analyse(id)])) as Record<
    PersonaId,
    PersonaAnalysis
  >;
  const evidence = evidenceOf(personas);
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
  const ordered = order.map((id) => personas[id]);
  const recommendations = interleave(
    ordered.map((p) => p.recommendations),
    MAX_RECOMMENDATIONS,
  );
  const risks: AdviceFinding[] = personas.oracle.risks.slice(0, MAX_RISKS);
  const alternatives: AdviceFinding[] = methods.whatIfs.map((w) => ({
    text: `${w.whatIf} ${w.alternative}`,
    citations: w.citations,
  }));
  const decision = personas.commander.details;
  const decisionText =
    decision.method === 'intent-critique'
      ? decision.checks.find((c) => c.element === 'decision')?.span?.text
      : undefined;
  const recommendedCourseOfAction = [
    decisionText ?? clip(scenario, 300),
    ...(recommendations.length > 0
      ? ['', 'Before execution:', ...recommendations.slice(0, 4).map((r) => `- ${r.text}`)]
      : []),
  ].join('\n');
  const notices =
    input.documents.length === 0
      ? ['No library document was consulted: the methods judged the scenario on its own words only.']
      : [];
  const body = {
    scenario,
    mode: input.mode,
    lead: MODE_LEAD[input.mode],
    order,
    summary: summaryOf(input.mode, personas, evidence, confidence, riskMatrix.overall),
    personas,
    confidence,
    confidenceBasis: basis,
    evidence,
    risks,
    recommendations,
    consensus: buildConsensus(ordered),
    alternatives,
    riskLevel: riskMatrix.overall,
    riskExplanation: riskExplanation(modes),
    riskMatrix,
    recommendedCourseOfAction,
  };
  return {
    ...body,
    classification: highestClassification(collectCitations(body)),
    documents: input.documents.map((d) => ({ id: d.id, title: d.title, classification: d.classification })),
    notices,
  };
}
