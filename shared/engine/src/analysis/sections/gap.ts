import { relatedSentences } from '../corroboration';
import type { AnalysisContext } from '../context';
import { MET, NOT_MET, REQUIREMENT, SHORTFALL, STATUS } from '../cues';
import { figureShortfall } from '../quantities';
import type { AnalysisSection, SectionItem } from '../types';
import { group, MAX_ITEMS, mostRelevantWhere, plural, quoteItem } from './helpers';

const MAX_REQUIREMENTS = 20;

/** Gap analysis: each requirement set against the best status statement about the same thing. */
export function gapSection(ctx: AnalysisContext): AnalysisSection {
  const requirements = mostRelevantWhere(ctx, (s) => REQUIREMENT.test(s.text), MAX_REQUIREMENTS);
  const isStatus = (i: number) => {
    const text = ctx.corpus.sentences[i]!.text;
    return (
      !REQUIREMENT.test(text) &&
      (STATUS.test(text) || SHORTFALL.test(text) || MET.test(text) || NOT_MET.test(text))
    );
  };
  const gaps: SectionItem[] = [];
  const met: SectionItem[] = [];
  const unknown: SectionItem[] = [];
  for (const r of requirements) {
    const [best] = relatedSentences(ctx, ctx.corpus.sentences[r]!.terms, {
      excludeSentence: r,
      where: isStatus,
      limit: 1,
    });
    if (!best) {
      unknown.push(quoteItem(ctx, r, { status: 'no status found' }));
      continue;
    }
    const text = ctx.corpus.sentences[best.sentence]!.text;
    const byFigure = figureShortfall(
      ctx.quantitiesBySentence.get(r) ?? [],
      ctx.quantitiesBySentence.get(best.sentence) ?? [],
    );
    const requirementQuote = quoteItem(ctx, r).text;
    const statusQuote = quoteItem(ctx, best.sentence).text;
    if (byFigure || SHORTFALL.test(text) || NOT_MET.test(text)) {
      gaps.push(
        quoteItem(ctx, r, {
          status: 'gap',
          text: `${requirementQuote} | Status: ${statusQuote}${byFigure ? ` (${byFigure})` : ''}`,
          also: [best.sentence],
        }),
      );
    } else if (MET.test(text)) {
      met.push(
        quoteItem(ctx, r, {
          status: 'met',
          text: `${requirementQuote} | Status: ${statusQuote}`,
          also: [best.sentence],
        }),
      );
    } else {
      unknown.push(
        quoteItem(ctx, r, {
          status: 'unclear',
          text: `${requirementQuote} | Status: ${statusQuote}`,
          also: [best.sentence],
        }),
      );
    }
  }
  return {
    type: 'gap-analysis',
    title: 'Gap Analysis',
    summary:
      requirements.length === 0
        ? 'No requirement statement was found in the selected documents.'
        : `${plural(requirements.length, 'requirement')} checked: ${plural(gaps.length, 'gap')}, ${met.length} met, ${unknown.length} without a clear status.`,
    groups: [
      group(
        'Gaps (requirement against status)',
        gaps.slice(0, MAX_ITEMS),
        'No gap found between requirements and reported status.',
      ),
      group('Requirements met', met.slice(0, MAX_ITEMS), 'No requirement is reported as met.'),
      group(
        'Requirements without a clear status',
        unknown.slice(0, MAX_ITEMS),
        'Every requirement has a status statement.',
      ),
    ],
  };
}
