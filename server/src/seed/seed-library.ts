import { BUILT_IN_CATEGORIES } from '@csw/contracts';
import type { Db } from '../db/database';
import { ensureBuiltInFolders } from '../data/folders-repository';
import type { IndexSource } from '../data/index-repository';
import { storeNewDocuments, type NewDocumentsIndex, type NewLibraryDocument } from '../data/new-documents';
import {
  existingDocuments,
  lockSeeding,
  recordSeeded,
  seedRecords,
  updateSeedDocument,
} from '../data/seed-repository';
import { readSeedDocuments, type SeedDocument } from './seed-files';

export interface SeedOutcome {
  inserted: string[];
  updated: string[];
  unchanged: string[];
  /** Seeded once, since deleted by an administrator: left deleted. */
  deleted: string[];
}

export interface SeedOptions {
  /** The sample documents (by default the files of seed/library/). */
  docs?: readonly SeedDocument[];
  /**
   * Computes the embeddings of new documents so that they are stored with them (the library's indexer);
   * without it, or when it returns null, the background indexer embeds them later.
   */
  prepare?: (sources: readonly IndexSource[]) => Promise<NewDocumentsIndex | null>;
}

/** Any constant: two processes starting together seed one after the other. */
const SEED_LOCK = 7_412_004_119;

const toNewDocument = (doc: SeedDocument): NewLibraryDocument => ({
  id: doc.id,
  ownerId: null,
  title: doc.title,
  content: doc.content,
  classification: doc.classification,
  category: doc.category,
  documentType: doc.documentType,
  folderId: null,
  pageMap: null,
  createdAt: doc.createdAt.toISOString(),
});

/**
 * Seeds the organisation library (no owner): the built-in category folders and the sample documents, with
 * their ids, categories, types, classification and creation dates. Idempotent, in one transaction: a
 * document is inserted once (through the one write path of new documents, with its embeddings when
 * `prepare` gives them), updated (new version, embedded again by the indexer) when its file changed, and
 * never duplicated; one that an administrator deleted stays deleted.
 */
export async function seedLibrary(db: Db, options: SeedOptions = {}): Promise<SeedOutcome> {
  const docs = options.docs ?? readSeedDocuments();
  // Embeddings are computed before the transaction (an endpoint may be slow) for the documents that look
  // new; the transaction decides again under the lock, and drops what another process stored meanwhile.
  const before = await seedRecords(db);
  const existing = await existingDocuments(
    db,
    docs.map((d) => d.id),
  );
  const likelyNew = docs.filter((d) => !before.has(d.id) && !existing.has(d.id));
  const index =
    likelyNew.length > 0 && options.prepare
      ? await options.prepare(
          likelyNew.map((d) => ({ id: d.id, version: 1, title: d.title, content: d.content, pageMap: null })),
        )
      : null;

  return db.transaction(async (tx) => {
    await lockSeeding(tx, SEED_LOCK);
    await ensureBuiltInFolders(tx, BUILT_IN_CATEGORIES);
    const outcome: SeedOutcome = { inserted: [], updated: [], unchanged: [], deleted: [] };
    const known = await seedRecords(tx);
    const present = await existingDocuments(
      tx,
      docs.map((d) => d.id),
    );
    const fresh: SeedDocument[] = [];
    const written: SeedDocument[] = [];
    for (const doc of docs) {
      const record = known.get(doc.id);
      if (record && record.hash === doc.hash) {
        (record.present ? outcome.unchanged : outcome.deleted).push(doc.id);
        continue;
      }
      written.push(doc);
      if (record && !record.present) {
        outcome.deleted.push(doc.id);
      } else if (!present.has(doc.id)) {
        fresh.push(doc);
        outcome.inserted.push(doc.id);
      } else {
        if (!present.get(doc.id))
          throw new Error(`Seed document ${doc.id} clashes with a user's document of the same id.`);
        await updateSeedDocument(tx, doc);
        outcome.updated.push(doc.id);
      }
    }
    await storeNewDocuments(tx, fresh.map(toNewDocument), index);
    for (const doc of written) await recordSeeded(tx, doc.id, doc.hash);
    return outcome;
  });
}
