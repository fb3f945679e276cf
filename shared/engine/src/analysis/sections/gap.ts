import { isPartCovered, questionParts } from '../blind-spots';
import { reviewCompliance, type ComplianceFinding } from '../compliance-judge';
import type { AnalysisContext } from '../context';
import { statedLines, type StatedLine } from '../stated-shortfalls';
import type { AnalysisSection, SectionItem } from '../types';
import { group, MAX_ITEMS, plural, quoteItem, ruleWords } from './helpers';

const REFERENCE =
  /^\W*(?:[a-z\d]{1,3}[.)]\s*)?see\b|\breferences? \([a-z]\)|\bmaps?\b[^.]{0,40}\b(?:sheet|series|1:\d)/i;

/** Gaps listed per group: a gap analysis is read requirement by requirement. */
const MAX_GAPS = 30;

function statusItem(ctx: AnalysisContext, f: ComplianceFinding, status: string): SectionItem {
  const requirement = ruleWords(ctx, f.requirement, f.parts);
  if (f.evidence === undefined) return quoteItem(ctx, f.requirement.sentence, { status, text: requirement });
  const title = ctx.corpus.documents[ctx.corpus.sentences[f.evidence]!.doc]!.source.title;
  return quoteItem(ctx, f.requirement.sentence, {
    status,
    text: `${requirement} Status: ${title} says "${quoteItem(ctx, f.evidence).text}" (${f.reason}).`,
    also: [f.evidence],
  });
}

/**
 * Gap analysis: what the question or the standard asks that the documents do not show. Each requirement
 * of the standard is set against what the other documents report (a gap where they report it short or not
 * done, uncovered where none reports on it), and each part of the question no document speaks to is named.
 */
export function gapSection(ctx: AnalysisContext): AnalysisSection {
  // A reference ("See reference (e)") or a map sheet is where a requirement is written, not a requirement.
  const findings = reviewCompliance(ctx).findings.filter(
    (f) => !REFERENCE.test(ctx.corpus.sentences[f.requirement.sentence]!.text),
  );
  // An estimate that states a line short has stated a gap; one it states met is met (have against need).
  const stated = ctx.corpus.documents.flatMap((d) => statedLines(ctx, d.index));
  const statedItem = (line: StatedLine, status: string): SectionItem =>
    line.sentence === undefined
      ? { text: `${line.text} (as the estimate states it)`, status, citations: [] }
      : quoteItem(ctx, line.sentence, { status, text: `${line.text} (as the estimate states it)` });
  const statedShort = stated.filter((l) => l.status === 'short').map((l) => statedItem(l, 'gap'));
  const statedMet = stated.filter((l) => l.status === 'met').map((l) => statedItem(l, 'met'));
  const short = findings.filter((f) => f.verdict === 'not met');
  const uncovered = findings.filter((f) => f.verdict === 'not evidenced');
  const met = findings.filter((f) => f.verdict === 'met');
  const unasked = questionParts(ctx.question, ctx.analysisType).filter((part) => !isPartCovered(ctx, part));
  const total = statedShort.length + short.length + uncovered.length + unasked.length;
  const parts = [
    ...(statedShort.length > 0 ? [`${plural(statedShort.length, 'shortfall')} stated in an estimate`] : []),
    `${plural(short.length, 'requirement')} reported short`,
    `${uncovered.length} that no document reports on`,
    `${plural(unasked.length, 'part')} of the question no document covers`,
  ];
  return {
    type: 'gap-analysis',
    title: 'Gap Analysis',
    summary:
      findings.length === 0 && unasked.length === 0 && stated.length === 0
        ? 'No requirement (a shall, will or must rule, an order or a prohibition) was found in the selected documents, and every part of the question is covered.'
        : `${plural(total, 'gap')}: ${parts.join(', ')}; ${met.length} of ${plural(findings.length, 'requirement')} met.`,
    groups: [
      group(
        'Gaps (requirement against status)',
        [...statedShort, ...short.map((f) => statusItem(ctx, f, 'gap'))].slice(0, MAX_GAPS),
        'No requirement is reported short of its standard.',
      ),
      group(
        'Requirements no document covers',
        uncovered.slice(0, MAX_GAPS).map((f) => statusItem(ctx, f, 'not covered')),
        'Every requirement is reported on by another document.',
      ),
      group(
        'Question not covered',
        unasked.slice(0, MAX_ITEMS).map((part): SectionItem => ({
          text: `The question asks about "${part.surface}", but no selected document covers it.`,
          status: 'not covered',
          citations: [],
        })),
        'Every part of the question is covered by the selected documents.',
      ),
      group(
        'Requirements met',
        [...statedMet, ...met.map((f) => statusItem(ctx, f, 'met'))].slice(0, MAX_GAPS),
        'No requirement is reported as met.',
      ),
    ],
  };
}
