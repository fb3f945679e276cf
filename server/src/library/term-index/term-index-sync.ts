import type { Db } from '../../db/database';
import {
  changeLogPosition,
  fillMissingTerms,
  indexPage,
  indexRows,
  pruneChangeLog,
  searchPreamble,
} from '../../data/term-index-repository';
import type { AccessScope } from './index-types';
import { TermIndex, type TermIndexOptions } from './term-index';

/** Documents read per statement while loading or catching up. */
const PAGE = 2000;
/** Change-log rows are kept this long; an index that has not looked for half of it loads everything again. */
export const CHANGE_LOG_HOURS = 24;
const RELOAD_AFTER_MS = (CHANGE_LOG_HOURS / 2) * 3600_000;

/**
 * A word of the title counts this much more than one of the body. 0: a title word counts as a body word.
 * Counting it double raised nDCG@10 on Cranfield and CACM by about 1% and lowered the known-item set by 3%
 * (bench:search --collections all --ablation): it does not carry from one collection to the next.
 */
export const TITLE_WEIGHT = 0;

export interface LoadProgress {
  loaded: number;
}

/**
 * The term index of this API process and how it keeps in step with the database. It loads every
 * document's stored terms at start, then, before each search, reads in the same statement as the user's
 * access data the documents changed by transactions that have finished since it last looked
 * (data/term-index-repository.ts: searchPreamble), and reloads those. So a search sees every write that was
 * acknowledged before it started, whichever API process wrote it; and since the access data is read fresh
 * for every search and the chosen documents are read again through visible_documents, a document the user
 * may not read is never ranked, counted or shown.
 */
export class LibraryTermIndex {
  private index: TermIndex;
  /** The change-log number this index has read up to. */
  private position = 0;
  private syncedAt = 0;
  /** Serialises applying changes, so that an older state never overwrites a newer one. */
  private applying: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    /** Extra weight of a title word (TITLE_WEIGHT; a benchmark measures others). */
    readonly titleWeight = TITLE_WEIGHT,
    /** Word positions are off in the product; a benchmark measures the proximity component with them. */
    private readonly options: TermIndexOptions = {},
  ) {
    this.index = new TermIndex(titleWeight, options);
  }

  get terms(): TermIndex {
    return this.index;
  }

  /**
   * Fills in the stored terms of documents written before the index existed, prunes the change log, and
   * loads every document. The position is read before loading, so that a change made meanwhile is read
   * again at the first search (reloading a document is idempotent).
   */
  async load(onProgress?: (progress: LoadProgress) => void): Promise<void> {
    while ((await fillMissingTerms(this.db, PAGE)) > 0);
    await pruneChangeLog(this.db, CHANGE_LOG_HOURS);
    const position = await changeLogPosition(this.db);
    const index = new TermIndex(this.titleWeight, this.options);
    const read = { text: index.positions };
    let after: string | null = null;
    for (;;) {
      const page = await indexPage(this.db, after, PAGE, read);
      for (const row of page) index.upsert(row);
      if (page.length < PAGE) break;
      after = page[page.length - 1]!.id;
      onProgress?.({ loaded: index.size });
    }
    this.index = index;
    this.position = position;
    this.syncedAt = Date.now();
  }

  /**
   * Brings the index up to date and returns the user's access data for the search that follows: one
   * statement when nothing changed, one more per page of changed documents otherwise.
   */
  async prepare(userId: string): Promise<AccessScope> {
    if (Date.now() - this.syncedAt > RELOAD_AFTER_MS) await this.load();
    let preamble = await searchPreamble(this.db, userId, this.position);
    // Pruned past what this index has read: it may have missed changes, so it loads everything again.
    if (preamble.oldest !== null && preamble.oldest > this.position + 1 && this.position > 0) {
      await this.load();
      preamble = await searchPreamble(this.db, userId, this.position);
    }
    if (preamble.changed.length > 0) await this.apply(preamble.changed);
    if (preamble.position > this.position) this.position = preamble.position;
    this.syncedAt = Date.now();
    return {
      userId,
      clearance: preamble.clearance,
      sharedIds: preamble.sharedIds,
      teamOwners: preamble.teamOwners,
    };
  }

  /** Reads the current state of changed documents and applies it (a missing one was deleted). */
  private apply(ids: readonly string[]): Promise<void> {
    const run = this.applying.then(async () => {
      for (let i = 0; i < ids.length; i += PAGE) {
        const page = ids.slice(i, i + PAGE);
        const rows = await indexRows(this.db, page, { text: this.index.positions });
        const present = new Set(rows.map((r) => r.id));
        for (const id of page) if (!present.has(id)) this.index.remove(id);
        for (const row of rows) this.index.upsert(row);
      }
    });
    this.applying = run.catch(() => undefined);
    return run;
  }
}
