import { sql } from 'drizzle-orm';
import type { LibraryBackground, SourceDocument } from '@csw/engine';
import { visibleDocuments } from '../data/visibility';
import type { Db } from '../db/database';

/** Words looked up at most: the recurring words of a large selection, most widespread first. */
export const MAX_BACKGROUND_WORDS = 4_000;

/**
 * The words a pattern of these documents can be made of: words (lower case, with a letter) that at
 * least two of the documents use, since a pattern recurs across documents. Most widespread first.
 */
export function recurringWords(documents: readonly SourceDocument[], limit = MAX_BACKGROUND_WORDS): string[] {
  const docsOf = new Map<string, number>();
  for (const d of documents) {
    const text = d.pages ? d.pages.map((p) => p.text).join('\n') : (d.text ?? '');
    const words = new Set(text.toLowerCase().match(/[\p{L}\p{N}]*\p{L}[\p{L}\p{N}]*/gu) ?? []);
    for (const w of words) docsOf.set(w, (docsOf.get(w) ?? 0) + 1);
  }
  return [...docsOf.entries()]
    .filter(([w, n]) => n >= 2 && w.length >= 2 && w.length <= 64)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([w]) => w);
}

/**
 * How many documents the user may read hold each recurring word of the selection (the full-text index
 * stems the word, so "satellite" counts documents with "satellites"), and how many the user may read
 * in all: what THINK measures its patterns against, so that a pattern is distinctive for the selection
 * rather than a word the whole library uses. One query over the visible documents, through the
 * full-text index.
 */
export async function loadLibraryBackground(
  db: Db,
  userId: string,
  documents: readonly SourceDocument[],
): Promise<LibraryBackground | undefined> {
  const words = recurringWords(documents);
  if (words.length === 0) return undefined;
  const result = await db.execute(sql`
    WITH visible AS (SELECT v.document_id FROM ${visibleDocuments(userId)}),
    words AS (
      SELECT w.word, plainto_tsquery('english', w.word) AS query
        FROM unnest(${`{${words.map((w) => `"${w}"`).join(',')}}`}::text[]) AS w(word)
    )
    SELECT NULL AS word, count(*)::int AS df FROM visible
    UNION ALL
    SELECT w.word, count(*)::int AS df
      FROM words w
      JOIN documents d ON d.search_vector @@ w.query
      JOIN visible ON visible.document_id = d.id
     WHERE numnode(w.query) > 0
     GROUP BY w.word`);
  const rows = result.rows as Array<{ word: string | null; df: number | string }>;
  const documentFrequencies: Record<string, number> = {};
  let total = 0;
  for (const row of rows) {
    if (row.word === null) total = Number(row.df);
    else documentFrequencies[row.word] = Number(row.df);
  }
  return { documents: total, documentFrequencies };
}
