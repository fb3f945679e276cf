import { sql } from 'drizzle-orm';
import type { Classification } from '@csw/contracts';
import type { Db } from '../db/database';
import { firstRow, rowsOf } from './rows';
import { visibleDocuments } from './visibility';

/*
 * What the fingerprint index of restricted text reads (library/fingerprints): the text of the documents marked
 * above UNCLASS, the library's change log (migration 0004) to stay in step, and the markings and titles of
 * the documents a check found.
 */

/** The fields of a restricted document that are fingerprinted. */
export interface RestrictedSource {
  id: string;
  title: string;
  content: string;
  category: string;
  documentType: string;
}

interface SourceRow {
  id: string;
  title: string;
  content: string;
  category: string;
  document_type: string;
}

const toSource = (row: SourceRow): RestrictedSource => ({
  id: row.id,
  title: row.title,
  content: row.content,
  category: row.category,
  documentType: row.document_type,
});

/** One page of the restricted documents, in id order after `afterId` (keyset paging: the first load). */
export async function restrictedSourcePage(
  db: Db,
  afterId: string | null,
  limit: number,
): Promise<RestrictedSource[]> {
  const rows = await rowsOf<SourceRow>(
    db,
    sql`
    SELECT id, title, content, category, document_type FROM documents
     WHERE classification <> 'UNCLASS' AND ${afterId === null ? sql`TRUE` : sql`id > ${afterId}`}
     ORDER BY id LIMIT ${limit}`,
  );
  return rows.map(toSource);
}

/** Of some documents, those that are restricted now, with their text (the others were deleted or are UNCLASS). */
export async function restrictedSources(db: Db, ids: readonly string[]): Promise<RestrictedSource[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<SourceRow>(
    db,
    sql`
    SELECT id, title, content, category, document_type FROM documents
     WHERE id = ANY(${sql.param([...ids])}::text[]) AND classification <> 'UNCLASS'`,
  );
  return rows.map(toSource);
}

/** The change log since `from`: where it stands now, the oldest number it holds and the documents changed. */
export async function libraryChangesSince(
  db: Db,
  from: number,
): Promise<{ position: number; oldest: number | null; changed: string[] }> {
  const row = await firstRow<{ position: number | string; oldest: number | string | null; changed: string[] | string }>(
    db,
    sql`
    WITH clock AS (SELECT seq FROM library_change_clock WHERE id = 1)
    SELECT clock.seq AS position,
           (SELECT min(c.seq) FROM library_changes c) AS oldest,
           coalesce((SELECT json_agg(DISTINCT c.document_id) FROM library_changes c
                      WHERE c.seq > ${from} AND c.seq <= clock.seq), '[]') AS changed
      FROM clock`,
  );
  const changed = row?.changed ?? [];
  return {
    position: Number(row?.position ?? 0),
    oldest: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
    changed: typeof changed === 'string' ? (JSON.parse(changed) as string[]) : changed,
  };
}

/** A restricted document that holds words of a text, as the marking rule sees it now. */
export interface RestrictedHolder {
  id: string;
  title: string;
  classification: Classification;
  /** Whether the user may read it (THE visibility rule): only then is its title shown to them. */
  readable: boolean;
}

/**
 * Of some documents, the ones marked above UNCLASS now, and whether `userId` may read each (THE visibility rule
 * joined one row at a time, as visibility.ts: readableRow does).
 */
export async function restrictedHolders(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<RestrictedHolder[]> {
  if (ids.length === 0) return [];
  return rowsOf<RestrictedHolder>(
    db,
    sql`
    SELECT d.id, d.title, d.classification, v.access IS NOT NULL AS readable
      FROM documents d
      LEFT JOIN LATERAL (SELECT r.access FROM ${visibleDocuments(userId, 'r')} WHERE r.document_id = d.id) AS v ON TRUE
     WHERE d.id = ANY(${sql.param([...new Set(ids)])}::text[]) AND d.classification <> 'UNCLASS'`,
  );
}
