import type { AnalysisContext } from '../context';
import { CAUSAL } from '../cues';
import { PMESII_PT, sentenceVariables } from '../pmesii';
import type { AnalysisSection, PmesiiCoverage, SectionItem } from '../types';
import { group, mostRelevantWhere, plural, quoteItem } from './helpers';

const label = (variable: string) => PMESII_PT.find((v) => v.variable === variable)?.label ?? variable;

/** Strategic implications: the PMESII-PT mapping, second-order effects and cross-variable links. */
export function strategicSection(ctx: AnalysisContext, coverage: readonly PmesiiCoverage[]): AnalysisSection {
  const mapping: SectionItem[] = coverage.map((c) => ({
    text:
      c.documentCount === 0
        ? `${c.label}: not covered by any selected document`
        : `${c.label}: ${plural(c.documentCount, 'document')}, ${plural(c.mentions, 'mention')} (${c.terms.slice(0, 5).join(', ')})`,
    status: c.documentCount === 0 ? 'not covered' : 'covered',
    citations: c.citations.slice(0, 2),
  }));
  const effects = mostRelevantWhere(ctx, (s) => CAUSAL.test(s.text)).map((i) =>
    quoteItem(ctx, i, {
      status: sentenceVariables(ctx.corpus.sentences[i]!.terms).map(label).join(' + ') || undefined,
    }),
  );
  const links = mostRelevantWhere(
    ctx,
    (s) => sentenceVariables(s.terms).filter((v) => v !== 'time').length >= 2,
  ).map((i) =>
    quoteItem(ctx, i, { status: sentenceVariables(ctx.corpus.sentences[i]!.terms).map(label).join(' + ') }),
  );
  const uncovered = coverage.filter((c) => c.documentCount === 0).map((c) => c.label);
  return {
    type: 'strategic-implications',
    title: 'Strategic Implications',
    summary: `${coverage.length - uncovered.length} of ${coverage.length} PMESII-PT variables covered${uncovered.length ? ` (missing: ${uncovered.join(', ')})` : ''}; ${plural(effects.length, 'second-order effect')} stated.`,
    groups: [
      group('PMESII-PT mapping', mapping, 'No variable is covered.'),
      group('Second-order effects', effects, 'No cause-and-effect statement was found.'),
      group('Links across variables', links, 'No statement links two variables.'),
    ],
  };
}
