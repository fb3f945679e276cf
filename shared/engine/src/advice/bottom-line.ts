import type { AdviceFinding, AdviseRiskLevel, AdvisorVerdict, PersonaAnalysis } from '@csw/contracts';
import { keyPoint } from './consensus';

/** Where the advisors come down: the verdict more than half of them hold, or none when they split. */
export interface BottomLine {
  readonly verdict: AdvisorVerdict | null;
  /** The advisors holding it (all of them when they split). */
  readonly holders: readonly PersonaAnalysis[];
  readonly of: number;
}

/** The verdict more than half of the advisors hold; none when no verdict has a majority. */
export function bottomLineOf(advisors: readonly PersonaAnalysis[]): BottomLine {
  const by = new Map<AdvisorVerdict, PersonaAnalysis[]>();
  for (const a of advisors) by.set(a.verdict, [...(by.get(a.verdict) ?? []), a]);
  for (const [verdict, holders] of by) {
    if (holders.length * 2 > advisors.length) return { verdict, holders, of: advisors.length };
  }
  return { verdict: null, holders: advisors, of: advisors.length };
}

/**
 * Why a group of advisors holds its verdict: the first of their points that rests on a passage (a risk
 * the library shows, then advice it grounds), else the first advisor's main point.
 */
function strongestPoint(group: readonly PersonaAnalysis[]): string {
  for (const list of [group.flatMap((a) => a.risks), group.flatMap((a) => a.recommendations)]) {
    const grounded = list.find((f) => f.citations.length > 0);
    if (grounded) return grounded.text;
  }
  return keyPoint(group[0]!);
}

const sentence = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1).replace(/[.\s]+$/, '')}.`;
const share = (line: BottomLine) =>
  line.of === 1
    ? line.holders[0]!.name
    : line.holders.length === line.of
      ? `All ${line.of} advisors`
      : `${line.holders.length} of ${line.of} advisors`;

/**
 * The recommended course of action as the advisors' stances make it: the scenario's decision with their
 * bottom line (proceed, proceed with caution, reconsider) and the main reason of those who hold it; when
 * they split, each advisor's position and why, so the staff sees the disagreement rather than a verdict
 * nobody gave. What to do before execution (or before deciding) follows.
 */
export function recommendedCourse(
  decision: string,
  line: BottomLine,
  before: readonly AdviceFinding[],
  alternative: AdviceFinding | undefined,
): string {
  const steps = before.slice(0, 4).map((r) => `- ${r.text}`);
  const why = strongestPoint(line.holders);
  const decisionText = decision.replace(/[.?!\s]+$/, '');
  if (line.verdict === 'reconsider') {
    return [
      `Reconsider: ${decisionText}.`,
      `${share(line)} advise against it as it stands: ${sentence(why)}`,
      ...(alternative ? [`Plan a branch: ${alternative.text}`] : []),
      ...(steps.length ? ['', 'Before deciding:', ...steps] : []),
    ].join('\n');
  }
  if (line.verdict === null) {
    return [
      `The advisors disagree on: ${decisionText}.`,
      ...line.holders.map(
        (a) => `- ${a.name} says ${a.verdict} (${a.confidence}%): ${sentence(keyPoint(a))}`,
      ),
      ...(steps.length ? ['', 'Settle the disagreement before deciding:', ...steps] : []),
    ].join('\n');
  }
  const lead = line.verdict === 'proceed' ? 'Proceed' : 'Proceed with caution';
  return [
    `${lead}: ${decisionText}.`,
    `${share(line)} say ${line.verdict}: ${sentence(why)}`,
    ...(steps.length ? ['', 'Before execution:', ...steps] : []),
  ].join('\n');
}

const SEVERE: ReadonlySet<AdviseRiskLevel> = new Set(['HIGH', 'CRITICAL']);

/**
 * Says plainly when the premortem's risk level and the advisors' bottom line point different ways (a low
 * risk the advisors would reconsider, a high one they would proceed with), so the two never stand side by
 * side unexplained. Empty when they agree.
 */
export function riskAgainstStances(level: AdviseRiskLevel, line: BottomLine): string {
  if (line.verdict === 'reconsider' && !SEVERE.has(level))
    return ` The advisors weigh it more gravely than the premortem: ${share(line).replace(/^All/, 'all')} say reconsider.`;
  if (line.verdict === 'proceed' && SEVERE.has(level))
    return ` ${share(line)} nonetheless say proceed: weigh the premortem's ${level} risk before deciding.`;
  if (line.verdict === null)
    return ` The advisors disagree on whether to proceed: see their positions under the recommended course of action.`;
  return '';
}
