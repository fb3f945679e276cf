import { BUILT_IN_CATEGORIES, categoryName, type LibraryStats } from '@csw/contracts';
import type { Db } from '../../db/database';
import { countReadable, folderNames as namesOfFolders } from '../../data/library-repository';

/**
 * Counts of the documents a user may read, by category (every built-in category, then the others in order
 * of size) and by classification. Category names come from the built-in list or the user's own folders.
 */
export async function libraryCounts(
  db: Db,
  userId: string,
): Promise<Pick<LibraryStats, 'total' | 'byCategory' | 'byClassification'>> {
  const rows = await countReadable(db, userId);
  const byClassification = { UNCLASS: 0, SECRET: 0 };
  const perCategory = new Map<string, number>(BUILT_IN_CATEGORIES.map((c) => [c.id, 0]));
  for (const row of rows) {
    byClassification[row.classification] += Number(row.n);
    perCategory.set(row.category, (perCategory.get(row.category) ?? 0) + Number(row.n));
  }
  const others = [...perCategory.keys()].filter((id) => categoryName(id) === undefined);
  const folderNames = await namesOfFolders(db, userId, others);
  // Every category by its display name (contracts' categoryName); a user's folder by its own name.
  const nameOf = (id: string) => categoryName(id) ?? folderNames.get(id) ?? id;
  const builtIn = BUILT_IN_CATEGORIES.map((c) => ({
    category: c.id,
    name: c.name,
    count: perCategory.get(c.id) ?? 0,
  }));
  const rest = [...perCategory]
    .filter(([id]) => !BUILT_IN_CATEGORIES.some((c) => c.id === id))
    .map(([category, count]) => ({ category, name: nameOf(category), count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return {
    total: byClassification.UNCLASS + byClassification.SECRET,
    byCategory: [...builtIn, ...rest],
    byClassification,
  };
}
