import type { AnalysisContext } from '../context';
import { TREND } from '../cues';
import type { ThemeResult } from '../themes';
import type { AnalysisSection, SectionItem } from '../types';
import { group, MAX_ITEMS, mostRelevantWhere, plural, quoteItem } from './helpers';

const PAIR_THEMES = 15;

function containsSequence(terms: readonly string[], key: readonly string[]): boolean {
  outer: for (let i = 0; i + key.length <= terms.length; i += 1) {
    for (let j = 0; j < key.length; j += 1) if (terms[i + j] !== key[j]) continue outer;
    return true;
  }
  return false;
}

/** Pattern recognition: recurring themes, themes that travel together, and reported trends. */
export function patternSection(ctx: AnalysisContext, themes: ThemeResult): AnalysisSection {
  const recurring: SectionItem[] = themes.patterns.slice(0, MAX_ITEMS).map((p) => ({
    text: `${p.label}: ${plural(p.documentCount, 'document')}, ${plural(p.mentions, 'mention')}`,
    citations: p.citations.slice(0, 3),
  }));

  // Which of the leading themes share a paragraph, and in how many documents.
  const top = [...themes.keys.entries()]
    .sort((a, b) => b[1].size - a[1].size || (a[0] < b[0] ? -1 : 1))
    .slice(0, PAIR_THEMES)
    .map(([key]) => key);
  const pairs = new Map<string, { docs: Set<number>; sentence: number }>();
  const byParagraph = new Map<number, { doc: number; terms: string[]; first: number }>();
  for (const s of ctx.corpus.sentences) {
    const p = byParagraph.get(s.paragraph) ?? { doc: s.doc, terms: [], first: s.index };
    p.terms.push(...s.terms, '\u0000');
    byParagraph.set(s.paragraph, p);
  }
  for (const p of byParagraph.values()) {
    const present = top.filter((key) => containsSequence(p.terms, key.split(' ')));
    for (let i = 0; i < present.length; i += 1) {
      for (let j = i + 1; j < present.length; j += 1) {
        const pairKey = `${present[i]}\u0001${present[j]}`;
        const entry = pairs.get(pairKey) ?? { docs: new Set<number>(), sentence: p.first };
        entry.docs.add(p.doc);
        pairs.set(pairKey, entry);
      }
    }
  }
  const together: SectionItem[] = [...pairs.entries()]
    .filter(([, e]) => e.docs.size >= 2)
    .sort((a, b) => b[1].docs.size - a[1].docs.size || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_ITEMS)
    .map(([key, e]) => {
      const [a, b] = key.split('\u0001').map((k) => themes.labels.get(k) ?? k);
      return quoteItem(ctx, e.sentence, {
        text: `${a} with ${b}: together in ${plural(e.docs.size, 'document')}`,
      });
    });

  const trends = mostRelevantWhere(ctx, (s) => TREND.test(s.text)).map((i) => quoteItem(ctx, i));

  return {
    type: 'pattern-recognition',
    title: 'Pattern Recognition',
    summary: `${plural(themes.total, 'theme')} recur across two or more documents; ${plural(together.length, 'pair')} of themes appear together; ${plural(trends.length, 'trend')} reported.`,
    groups: [
      group('Recurring themes', recurring, 'No theme recurs across two or more documents.'),
      group(
        'Themes that appear together',
        together,
        'No two themes share a paragraph in two or more documents.',
      ),
      group('Trends reported', trends, 'No trend (increase, decline, escalation) is reported.'),
    ],
  };
}
