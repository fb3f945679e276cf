import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { NewDocument } from './documents-repository';
import { rowsOf } from './rows';
import { storedTermsOf } from './term-index-repository';

/** A sample document seeded once, with the hash of its file then, and whether it still exists. */
export interface SeedRecord {
  documentId: string;
  hash: string;
  present: boolean;
}

export async function seedRecords(db: Db): Promise<Map<string, SeedRecord>> {
  const rows = await rowsOf<{ document_id: string; hash: string; present: boolean }>(
    db,
    sql`
    SELECT s.document_id, s.hash, d.id IS NOT NULL AS present
      FROM library_seed s LEFT JOIN documents d ON d.id = s.document_id`,
  );
  return new Map(
    rows.map((r) => [r.document_id, { documentId: r.document_id, hash: r.hash, present: r.present }]),
  );
}

/** Ids among `ids` that exist as documents, with whether they belong to the organisation library. */
export async function existingDocuments(db: Db, ids: readonly string[]): Promise<Map<string, boolean>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; library: boolean }>(
    db,
    sql`SELECT id, owner_id IS NULL AS library FROM documents WHERE id = ANY(${sql.param([...ids])}::text[])`,
  );
  return new Map(rows.map((r) => [r.id, r.library]));
}

/** Seeding one process at a time, until the transaction `tx` ends. */
export async function lockSeeding(tx: Db, lock: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${lock})`);
}

/** A sample document of the organisation library whose file changed: its new text, as a new version. */
export async function updateSeedDocument(
  tx: Db,
  doc: { id: string } & Omit<NewDocument, 'folderId'>,
): Promise<void> {
  await tx.execute(sql`
    UPDATE documents SET title = ${doc.title}, content = ${doc.content}, classification = ${doc.classification},
           category = ${doc.category}, document_type = ${doc.documentType}, version = version + 1, updated_at = now(),
           index_terms = ${storedTermsOf(doc.title, doc.content)}
     WHERE id = ${doc.id} AND owner_id IS NULL`);
}

/** Records that a sample document was seeded from the file of this hash. */
export async function recordSeeded(tx: Db, documentId: string, hash: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO library_seed (document_id, hash) VALUES (${documentId}, ${hash})
    ON CONFLICT (document_id) DO UPDATE SET hash = excluded.hash, seeded_at = now()`);
}
