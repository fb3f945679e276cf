import { questionTerms } from '../../search/passage-ranking';
import type { AnalysisContext } from '../context';
import { isPartCovered, questionParts } from '../blind-spots';
import type { ThemeResult } from '../themes';
import type { AnalysisSection, SectionItem } from '../types';
import { group, MAX_ITEMS, quoteItem } from './helpers';

/** Custom analysis: for each part of the question, the sentence that best speaks to it. */
export function customSection(ctx: AnalysisContext, themes: ThemeResult): AnalysisSection {
  const parts = questionParts(ctx.question, ctx.analysisType);
  if (parts.length === 0) return keyPoints(ctx, themes);
  const answered: SectionItem[] = [];
  const open: SectionItem[] = [];
  for (const part of parts) {
    const scores = ctx.sentenceIndex.scores(questionTerms(part.surface));
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

const KEY_THEMES = 50;

// A question with no topic of its own ("What are the key findings?"): the statements that gather
// the most themes shared across documents.
function keyPoints(ctx: AnalysisContext, themes: ThemeResult): AnalysisSection {
  const keys = [...themes.keys.entries()]
    .sort((a, b) => b[1].size - a[1].size || (a[0] < b[0] ? -1 : 1))
    .slice(0, KEY_THEMES)
    .map(([key]) => key.split(' '));
  const scored = ctx.corpus.sentences
    .filter((s) => s.tokens.length >= 5)
    .map((s) => {
      const terms = new Set(s.terms);
      return { index: s.index, score: keys.filter((words) => words.every((w) => terms.has(w))).length };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const items = scored
    .slice(0, MAX_ITEMS)
    .map((s) => quoteItem(ctx, s.index, { status: `${s.score} shared themes` }));
  return {
    type: 'custom',
    title: 'Key Points',
    summary: `${items.length} statements that gather the themes shared across documents.`,
    groups: [group('Key points', items, 'No statement gathers themes shared across documents.')],
  };
}
