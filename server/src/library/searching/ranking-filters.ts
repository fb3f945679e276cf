import { sql, type SQL } from 'drizzle-orm';

export const inCategory = (category: string | undefined): SQL =>
  category ? sql`d.category = ${category}` : sql`TRUE`;

/**
 * Only documents filed in this folder, applied before ranking so that a match is never cut off by better
 * ones elsewhere. A document's folder counts only for its owner (and for everyone in the organisation
 * library), as in the document lists.
 */
export const inFolder = (folderId: string | undefined, userId: string): SQL =>
  folderId ? sql`d.folder_id = ${folderId} AND (d.owner_id = ${userId} OR d.owner_id IS NULL)` : sql`TRUE`;
