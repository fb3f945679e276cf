import { textFingerprints, textShingleHashes } from '@csw/engine';
import type { Db } from '../../db/database';
import {
  libraryChangesSince,
  restrictedSourcePage,
  restrictedSources,
  type RestrictedSource,
} from '../../data/fingerprint-repository';
import { changeLogPosition } from '../../data/term-index-repository';
import { FingerprintTable } from './fingerprint-table';

/** Documents read per statement while loading or catching up. */
const PAGE = 500;

/**
 * What is fingerprinted of a document or of a text being written: its title, text, category and type, each
 * on its own, every run of SHINGLE_WORDS words (winnowing window 1: the index holds every shingle, so any
 * shared run of 8 words is found, which the window of a winnowed index would stretch to 8 + w - 1 words).
 */
export function fingerprintsOf(
  fields: Pick<RestrictedSource, 'title' | 'content' | 'category' | 'documentType'>,
): number[] {
  return textFingerprints([fields.title, fields.content, fields.category, fields.documentType]);
}

/**
 * Every shingle hash of the fields of a text being checked, repeats kept: a lookup of a repeat costs less than
 * removing it (a third of a 100-page text's check).
 */
export function shingleHashesOf(
  fields: Pick<RestrictedSource, 'title' | 'content' | 'category' | 'documentType'>,
): number[] {
  return [fields.title, fields.content, fields.category, fields.documentType].flatMap((text) =>
    textShingleHashes(text),
  );
}

/**
 * THE fingerprint index of restricted text of this API process: every shingle of every document marked above
 * UNCLASS, and which documents hold it. It loads at the first check, then, before each check, reads the
 * library's change log (written by the database for every statement that writes documents, whatever code
 * writes: migration 0004) and fingerprints again the documents changed since, so that a check sees every
 * write, re-marking and deletion acknowledged before it started, whichever process made it, the way the term
 * index keeps in step (term-index/term-index-sync.ts).
 */
export class RestrictedFingerprints {
  private table = new FingerprintTable();
  private position = 0;
  private loaded = false;
  /** Serialises loading and applying changes, so that an older state never overwrites a newer one. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  get figures(): { documents: number; entries: number } {
    return this.table.figures;
  }

  /** The restricted documents holding any of `hashes`, as the library stands now. */
  async holders(hashes: readonly number[]): Promise<Set<string>> {
    await this.sync();
    return this.table.holders(hashes);
  }

  /** Loads every restricted document (again): the position is read first, so a change made meanwhile is read again. */
  load(): Promise<void> {
    return this.serial(() => this.loadNow());
  }

  /** Brings the index up to date with the change log (loading it the first time). */
  sync(): Promise<void> {
    return this.serial(async () => {
      if (!this.loaded) return this.loadNow();
      const changes = await libraryChangesSince(this.db, this.position);
      // Pruned past what this index has read: it may have missed changes, so it loads everything again.
      if (changes.oldest !== null && changes.oldest > this.position + 1) return this.loadNow();
      for (let i = 0; i < changes.changed.length; i += PAGE) {
        const page = changes.changed.slice(i, i + PAGE);
        const current = await restrictedSources(this.db, page);
        for (const id of page) this.table.remove(id);
        for (const doc of current) this.table.upsert(doc.id, fingerprintsOf(doc));
      }
      if (changes.position > this.position) this.position = changes.position;
    });
  }

  private async loadNow(): Promise<void> {
    const position = await changeLogPosition(this.db);
    const builder = FingerprintTable.builder();
    let after: string | null = null;
    for (;;) {
      const page = await restrictedSourcePage(this.db, after, PAGE);
      for (const doc of page) builder.add(doc.id, fingerprintsOf(doc));
      if (page.length < PAGE) break;
      after = page[page.length - 1]!.id;
    }
    this.table = builder.build();
    this.position = position;
    this.loaded = true;
  }

  private serial(step: () => Promise<void>): Promise<void> {
    const run = this.queue.then(step);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
