import type { SelectedDocument } from './use-documents';

/**
 * The picker's rows: the selected documents first (in the order they were chosen), then the listed ones.
 * With `frozen` (the ids shown when the focus entered the list) the rows keep that order, a row known
 * only from before (unselected since and not in the current page) still shown, and any new row appended.
 */
export function pickerRows(
  selected: ReadonlyMap<string, SelectedDocument>,
  listed: readonly SelectedDocument[],
  frozen: readonly string[] | null,
  shownBefore: ReadonlyMap<string, SelectedDocument>,
): SelectedDocument[] {
  // A selection made elsewhere may know only ids and titles: the listed entry, when there is one, says more.
  const listedById = new Map(listed.map((d) => [d.id, d]));
  const natural = [
    ...[...selected.values()].map((d) => listedById.get(d.id) ?? d),
    ...listed.filter((d) => !selected.has(d.id)),
  ];
  if (!frozen) return natural;
  const byId = new Map<string, SelectedDocument>(shownBefore);
  for (const document of natural) byId.set(document.id, document);
  const kept = new Set(frozen);
  return [...frozen.flatMap((id) => byId.get(id) ?? []), ...natural.filter((d) => !kept.has(d.id))];
}
