import { reviewCompliance, type ComplianceFinding } from '../compliance-judge';
import type { AnalysisContext } from '../context';
import type { AnalysisSection, SectionItem } from '../types';
import { group, plural, quoteItem, ruleWords } from './helpers';

/** Findings listed per verdict: a review is read rule by rule, so more than other sections show. */
const MAX_FINDINGS = 30;

function titles(ctx: AnalysisContext, docs: readonly number[]): string {
  return docs.map((d) => ctx.corpus.documents[d]!.source.title).join(', ');
}

function findingItem(ctx: AnalysisContext, f: ComplianceFinding): SectionItem {
  const requirement = ruleWords(ctx, f.requirement, f.parts);
  if (f.evidence === undefined) {
    return quoteItem(ctx, f.requirement.sentence, {
      status: f.verdict,
      text: `${requirement} Not evidenced: ${f.reason}.`,
    });
  }
  const evidence = quoteItem(ctx, f.evidence).text;
  const title = ctx.corpus.documents[ctx.corpus.sentences[f.evidence]!.doc]!.source.title;
  const verdict = f.verdict === 'met' ? 'Met' : 'Not met';
  return quoteItem(ctx, f.requirement.sentence, {
    status: f.verdict,
    text: `${requirement} ${verdict}: ${title} says "${evidence}" (${f.reason}).`,
    also: [f.evidence],
  });
}

/**
 * Compliance review: each requirement of the standard (its "shall", "will" and "must" rules, orders and
 * prohibitions) judged against the other documents, met, not met or not evidenced, with the requirement's
 * and the evidence's citations.
 */
export function complianceSection(ctx: AnalysisContext): AnalysisSection {
  const review = reviewCompliance(ctx);
  const of = (verdict: ComplianceFinding['verdict']) => review.findings.filter((f) => f.verdict === verdict);
  const notMet = of('not met');
  const met = of('met');
  const unknown = of('not evidenced');
  const source =
    review.standards.length > 0 ? ` of ${titles(ctx, review.standards)}` : ' of the selected documents';
  const against =
    review.standards.length > 0 && review.evidenceDocuments.length > 0
      ? ` against ${titles(ctx, review.evidenceDocuments)}`
      : '';
  return {
    type: 'compliance-review',
    title: 'Compliance Review',
    summary:
      review.findings.length === 0
        ? 'No requirement (a shall, will or must rule, an order or a prohibition) was found in the selected documents.'
        : `${plural(review.findings.length, 'requirement')}${source} reviewed${against}: ${notMet.length} not met, ${met.length} met, ${unknown.length} not evidenced.`,
    groups: [
      group(
        'Not met',
        notMet.slice(0, MAX_FINDINGS).map((f) => findingItem(ctx, f)),
        'No requirement is shown as not met.',
      ),
      group(
        'Met',
        met.slice(0, MAX_FINDINGS).map((f) => findingItem(ctx, f)),
        'No requirement is shown as met.',
      ),
      group(
        'Not evidenced',
        unknown.slice(0, MAX_FINDINGS).map((f) => findingItem(ctx, f)),
        'Every requirement has evidence one way or the other.',
      ),
    ],
  };
}
