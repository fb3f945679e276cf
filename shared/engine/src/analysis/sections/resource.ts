import type { AnalysisContext } from '../context';
import { SHORTFALL } from '../cues';
import type { Quantity } from '../quantities';
import type { AnalysisSection, SectionItem } from '../types';
import { group, MAX_ITEMS, mostRelevantWhere, plural, quoteItem } from './helpers';

// Units of time and percentages are measures, not resources.
const NOT_RESOURCES = new Set(['%', 'hour', 'minute', 'second', 'week', 'month', 'year']);

/** Resource analysis: quantities with their units, grouped by what they count, and shortfalls. */
export function resourceSection(ctx: AnalysisContext): AnalysisSection {
  const resources = ctx.quantities.filter((q) => !NOT_RESOURCES.has(q.unit));
  const byUnit = new Map<string, Quantity[]>();
  for (const q of resources) {
    const list = byUnit.get(q.unit) ?? [];
    list.push(q);
    byUnit.set(q.unit, list);
  }
  const relevance = (q: Quantity) => ctx.questionScores[q.sentence]!;
  const quantities: SectionItem[] = [...byUnit.entries()]
    .sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1))
    .flatMap(([, list]) =>
      [...list].sort((a, b) => relevance(b) - relevance(a) || a.sentence - b.sentence).slice(0, 2),
    )
    .slice(0, MAX_ITEMS * 2)
    .map((q) => {
      const title = ctx.corpus.documents[q.doc]!.source.title;
      const what =
        q.subject && !q.surface.toLowerCase().includes(q.subject.toLowerCase()) ? `${q.subject}: ` : '';
      return quoteItem(ctx, q.sentence, { text: `${what}${q.surface} (${title})`, status: q.unit });
    });
  const shortfalls = mostRelevantWhere(
    ctx,
    (s) => SHORTFALL.test(s.text) && (ctx.quantitiesBySentence.get(s.index)?.length ?? 0) > 0,
  ).map((i) => quoteItem(ctx, i, { status: 'shortfall' }));
  return {
    type: 'resource-analysis',
    title: 'Resource Analysis',
    summary:
      resources.length === 0
        ? 'No quantity of resources was found in the selected documents.'
        : `${resources.length === 1 ? '1 quantity' : `${resources.length} quantities`} of ${plural(byUnit.size, 'kind')} of resource; ${plural(shortfalls.length, 'shortfall')} reported with figures.`,
    groups: [
      group('Quantities by resource', quantities, 'No quantity with a unit was found.'),
      group('Shortfalls and constraints', shortfalls, 'No shortfall is reported with a figure.'),
    ],
  };
}
