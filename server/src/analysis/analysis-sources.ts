import type { SourceDocument, SourcePage } from '@csw/engine';
import { readableSourceMeta, readableTexts } from '../data/sources-repository';
import type { Db } from '../db/database';
import { pageTexts, type PageMap } from '../library/page-map';

/** Characters of text one analysis reads at most (about 65,000 words: under a second of analysis). */
export const MAX_ANALYSIS_CHARS = 400_000;

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
  const rows = new Map((await readableSourceMeta(db, userId, unique)).map((row) => [row.id, row]));
  const found = unique.filter((id) => rows.has(id));
  const missing = unique.filter((id) => !rows.has(id));
  if (found.length === 0) return { documents: [], missing, shortened: [] };

  const lengths = found.map((id) => rows.get(id)!.length);
  const shares = shareBudget(lengths, budget);
  const contentOf = await readableTexts(
    db,
    userId,
    found.map((id, i) => ({ id, share: shares[i]! })),
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
    return [
      {
        id,
        title: row.title,
        classification: row.classification,
        createdAt: row.createdAt.toISOString(),
        documentType: row.documentType,
        pages: pagesOf(content, row.pageMap, shares[i]!),
        ...(row.generated ? { generated: true } : {}),
      },
    ];
  });
  return { documents, missing, shortened };
}
