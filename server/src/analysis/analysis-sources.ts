import { sql } from 'drizzle-orm';
import type { Classification } from '@csw/contracts';
import type { SourceDocument, SourcePage } from '@csw/engine';
import { readableRow, visibleDocuments } from '../data/visibility';
import type { Db } from '../db/database';
import { pageTexts, type PageMap } from '../library/page-map';

/** Characters of text one analysis reads at most (about 65,000 words: under a second of analysis). */
export const MAX_ANALYSIS_CHARS = 400_000;

interface SourceRow {
  id: string;
  title: string;
  classification: Classification;
  document_type: string;
  created_at: Date | string;
  page_map: PageMap | null;
  length: number | string;
}

export interface AnalysisSources {
  /** The visible documents asked for, in the order asked. */
  documents: SourceDocument[];
  /** Ids the user may not read or that do not exist (the two are not told apart). */
  missing: string[];
  /** Documents of which only the beginning was read, to stay within MAX_ANALYSIS_CHARS. */
  shortened: { id: string; title: string; readChars: number; totalChars: number }[];
}

/**
 * How many characters each document may give: an equal share of the budget, with what short documents
 * leave over shared among the longer ones.
 */
export function shareBudget(lengths: readonly number[], budget: number): number[] {
  const order = lengths.map((length, index) => ({ length, index })).sort((a, b) => a.length - b.length);
  const shares = new Array<number>(lengths.length).fill(0);
  let left = budget;
  order.forEach(({ length, index }, position) => {
    const share = Math.min(length, Math.floor(left / (order.length - position)));
    shares[index] = share;
    left -= share;
  });
  return shares;
}

/**
 * The pages of a document's text (from its page map) cut at `limit` characters: pages past the cut, and
 * pages without text, are left out; a document without a map is one page.
 */
export function pagesOf(content: string, pageMap: PageMap | null, limit: number): SourcePage[] {
  const text = content.slice(0, limit);
  const pages = pageTexts(text, pageMap).filter((p) => p.text.trim().length > 0);
  return pages.length > 0 ? pages : [{ page: 1, text }];
}

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Which of these documents the user may still read. */
export async function readableIds(db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute(sql`
    SELECT v.document_id AS id FROM ${visibleDocuments(userId)} WHERE v.document_id IN (${idList([...new Set(ids)])})`);
  return new Set((result.rows as { id: string }[]).map((row) => row.id));
}

/**
 * Loads the documents of an analysis through THE visibility rule: only those the user may read come back,
 * so nothing else can be analysed or cited. The text is read only up to each document's share of
 * MAX_ANALYSIS_CHARS.
 */
export async function loadAnalysisSources(
  db: Db,
  userId: string,
  ids: readonly string[],
  budget = MAX_ANALYSIS_CHARS,
): Promise<AnalysisSources> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { documents: [], missing: [], shortened: [] };
  const meta = await db.execute(sql`
    SELECT d.id, d.title, d.classification, d.document_type, d.created_at, d.page_map, d.content_length AS length
      FROM documents d
      ${readableRow(userId)}
     WHERE d.id IN (${idList(unique)})`);
  const rows = new Map((meta.rows as unknown as SourceRow[]).map((row) => [row.id, row]));
  const found = unique.filter((id) => rows.has(id));
  const missing = unique.filter((id) => !rows.has(id));
  if (found.length === 0) return { documents: [], missing, shortened: [] };

  const lengths = found.map((id) => Number(rows.get(id)!.length));
  const shares = shareBudget(lengths, budget);
  const texts = await db.execute(sql`
    SELECT d.id, left(d.content, s.share) AS content
      FROM documents d
      ${readableRow(userId)}
      JOIN (VALUES ${sql.join(
        found.map((id, i) => sql`(${id}, ${shares[i]!}::int)`),
        sql`, `,
      )}) AS s(id, share) ON s.id = d.id`);
  const contentOf = new Map(
    (texts.rows as { id: string; content: string }[]).map((row) => [row.id, row.content]),
  );

  const shortened: AnalysisSources['shortened'] = [];
  const documents = found.flatMap((id, i): SourceDocument[] => {
    const row = rows.get(id)!;
    const content = contentOf.get(id);
    if (content === undefined) {
      missing.push(id); // Deleted or unshared between the two reads.
      return [];
    }
    if (shares[i]! < lengths[i]!)
      shortened.push({ id, title: row.title, readChars: shares[i]!, totalChars: lengths[i]! });
    const createdAt = row.created_at instanceof Date ? row.created_at : new Date(row.created_at);
    return [
      {
        id,
        title: row.title,
        classification: row.classification,
        createdAt: createdAt.toISOString(),
        documentType: row.document_type,
        pages: pagesOf(content, row.page_map, shares[i]!),
      },
    ];
  });
  return { documents, missing, shortened };
}
