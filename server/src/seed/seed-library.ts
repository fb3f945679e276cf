import { sql } from 'drizzle-orm';
import { BUILT_IN_CATEGORIES } from '@csw/contracts';
import type { Db } from '../db/database';
import { ensureBuiltInFolders } from '../routes/folders/folders-repository';
import { readSeedDocuments, type SeedDocument } from './seed-files';

export interface SeedOutcome {
  inserted: string[];
  updated: string[];
  unchanged: string[];
  /** Seeded once, since deleted by an administrator: left deleted. */
  deleted: string[];
}

/** Any constant: two processes starting together seed one after the other. */
const SEED_LOCK = 7_412_004_119;

/**
 * Seeds the organisation library (no owner): the built-in category folders and the sample documents, with
 * their ids, categories, types, classification and creation dates. Idempotent, in one transaction: a
 * document is inserted once, updated (new version) when its file changed, and never duplicated; one that an
 * administrator deleted stays deleted. The indexer then computes the embeddings of what changed.
 */
export async function seedLibrary(
  db: Db,
  docs: readonly SeedDocument[] = readSeedDocuments(),
): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    await ensureBuiltInFolders(tx, BUILT_IN_CATEGORIES);
    const outcome: SeedOutcome = { inserted: [], updated: [], unchanged: [], deleted: [] };
    const seeded = await tx.execute(sql`
      SELECT s.document_id, s.hash, d.id IS NOT NULL AS present
        FROM library_seed s LEFT JOIN documents d ON d.id = s.document_id`);
    const known = new Map(
      (seeded.rows as { document_id: string; hash: string; present: boolean }[]).map((r) => [
        r.document_id,
        r,
      ]),
    );
    for (const doc of docs) {
      const record = known.get(doc.id);
      if (record && record.hash === doc.hash) {
        (record.present ? outcome.unchanged : outcome.deleted).push(doc.id);
        continue;
      }
      if (record && !record.present) {
        outcome.deleted.push(doc.id);
      } else {
        const written = await tx.execute(sql`
          INSERT INTO documents (id, owner_id, title, content, classification, category, document_type, created_at, updated_at)
          VALUES (${doc.id}, NULL, ${doc.title}, ${doc.content}, ${doc.classification}, ${doc.category}, ${doc.documentType},
                  ${doc.createdAt}, ${doc.createdAt})
          ON CONFLICT (id) DO UPDATE SET title = excluded.title, content = excluded.content,
                 classification = excluded.classification, category = excluded.category,
                 document_type = excluded.document_type, version = documents.version + 1, updated_at = now()
           WHERE documents.owner_id IS NULL
          RETURNING (xmax = 0) AS inserted`);
        const row = written.rows[0] as { inserted: boolean } | undefined;
        if (!row) throw new Error(`Seed document ${doc.id} clashes with a user's document of the same id.`);
        (row.inserted ? outcome.inserted : outcome.updated).push(doc.id);
      }
      await tx.execute(sql`
        INSERT INTO library_seed (document_id, hash) VALUES (${doc.id}, ${doc.hash})
        ON CONFLICT (document_id) DO UPDATE SET hash = excluded.hash, seeded_at = now()`);
    }
    return outcome;
  });
}
