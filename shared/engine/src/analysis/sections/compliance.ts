import { relatedSentences } from '../corroboration';
import type { AnalysisContext } from '../context';
import { COMPLIANCE_STATEMENT, MET, NOT_MET } from '../cues';
import { figureShortfall } from '../quantities';
import type { AnalysisSection, SectionItem } from '../types';
import { group, MAX_ITEMS, mostRelevantWhere, plural, quoteItem } from './helpers';

const MAX_STATEMENTS = 25;

/** Compliance review: every shall/must statement and whether another statement shows it met. */
export function complianceSection(ctx: AnalysisContext): AnalysisSection {
  const statements = mostRelevantWhere(ctx, (s) => COMPLIANCE_STATEMENT.test(s.text), MAX_STATEMENTS);
  const statementSet = new Set(statements);
  const figures = (i: number) => ctx.quantitiesBySentence.get(i) ?? [];
  const isEvidence = (i: number) => {
    const text = ctx.corpus.sentences[i]!.text;
    return (
      !statementSet.has(i) &&
      !COMPLIANCE_STATEMENT.test(text) &&
      (MET.test(text) || NOT_MET.test(text) || figures(i).length > 0)
    );
  };
  const notMet: SectionItem[] = [];
  const met: SectionItem[] = [];
  const noEvidence: SectionItem[] = [];
  for (const i of statements) {
    const evidence = relatedSentences(ctx, ctx.corpus.sentences[i]!.terms, {
      excludeSentence: i,
      where: isEvidence,
      limit: 3,
    });
    // Evidence against: a failure in words, or a figure short of the required one.
    const shortBy = (e: { sentence: number }) => figureShortfall(figures(i), figures(e.sentence));
    const against = evidence.find((e) => NOT_MET.test(ctx.corpus.sentences[e.sentence]!.text) || shortBy(e));
    const forIt = evidence.find(
      (e) =>
        MET.test(ctx.corpus.sentences[e.sentence]!.text) &&
        !NOT_MET.test(ctx.corpus.sentences[e.sentence]!.text),
    );
    const requirement = quoteItem(ctx, i).text;
    if (against) {
      const short = shortBy(against);
      notMet.push(
        quoteItem(ctx, i, {
          status: 'not met',
          text: `${requirement} | Evidence: ${quoteItem(ctx, against.sentence).text}${short ? ` (${short})` : ''}`,
          also: [against.sentence],
        }),
      );
    } else if (forIt) {
      met.push(
        quoteItem(ctx, i, {
          status: 'met',
          text: `${requirement} | Evidence: ${quoteItem(ctx, forIt.sentence).text}`,
          also: [forIt.sentence],
        }),
      );
    } else {
      noEvidence.push(quoteItem(ctx, i, { status: 'no evidence' }));
    }
  }
  return {
    type: 'compliance-review',
    title: 'Compliance Review',
    summary:
      statements.length === 0
        ? 'No shall or must statement was found in the selected documents.'
        : `${plural(statements.length, 'requirement')} reviewed: ${notMet.length} not met, ${met.length} met, ${noEvidence.length} without evidence either way.`,
    groups: [
      group('Not met', notMet.slice(0, MAX_ITEMS), 'No requirement is shown as unmet.'),
      group('Met', met.slice(0, MAX_ITEMS), 'No requirement is shown as met.'),
      group(
        'No evidence found',
        noEvidence.slice(0, MAX_ITEMS),
        'Every requirement has evidence one way or the other.',
      ),
    ],
  };
}
