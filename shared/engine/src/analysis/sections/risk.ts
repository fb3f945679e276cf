import type { AnalysisContext } from '../context';
import { NEGATED_RISK, RISK, THREAT } from '../cues';
import type { AnalysisSection, RiskLevel, RiskMatrix, SectionItem } from '../types';
import { byRelevance, group, MAX_ITEMS, plural, quoteItem, sentencesWhere } from './helpers';

export const LIKELIHOOD_LABELS = ['Rare', 'Unlikely', 'Possible', 'Likely', 'Almost certain'] as const;
export const IMPACT_LABELS = ['Negligible', 'Minor', 'Moderate', 'Major', 'Severe'] as const;

// Checked in order: the first scale whose words appear sets the score.
const LIKELIHOOD: ReadonlyArray<[number, RegExp]> = [
  [1, /\b(?:remote|highly unlikely|very unlikely|rare(?:ly)?|improbable|almost no chance)\b/i],
  [
    5,
    /\b(?:almost certain(?:ly)?|highly likely|very likely|imminent|expected to|certain to|will certainly)\b/i,
  ],
  [2, /\b(?:unlikely|doubtful|occasional(?:ly)?|might)\b/i],
  [4, /\b(?:likely|probable|probably|frequent(?:ly)?|repeated(?:ly)?|ongoing|continues? to)\b/i],
  [3, /\b(?:possible|possibly|(?<!\d\s)may(?!\s\d)|could|moderate(?:ly)?)\b/i],
];
const IMPACT: ReadonlyArray<[number, RegExp]> = [
  [
    5,
    /\b(?:catastrophic|mission failure|loss of life|fatal(?:ities)?|loss of the mission|collapse|total loss|casualt(?:y|ies))\b/i,
  ],
  [1, /\b(?:negligible|insignificant|trivial)\b/i],
  [2, /\b(?:minor|limited|manageable|small)\b/i],
  [
    4,
    /\b(?:critical|severe(?:ly)?|major|significant(?:ly)?|loss of|halt(?:s|ed)?|cannot|unable|denied|deny)\b/i,
  ],
  [3, /\b(?:moderate|degrad\w*|delay\w*|disrupt\w*|reduc\w*)\b/i],
];

/** Likelihood and impact (1-5 each) of a risk statement, from its wording. */
export function scoreRisk(text: string): { likelihood: number; impact: number } {
  let likelihood = 3;
  const percent =
    /(\d{1,3})\s?(?:%|percent)\s+(?:chance|probability|likelihood)|(?:chance|probability|likelihood)\s+(?:of\s+)?(\d{1,3})\s?(?:%|percent)/i.exec(
      text,
    );
  if (percent) {
    const p = Number(percent[1] ?? percent[2]);
    likelihood = p >= 80 ? 5 : p >= 60 ? 4 : p >= 40 ? 3 : p >= 20 ? 2 : 1;
  } else {
    likelihood = LIKELIHOOD.find(([, re]) => re.test(text))?.[0] ?? 3;
  }
  const impact = IMPACT.find(([, re]) => re.test(text))?.[0] ?? 3;
  return { likelihood, impact };
}

/** The level of a likelihood x impact score on the 5x5 matrix. */
export function riskLevel(likelihood: number, impact: number): RiskLevel {
  const score = likelihood * impact;
  return score >= 20 ? 'CRITICAL' : score >= 10 ? 'HIGH' : score >= 5 ? 'MEDIUM' : 'LOW';
}

const LEVEL_ORDER: readonly RiskLevel[] = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'];
const MAX_RISKS = 30;

/** Risk analysis: risk statements scored for likelihood and impact, on a 5x5 matrix. */
export function riskSection(ctx: AnalysisContext): AnalysisSection {
  const isRisk = (text: string) => {
    const plain = text.replace(NEGATED_RISK, '');
    return RISK.test(plain) || THREAT.test(plain);
  };
  const candidates = byRelevance(
    ctx,
    sentencesWhere(ctx, (s) => isRisk(s.text)),
  ).slice(0, MAX_RISKS);
  const cells = Array.from({ length: 5 }, () => new Array<number>(5).fill(0));
  const scored = candidates.map((i) => {
    const { likelihood, impact } = scoreRisk(ctx.corpus.sentences[i]!.text);
    cells[likelihood - 1]![impact - 1]! += 1;
    return { i, likelihood, impact, level: riskLevel(likelihood, impact) };
  });
  scored.sort(
    (a, b) =>
      b.likelihood * b.impact - a.likelihood * a.impact ||
      ctx.questionScores[b.i]! - ctx.questionScores[a.i]! ||
      a.i - b.i,
  );
  const items: SectionItem[] = scored.slice(0, MAX_ITEMS).map((r) =>
    quoteItem(ctx, r.i, {
      status: r.level,
      text: `${quoteItem(ctx, r.i).text} (likelihood ${LIKELIHOOD_LABELS[r.likelihood - 1]!.toLowerCase()}, impact ${IMPACT_LABELS[r.impact - 1]!.toLowerCase()})`,
    }),
  );
  const overall = scored.reduce<RiskLevel | null>(
    (worst, r) => (!worst || LEVEL_ORDER.indexOf(r.level) > LEVEL_ORDER.indexOf(worst) ? r.level : worst),
    null,
  );
  const matrix: RiskMatrix = {
    likelihoodLabels: [...LIKELIHOOD_LABELS],
    impactLabels: [...IMPACT_LABELS],
    cells,
    overall,
  };
  const count = (level: RiskLevel) => scored.filter((r) => r.level === level).length;
  return {
    type: 'risk-analysis',
    title: 'Risk Analysis',
    summary:
      scored.length === 0
        ? 'No risk statement was found in the selected documents.'
        : `${plural(scored.length, 'risk')} rated: ${count('CRITICAL')} critical, ${count('HIGH')} high, ${count('MEDIUM')} medium, ${count('LOW')} low. Overall risk ${overall}.`,
    groups: [group('Risks, highest first', items, 'No risk statement was found.')],
    matrix,
  };
}
