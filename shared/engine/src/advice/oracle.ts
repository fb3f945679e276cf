import type { AdviceFinding, AdviceRiskMatrix, FailureMode, PersonaAnalysis } from '@csw/contracts';
import { PREMORTEM_LIKELIHOOD_LABELS, PREMORTEM_SEVERITY_LABELS } from '@csw/contracts';
import { NEGATED_RISK, RISK, THREAT } from '../analysis/cues';
import { riskLevel, scoreRisk } from '../analysis/sections/risk';
import { oneLine } from '../text/normalize';
import { citeSentence, isStatement, userSentences, type AdviceContext } from './context';
import { clip, count, evidenceConfidence, personaAnalysis } from './helpers';
import type { CheckedAssumption } from './skeptic';

const SEVERITY_OF_IMPACT = { high: 4, medium: 3, low: 2 } as const;
const MAX_LIBRARY_CAUSES = 8;
const MAX_FAILURE_MODES = 12;

const isRisk = (text: string) => {
  const plain = text.replace(NEGATED_RISK, '');
  return RISK.test(plain) || THREAT.test(plain);
};

/**
 * The premortem: the operation has failed; why? Each cause is rated for likelihood and severity
 * (1-5) on the 5x5 matrix. Causes come from three places: assumptions of the scenario the library
 * does not support (contradicted ones are likely to fail, unaddressed ones possible), the risk and
 * threat statements of the library most relevant to the scenario (rated from their wording), and the
 * risks the scenario names itself.
 */
export function premortem(ac: AdviceContext, assumptions: readonly CheckedAssumption[]): FailureMode[] {
  const modes: FailureMode[] = [];
  const add = (m: Omit<FailureMode, 'score' | 'level'>) =>
    modes.push({ ...m, score: m.likelihood * m.severity, level: riskLevel(m.likelihood, m.severity) });

  for (const a of assumptions) {
    if (a.rating === 'supported') continue;
    const against = a.evidence.filter((e) => e.stance === 'contradicts');
    const likelihood = against.length > 0 ? 4 : a.rating === 'caveated' ? 2 : 3;
    const severity = SEVERITY_OF_IMPACT[a.impactLevel];
    add({
      cause: `"${clip(a.statement, 140)}" did not hold.`,
      source: 'assumption',
      likelihood,
      severity,
      reason: `Likelihood ${PREMORTEM_LIKELIHOOD_LABELS[likelihood - 1]!.toLowerCase()}: ${against.length > 0 ? `${count(against.length, 'passage')} of the library contradict it` : a.rating === 'caveated' ? 'the library partly corroborates it' : 'no document addresses it'}. Severity ${PREMORTEM_SEVERITY_LABELS[severity - 1]!.toLowerCase()}: ${a.impactLevel} impact on the scenario.`,
      citations: against.map((e) => e.citation),
    });
  }

  let fromLibrary = 0;
  for (const i of ac.relevant) {
    if (fromLibrary >= MAX_LIBRARY_CAUSES) break;
    const s = ac.ctx.corpus.sentences[i]!;
    if (!isStatement(s) || !isRisk(s.text)) continue;
    fromLibrary += 1;
    const { likelihood, impact } = scoreRisk(s.text);
    const citation = citeSentence(ac, i);
    add({
      cause: clip(citation.quote, 200),
      source: 'library',
      likelihood,
      severity: impact,
      reason: `Rated from the wording of ${citation.title}: likelihood ${PREMORTEM_LIKELIHOOD_LABELS[likelihood - 1]!.toLowerCase()}, severity ${PREMORTEM_SEVERITY_LABELS[impact - 1]!.toLowerCase()}.`,
      citations: [citation],
    });
  }

  for (const s of userSentences(ac, 0)) {
    if (!isRisk(s.text) || s.tokens.length < 4) continue;
    const { likelihood, impact } = scoreRisk(s.text);
    add({
      cause: clip(oneLine(s.text), 200),
      source: 'scenario',
      likelihood,
      severity: impact,
      reason: `A risk the scenario names itself, rated from its wording: likelihood ${PREMORTEM_LIKELIHOOD_LABELS[likelihood - 1]!.toLowerCase()}, severity ${PREMORTEM_SEVERITY_LABELS[impact - 1]!.toLowerCase()}.`,
      citations: [],
    });
  }

  return modes
    .map((m, order) => ({ m, order }))
    .sort((a, b) => b.m.score - a.m.score || b.m.severity - a.m.severity || a.order - b.order)
    .slice(0, MAX_FAILURE_MODES)
    .map(({ m }) => m);
}

/** The 5x5 matrix of the failure modes; its overall level is that of the worst one (LOW when none). */
export function riskMatrixOf(modes: readonly FailureMode[]): AdviceRiskMatrix {
  const cells = Array.from({ length: 5 }, () => new Array<number>(5).fill(0));
  for (const m of modes) cells[m.likelihood - 1]![m.severity - 1]! += 1;
  return {
    likelihoodLabels: [...PREMORTEM_LIKELIHOOD_LABELS],
    severityLabels: [...PREMORTEM_SEVERITY_LABELS],
    cells,
    overall: modes[0]?.level ?? 'LOW',
  };
}

/** Why the risk level is what it is, in one sentence. */
export function riskExplanation(modes: readonly FailureMode[]): string {
  const worst = modes[0];
  if (!worst) {
    return 'The premortem found no failure cause in the scenario or the library, so the risk level is LOW: unassessed rather than safe.';
  }
  return `The worst of ${count(modes.length, 'failure cause')} sets the level: likelihood ${worst.likelihood} (${PREMORTEM_LIKELIHOOD_LABELS[worst.likelihood - 1]}) x severity ${worst.severity} (${PREMORTEM_SEVERITY_LABELS[worst.severity - 1]}) = ${worst.score}, ${worst.level} (20 and above critical, 10 high, 5 medium).`;
}

/** The worst failure causes as risks, each with its likelihood x severity. */
export function failureRisks(modes: readonly FailureMode[]): AdviceFinding[] {
  return modes.slice(0, 6).map((m) => ({
    text: `${m.level}: ${m.cause} (likelihood ${m.likelihood} x severity ${m.severity} = ${m.score})`,
    citations: m.citations,
  }));
}

/**
 * Confidence after the premortem: what the worst cause leaves. Its likelihood x severity is out of 25, so
 * confidence is 100 - 4 x score ("16 of 25 leaves 36%"): one HIGH cause is enough to reconsider, however
 * many small ones there are. No cause found leaves the neutral 50%: unassessed, not safe.
 */
function premortemConfidence(
  modes: readonly FailureMode[],
  severe: number,
): ReturnType<typeof evidenceConfidence> {
  const worst = modes[0];
  if (!worst) return evidenceConfidence(0, 0, { supporting: 'failure causes', contradicting: 'mitigations' });
  const confidence = Math.max(0, 100 - 4 * worst.score);
  return {
    confidence,
    basis: {
      supporting: modes.length - severe,
      contradicting: severe,
      explanation: `The worst of ${count(modes.length, 'failure cause')} scores ${worst.likelihood} x ${worst.severity} = ${worst.score} of 25: 100 - 4 x ${worst.score} = ${confidence}%.`,
    },
  };
}

/** The risk oracle: a premortem with likelihood x severity. */
export function oracleAnalysis(modes: readonly FailureMode[]): PersonaAnalysis {
  const severe = modes.filter((m) => m.level === 'HIGH' || m.level === 'CRITICAL').length;
  const { confidence, basis } = premortemConfidence(modes, severe);
  const matrix = riskMatrixOf(modes);
  const worst = modes[0];
  const analysis = worst
    ? `Imagine it has failed. I found ${count(modes.length, 'cause')}, ${severe} of them high or critical. The most dangerous: ${worst.cause} (${worst.level}, ${worst.likelihood} x ${worst.severity}). Overall risk ${matrix.overall}.`
    : 'Imagine it has failed: neither the scenario nor the library names a cause. That is a gap in the analysis, not proof of safety.';
  const risks = failureRisks(modes);
  const recommendations: AdviceFinding[] = modes
    .filter((m) => m.level === 'HIGH' || m.level === 'CRITICAL')
    .slice(0, 3)
    .map((m) => ({
      text: `Mitigate or accept explicitly before execution: ${clip(m.cause, 140)}`,
      citations: m.citations,
    }));
  return personaAnalysis('oracle', {
    analysis,
    confidence,
    basis,
    risks,
    recommendations,
    details: { method: 'premortem', failureModes: [...modes], matrix },
  });
}
