import type { AnalysisResult, SectionItem } from '../../analysis/types';
import type { GapLabel } from './labels';
import { carries } from './match';

export interface GapFigures {
  /** Lines the labels give as short. */
  readonly shortLabelled: number;
  /** Of those, the lines the engine gives as a gap. */
  readonly shortFound: number;
  /** A short line given as met, or a met line given as a gap. */
  readonly confidentlyWrong: number;
  /** Gaps the engine lists that are no labelled line of the estimate (a reference, a map sheet ...). */
  readonly unlabelledGaps: number;
  readonly misses: readonly string[];
}

// What the user reads: the item's own words (a citation may quote a whole table for one of its lines).
const itemText = (item: SectionItem) => item.text;
const oneLine = (t: string) => t.replace(/\s+/g, ' ').trim();

/**
 * The Gap Analysis section of the product's analysis (run on the estimate and the order), line by line of
 * the estimate: an item speaks of a labelled line when its text carries one of the line's phrases (exact
 * strings of the estimate); a gap is an item with the status "gap", a line met is one with "met".
 */
export function scoreGaps(result: AnalysisResult, labels: readonly GapLabel[]): GapFigures {
  const items = result.section.groups.flatMap((g) => g.items);
  const gaps = items.filter((i) => i.status === 'gap');
  const met = items.filter((i) => i.status === 'met');
  const about = (item: SectionItem, label: GapLabel) => label.phrases.some((p) => carries(itemText(item), p));
  const misses: string[] = [];
  let shortFound = 0;
  let confidentlyWrong = 0;
  for (const label of labels) {
    const asGap = gaps.some((i) => about(i, label));
    const asMet = met.some((i) => about(i, label));
    if (label.status === 'short') {
      if (asGap) shortFound += 1;
      else misses.push(`short line missed${asMet ? ' (given as MET)' : ''}: ${label.requirement}`);
      if (asMet && !asGap) confidentlyWrong += 1;
    } else if (asGap) {
      confidentlyWrong += 1;
      const item = gaps.find((i) => about(i, label))!;
      misses.push(`met line given as a gap: ${label.requirement} <- ${oneLine(item.text)}`);
    }
  }
  const unlabelled = gaps.filter((i) => !labels.some((l) => about(i, l)));
  for (const i of unlabelled) misses.push(`gap of no labelled line: ${oneLine(i.text)}`);
  return {
    shortLabelled: labels.filter((l) => l.status === 'short').length,
    shortFound,
    confidentlyWrong,
    unlabelledGaps: unlabelled.length,
    misses,
  };
}
