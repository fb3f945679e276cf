import { reviewCompliance, type ComplianceFinding } from '../../analysis/compliance-judge';
import type { AnalysisContext } from '../../analysis/context';
import type { RuleLabel, StaffVerdict } from './labels';
import { partOfRule, sameSentence } from './match';

export interface ComplianceFigures {
  /** Rules of the SOP labelled. */
  readonly rules: number;
  /** Rules the engine judged (one finding or more matched to the rule). */
  readonly found: number;
  /** Rules whose verdict agrees with the label (or with a contestable rule's alternative). */
  readonly agreeing: number;
  /** Met where the label says not met, or the reverse. */
  readonly confidentlyWrong: number;
  /** Met or not met where the label says not evidenced: a verdict with no ground in the report. */
  readonly unfounded: number;
  /** Rules given both met and not met (one rule, two verdicts). */
  readonly conflicting: number;
  readonly notMetLabelled: number;
  /** Labelled not met that the engine gives not met. */
  readonly notMetFound: number;
  /** Agreeing met or not met verdicts whose evidence is the labelled sentence (or a supporting one). */
  readonly withLabelledEvidence: number;
  /** Findings whose requirement is no labelled rule (a sentence taken for a rule). */
  readonly notRules: number;
  readonly misses: readonly string[];
}

const VERDICT: Readonly<Record<ComplianceFinding['verdict'], StaffVerdict>> = {
  met: 'met',
  'not met': 'not_met',
  'not evidenced': 'not_evidenced',
};

/**
 * One verdict for a rule from the findings on its sentences, as the labels judge a rule of two parts: not
 * met when any part is not met, met when a part is met and none is not, otherwise not evidenced.
 */
export function ruleVerdict(verdicts: readonly StaffVerdict[]): StaffVerdict {
  if (verdicts.includes('not_met')) return 'not_met';
  if (verdicts.includes('met')) return 'met';
  return 'not_evidenced';
}

const accepted = (label: RuleLabel): StaffVerdict[] => [
  label.verdict,
  ...(label.contestable && label.alternativeVerdict ? [label.alternativeVerdict.verdict] : []),
];

const judged = (v: StaffVerdict) => v !== 'not_evidenced';

/**
 * The engine's Compliance Review (the product's `reviewCompliance`) on a context holding the SOP and the
 * report, scored rule by rule against the labels. A finding belongs to the rule whose text holds its
 * requirement sentence (see `partOfRule`).
 */
export function scoreCompliance(ctx: AnalysisContext, labels: readonly RuleLabel[]): ComplianceFigures {
  const text = (i: number) => ctx.corpus.sentences[i]!.text;
  const findings = reviewCompliance(ctx).findings;
  const owner = (f: ComplianceFinding) =>
    labels.find((l) => partOfRule(text(f.requirement.sentence), l.ruleText));
  const misses: string[] = [];
  let found = 0;
  let agreeing = 0;
  let confidentlyWrong = 0;
  let unfounded = 0;
  let conflicting = 0;
  let notMetFound = 0;
  let withLabelledEvidence = 0;
  const notRules = findings.filter((f) => owner(f) === undefined);
  for (const f of notRules)
    misses.push(`not a rule, judged ${f.verdict}: ${text(f.requirement.sentence).replace(/\s+/g, ' ')}`);
  for (const label of labels) {
    const mine = findings.filter((f) => owner(f) === label);
    if (mine.length === 0) {
      misses.push(`${label.rule} (${label.verdict}): no finding`);
      continue;
    }
    found += 1;
    const verdicts = mine.map((f) => VERDICT[f.verdict]);
    const verdict = ruleVerdict(verdicts);
    if (verdicts.includes('met') && verdicts.includes('not_met')) conflicting += 1;
    const ok = accepted(label);
    const decisive = mine.find((f) => VERDICT[f.verdict] === verdict);
    const evidence =
      decisive?.evidence === undefined
        ? ''
        : `${text(decisive.evidence).replace(/\s+/g, ' ')} (${decisive.reason})`;
    if (ok.includes(verdict)) {
      agreeing += 1;
      const labelled = [label.evidence, ...(label.supportingEvidence ?? [])].filter(
        (e): e is string => e !== null,
      );
      if (judged(verdict) && labelled.some((e) => sameSentence(evidence, e))) withLabelledEvidence += 1;
    } else if (judged(verdict) && ok.some(judged)) {
      confidentlyWrong += 1;
      misses.push(`${label.rule} CONFIDENTLY WRONG: ${verdict}, labelled ${label.verdict} <- ${evidence}`);
    } else if (judged(verdict)) {
      unfounded += 1;
      misses.push(`${label.rule}: ${verdict}, labelled not evidenced <- ${evidence}`);
    } else {
      misses.push(`${label.rule}: not evidenced (${decisive?.reason ?? ''}), labelled ${label.verdict}`);
    }
    if (label.verdict === 'not_met' && verdict === 'not_met') notMetFound += 1;
    if (new Set(verdicts).size > 1)
      misses.push(`${label.rule}: ${mine.length} findings (${verdicts.join(', ')}), one rule`);
  }
  return {
    rules: labels.length,
    found,
    agreeing,
    confidentlyWrong,
    unfounded,
    conflicting,
    notMetLabelled: labels.filter((l) => l.verdict === 'not_met').length,
    notMetFound,
    withLabelledEvidence,
    notRules: notRules.length,
    misses,
  };
}
