import type { AnalysisContext } from '../context';
import type { Contradiction } from '../contradictions';
import { cite, surfaceTerms } from '../corpus';
import type { ThemeResult } from '../themes';
import type { AnalysisSection, SectionItem } from '../types';
import { group, MAX_ITEMS, plural } from './helpers';

function contradictionItem(ctx: AnalysisContext, c: Contradiction): SectionItem {
  const sa = ctx.corpus.sentences[c.a.sentence]!;
  const sb = ctx.corpus.sentences[c.b.sentence]!;
  const ta = ctx.corpus.documents[sa.doc]!.source.title;
  const tb = ctx.corpus.documents[sb.doc]!.source.title;
  const about = surfaceTerms(sa, c.shared).slice(0, 4).join(', ');
  return {
    text: `${about ? `On ${about}: ` : ''}${ta} gives ${c.a.value}, ${tb} gives ${c.b.value}`,
    status: c.kind === 'number' ? 'figures differ' : 'dates differ',
    citations: [cite(ctx.corpus, sa, c.a), cite(ctx.corpus, sb, c.b)],
  };
}

// What each document covers that no other selected document does.
function ownTopics(ctx: AnalysisContext, themes: ThemeResult): SectionItem[] {
  if (ctx.corpus.documents.length < 2) return [];
  const items: SectionItem[] = [];
  for (const [doc, phrases] of themes.distinctive) {
    if (phrases.length === 0) continue;
    const title = ctx.corpus.documents[doc]!.source.title;
    items.push({
      text: `Only ${title} covers: ${phrases.map((p) => p.label).join(', ')}`,
      citations: [cite(ctx.corpus, ctx.corpus.sentences[phrases[0]!.sentence]!)],
    });
  }
  return items;
}

/** Comparative analysis: contradictions in figures and dates, and what only one document covers. */
export function comparativeSection(
  ctx: AnalysisContext,
  themes: ThemeResult,
  numbers: readonly Contradiction[],
  dates: readonly Contradiction[],
): AnalysisSection {
  const own = ownTopics(ctx, themes);
  return {
    type: 'comparative-analysis',
    title: 'Comparative Analysis',
    summary:
      ctx.corpus.documents.length < 2
        ? 'Only one document is selected: there is nothing to compare it with.'
        : `${plural(numbers.length, 'contradiction')} in figures and ${dates.length} in dates between ${plural(ctx.corpus.documents.length, 'document')}.`,
    groups: [
      group(
        'Contradictions in numbers',
        numbers.slice(0, MAX_ITEMS).map((c) => contradictionItem(ctx, c)),
        'No two documents give different figures for the same thing.',
      ),
      group(
        'Contradictions in dates',
        dates.slice(0, MAX_ITEMS).map((c) => contradictionItem(ctx, c)),
        'No two documents give different dates for the same event.',
      ),
      group(
        'Covered by one document only',
        own.slice(0, MAX_ITEMS),
        'Every topic is shared by at least two documents.',
      ),
    ],
  };
}
