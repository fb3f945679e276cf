import type { AnalysisContext } from '../context';
import { isPartCovered, questionParts } from '../blind-spots';
import type { AnalysisSection, SectionItem } from '../types';
import { group, MAX_ITEMS, quoteItem } from './helpers';

/** Custom analysis: for each part of the question, the sentence that best speaks to it. */
export function customSection(ctx: AnalysisContext): AnalysisSection {
  const answered: SectionItem[] = [];
  const open: SectionItem[] = [];
  for (const part of questionParts(ctx.question)) {
    const scores = ctx.sentenceIndex.scores(part.terms);
    let best = -1;
    for (let i = 0; i < scores.length; i += 1) {
      if (
        scores[i]! > 0 &&
        (best === -1 || scores[i]! > scores[best]!) &&
        ctx.corpus.sentences[i]!.tokens.length >= 5
      )
        best = i;
    }
    if (best === -1 || !isPartCovered(ctx, part)) {
      open.push({
        text: `${part.surface}: not addressed by the selected documents`,
        status: 'open',
        citations: [],
      });
    } else answered.push(quoteItem(ctx, best, { status: part.surface }));
  }
  return {
    type: 'custom',
    title: 'Answer by Question Part',
    summary: `${answered.length} of ${answered.length + open.length} parts of the question are addressed by the documents.`,
    groups: [
      group('Addressed', answered.slice(0, MAX_ITEMS), 'No part of the question is addressed.'),
      group('Not addressed', open.slice(0, MAX_ITEMS), 'Every part of the question is addressed.'),
    ],
  };
}
