/** A gap between page numbers that are not shown. */
export const GAP = 'gap' as const;

/**
 * The page numbers a pager shows: all of them when there are few, otherwise the first, the last and
 * the neighbours of the current page, with gaps between.
 */
export function pageNumbers(current: number, count: number, neighbours = 1): (number | typeof GAP)[] {
  if (count <= 5 + 2 * neighbours) return Array.from({ length: count }, (_, i) => i + 1);
  const from = Math.max(2, current - neighbours);
  const to = Math.min(count - 1, current + neighbours);
  const pages: (number | typeof GAP)[] = [1];
  if (from > 2) pages.push(GAP);
  for (let page = from; page <= to; page++) pages.push(page);
  if (to < count - 1) pages.push(GAP);
  pages.push(count);
  return pages;
}
