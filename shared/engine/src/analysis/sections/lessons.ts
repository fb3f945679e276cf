import type { AnalysisContext } from '../context';
import { sortLessons } from '../lesson-sort';
import type { AnalysisSection } from '../types';
import { byRelevance, group, MAX_ITEMS, quoteItem } from './helpers';

/** Lessons learned: what to sustain and what to improve, sorted by what each sentence says. */
export function lessonsSection(ctx: AnalysisContext): AnalysisSection {
  const { sustain, improve } = sortLessons(ctx);
  const pick = (ids: number[], status: string) =>
    byRelevance(ctx, ids)
      .slice(0, MAX_ITEMS)
      .map((i) => quoteItem(ctx, i, { status }));
  return {
    type: 'lessons-learned',
    title: 'Lessons Learned',
    summary:
      sustain.length + improve.length === 0
        ? 'No sentence of the selected documents reports what worked or what fell short.'
        : `${sustain.length} to sustain, ${improve.length} to improve.`,
    groups: [
      group('Sustain', pick(sustain, 'sustain'), 'Nothing is reported as having worked well.'),
      group('Improve', pick(improve, 'improve'), 'No shortfall or lesson to improve is reported.'),
    ],
  };
}
