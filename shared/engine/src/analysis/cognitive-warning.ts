import type { AnalysisContext } from './context';
import { COUNTER, LEADING_QUESTION } from './cues';
import type { AssumptionFinding, CognitiveWarning, RelevantPassage } from './types';

/** This many unclassified sources together call for a compilation (aggregation) review. */
export const AGGREGATION_MIN_SOURCES = 5;
/** Share of the relevant passages from one document above which the analysis leans on it. */
const DOMINANT_SHARE = 0.75;

export interface WarningInputs {
  readonly passages: readonly RelevantPassage[];
  readonly assumptions: readonly AssumptionFinding[];
  readonly contradictions: number;
}

/**
 * The cognitive warning, computed: reliance on a single source, leading wording in the question,
 * no counter-evidence found, and aggregation of many unclassified sources.
 */
export function cognitiveWarnings(ctx: AnalysisContext, inputs: WarningInputs): CognitiveWarning[] {
  const warnings: CognitiveWarning[] = [];
  const docs = ctx.corpus.documents;

  if (docs.length === 1) {
    warnings.push({
      kind: 'single-source',
      message: `Single source: everything rests on ${docs[0]!.source.title}. Corroborate before acting on it.`,
    });
  } else if (inputs.passages.length >= 4) {
    const counts = new Map<string, number>();
    for (const p of inputs.passages) counts.set(p.citation.title, (counts.get(p.citation.title) ?? 0) + 1);
    const [title, count] = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]!;
    if (count / inputs.passages.length >= DOMINANT_SHARE) {
      warnings.push({
        kind: 'single-source',
        message: `Single source: ${count} of the ${inputs.passages.length} most relevant passages come from ${title}.`,
      });
    }
  }

  for (const { pattern, why } of LEADING_QUESTION) {
    const m = pattern.exec(ctx.question);
    if (!m) continue;
    warnings.push({
      kind: 'leading-question',
      message: `Leading question: "${m[0].trim()}" ${why}. Ask it neutrally to avoid confirmation bias.`,
    });
    break;
  }

  const contradicted = inputs.assumptions.some((a) => a.evidence.some((e) => e.stance === 'contradicts'));
  const counterInPassages = inputs.passages.some((p) => COUNTER.test(p.citation.quote));
  if (docs.length > 0 && inputs.contradictions === 0 && !contradicted && !counterInPassages) {
    warnings.push({
      kind: 'no-counter-evidence',
      message:
        'No counter-evidence found: nothing in the selected documents disputes the main findings. Look for sources that could prove them wrong.',
    });
  }

  const unclassified = docs.filter((d) => d.classification === 'UNCLASS').length;
  if (unclassified >= AGGREGATION_MIN_SOURCES) {
    warnings.push({
      kind: 'aggregation',
      message: `Aggregation: ${unclassified} unclassified sources are combined. Together they may reveal more than each does alone; review the result for classification by compilation before sharing it.`,
    });
  }
  return warnings;
}

/** The warnings as one text for the results panel. */
export function cognitiveWarningText(warnings: readonly CognitiveWarning[]): string {
  if (warnings.length === 0) {
    return 'No bias indicator found: several sources agree and disagree, the question is neutral. Stay alert to confirmation bias.';
  }
  return warnings.map((w) => w.message).join(' ');
}
