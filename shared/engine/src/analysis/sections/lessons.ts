import type { AnalysisContext } from '../context';
import { IMPROVE, LESSON, SPECULATIVE, SUSTAIN } from '../cues';
import type { AnalysisSection } from '../types';
import { byRelevance, group, MAX_ITEMS, quoteItem, sentencesWhere } from './helpers';

function count(pattern: RegExp, text: string): number {
  return text.match(new RegExp(pattern.source, 'gi'))?.length ?? 0;
}

/** Lessons learned: what to sustain and what to improve, as the documents put it. */
export function lessonsSection(ctx: AnalysisContext): AnalysisSection {
  const sustain: number[] = [];
  const improve: number[] = [];
  // Lessons come from what happened: a sentence about what could happen is a risk, unless it is
  // worded as a lesson.
  const observed = (text: string) => !SPECULATIVE.test(text) || LESSON.test(text);
  for (const i of sentencesWhere(
    ctx,
    (s) => (SUSTAIN.test(s.text) || IMPROVE.test(s.text)) && observed(s.text),
  )) {
    const text = ctx.corpus.sentences[i]!.text;
    // A sentence with both kinds of words goes where it has more; a tie is a thing to improve.
    if (count(SUSTAIN, text) > count(IMPROVE, text)) sustain.push(i);
    else improve.push(i);
  }
  const pick = (ids: number[], status: string) =>
    byRelevance(ctx, ids)
      .slice(0, MAX_ITEMS)
      .map((i) => quoteItem(ctx, i, { status }));
  return {
    type: 'lessons-learned',
    title: 'Lessons Learned',
    summary: `${sustain.length} to sustain, ${improve.length} to improve.`,
    groups: [
      group('Sustain', pick(sustain, 'sustain'), 'Nothing is reported as having worked well.'),
      group('Improve', pick(improve, 'improve'), 'No shortfall or lesson to improve is reported.'),
    ],
  };
}
