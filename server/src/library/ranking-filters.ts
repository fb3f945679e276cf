import { sql, type SQL } from 'drizzle-orm';

/** THE visibility rule (visible_documents) for a document row `d`: only what the user may read. */
export const visibleTo = (userId: string): SQL =>
  sql`EXISTS (SELECT 1 FROM visible_documents(${userId}) v WHERE v.document_id = d.id)`;

export const inCategory = (category: string | undefined): SQL =>
  category ? sql`d.category = ${category}` : sql`TRUE`;
