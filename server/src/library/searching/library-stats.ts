import { sql } from 'drizzle-orm';
import { BUILT_IN_CATEGORIES, categoryName, type LibraryStats } from '@csw/contracts';
import type { Db } from '../../db/database';

/**
 * Counts of the documents a user may read, by category (every built-in category, then the others in order
 * of size) and by classification. Category names come from the built-in list or the user's own folders.
 */
export async function libraryCounts(
  db: Db,
  userId: string,
): Promise<Pick<LibraryStats, 'total' | 'byCategory' | 'byClassification'>> {
  const result = await db.execute(sql`
    SELECT d.category, d.classification, count(*)::int AS n
      FROM visible_documents(${userId}) v JOIN documents d ON d.id = v.document_id
     GROUP BY d.category, d.classification`);
  const rows = result.rows as { category: string; classification: 'UNCLASS' | 'SECRET'; n: number }[];
  const byClassification = { UNCLASS: 0, SECRET: 0 };
  const perCategory = new Map<string, number>(BUILT_IN_CATEGORIES.map((c) => [c.id, 0]));
  for (const row of rows) {
    byClassification[row.classification] += Number(row.n);
    perCategory.set(row.category, (perCategory.get(row.category) ?? 0) + Number(row.n));
  }
  const others = [...perCategory.keys()].filter((id) => categoryName(id) === undefined);
  const folderNames = new Map<string, string>();
  if (others.length > 0) {
    const folders = await db.execute(sql`
      SELECT id, name FROM folders WHERE id = ANY(${sql.param(others)}::text[]) AND (owner_id IS NULL OR owner_id = ${userId})`);
    for (const row of folders.rows as { id: string; name: string }[]) folderNames.set(row.id, row.name);
  }
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

/**
 * Whether this is the first time a session opens the library (VECTOR_DB_INIT is audited once per session).
 * The mark lives in the database, so it holds whichever API process answers.
 */
export async function markSessionOpened(db: Db, sessionHash: string): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO library_session_marks (session_hash) VALUES (${sessionHash}) ON CONFLICT DO NOTHING RETURNING session_hash`);
  return result.rows.length > 0;
}
