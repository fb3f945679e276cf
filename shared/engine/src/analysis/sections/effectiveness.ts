import { relatedSentences } from '../corroboration';
import type { AnalysisContext } from '../context';
import { MEASURE, TARGET } from '../cues';
import { valuesDiffer, type Quantity } from '../quantities';
import type { AnalysisSection, SectionItem } from '../types';
import { byRelevance, group, MAX_ITEMS, plural, quoteItem, sentencesWhere } from './helpers';

const MAX_TARGET_CHECKS = 40;

// In "reached 87% against a target of 95%", the figure after the target word is the target.
function splitTarget(ctx: AnalysisContext, sentence: number): { target?: Quantity; achieved?: Quantity } {
  const s = ctx.corpus.sentences[sentence]!;
  const quantities = ctx.quantitiesBySentence.get(sentence) ?? [];
  const m = TARGET.exec(s.text);
  if (!m) return { achieved: quantities[0] };
  const at = s.start + m.index;
  const target = quantities.find((q) => q.start > at) ?? quantities.find((q) => q.end <= at);
  const achieved = quantities.find((q) => q !== target && q.unit === target?.unit);
  return { target, achieved };
}

/** Operational effectiveness: measures and percentages reported, and how they stand against targets. */
export function effectivenessSection(ctx: AnalysisContext): AnalysisSection {
  const measures = byRelevance(
    ctx,
    sentencesWhere(
      ctx,
      (s) =>
        (ctx.quantitiesBySentence.get(s.index) ?? []).some((q) => q.unit === '%') ||
        (MEASURE.test(s.text) && (ctx.quantitiesBySentence.get(s.index)?.length ?? 0) > 0),
    ),
  );
  const measureItems: SectionItem[] = measures.slice(0, MAX_ITEMS).map((i) => {
    const q = (ctx.quantitiesBySentence.get(i) ?? [])[0];
    const label = q ? `${q.subject ? `${q.subject}: ` : ''}${q.surface}` : undefined;
    return quoteItem(ctx, i, label ? { status: label } : {});
  });

  const targets: SectionItem[] = [];
  // The most relevant measures only: each may need a search for its achieved figure.
  for (const i of measures.slice(0, MAX_TARGET_CHECKS)) {
    if (!TARGET.test(ctx.corpus.sentences[i]!.text)) continue;
    const split = splitTarget(ctx, i);
    const target = split.target;
    let achieved = split.achieved;
    if (!target) continue;
    let also: number[] = [];
    if (!achieved) {
      // The achieved figure may be in another sentence about the same measure.
      const [other] = relatedSentences(ctx, ctx.corpus.sentences[i]!.terms, {
        excludeSentence: i,
        onePerDocument: false,
        limit: 1,
        where: (j) =>
          (ctx.quantitiesBySentence.get(j) ?? []).some((q) => q.unit === target!.unit) &&
          !TARGET.test(ctx.corpus.sentences[j]!.text),
      });
      if (other) {
        achieved = (ctx.quantitiesBySentence.get(other.sentence) ?? []).find((q) => q.unit === target.unit);
        also = [other.sentence];
      }
    }
    if (!achieved) continue;
    const status =
      !valuesDiffer(achieved.value, target.value) || achieved.value >= target.value
        ? 'target met'
        : 'below target';
    targets.push(
      quoteItem(ctx, i, {
        status,
        text: `${achieved.subject || target.subject || 'Measure'}: ${achieved.surface} against a target of ${target.surface}`,
        also,
      }),
    );
    if (targets.length >= MAX_ITEMS) break;
  }
  const below = targets.filter((t) => t.status === 'below target').length;
  return {
    type: 'operational-effectiveness',
    title: 'Operational Effectiveness',
    summary:
      measures.length === 0
        ? 'No measure of performance or effectiveness with a figure was found.'
        : `${plural(measures.length, 'measure')} reported; ${plural(targets.length, 'comparison')} with a target, ${below} below target.`,
    groups: [
      group('Measures and percentages', measureItems, 'No measure with a figure was found.'),
      group('Against targets', targets, 'No measure is stated together with its target.'),
    ],
  };
}
