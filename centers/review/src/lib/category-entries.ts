import { BUILT_IN_CATEGORIES, categoryName, type FolderDto, type LibraryStats } from '@csw/contracts';
import type { LibraryFilter } from './library-filter';

/** A user's own folder with the number of documents in it (null when it could not be counted). */
export interface CountedFolder {
  folder: FolderDto;
  count: number | null;
}

export interface CategoryEntry {
  filter: LibraryFilter;
  name: string;
  /** null while the figures are not known. */
  count: number | null;
  /** A folder the user made (New Folder), as opposed to a built-in or document category. */
  custom: boolean;
}

/**
 * The category list: the five built-in categories (always, with 0 when empty), any other category the
 * library holds (such as uploads), then the user's own folders.
 */
export function categoryEntries(
  stats: LibraryStats | undefined,
  folders: readonly CountedFolder[],
): CategoryEntry[] {
  const counts = new Map(stats?.byCategory.map((c) => [c.category, c] as const));
  const entry = (id: string, name: string): CategoryEntry => ({
    filter: { kind: 'category', id },
    name,
    count: stats ? (counts.get(id)?.count ?? 0) : null,
    custom: false,
  });
  const builtIn = BUILT_IN_CATEGORIES.map((c) => entry(c.id, c.name));
  const builtInIds = new Set<string>(BUILT_IN_CATEGORIES.map((c) => c.id));
  const others = (stats?.byCategory ?? [])
    .filter((c) => !builtInIds.has(c.category))
    .map((c) => entry(c.category, categoryName(c.category) ?? c.name));
  const own = folders
    .filter(({ folder }) => !folder.builtIn)
    .map(({ folder, count }) => ({
      filter: { kind: 'folder', id: folder.id } as const,
      name: folder.name,
      count,
      custom: true,
    }));
  return [...builtIn, ...others, ...own];
}
