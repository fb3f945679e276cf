import { forEachStoredTerm } from '@csw/engine';
import { bm25Search } from './bm25-search';
import { divergenceExpansion, type ExpansionSample } from './divergence-expansion';
import { similarTerms } from './fuzzy-terms';
import {
  CANDIDATE,
  READABLE,
  SearchScope,
  type AccessScope,
  type IndexData,
  type IndexEntry,
  type IndexFilter,
  type IndexHit,
  type IndexRanking,
  type ScoredSearch,
  type WeightedLexeme,
  type WordSequence,
} from './index-types';
import { filterDocuments, type TypedWord } from './list-filter';
import { Postings } from './postings';
import { relevanceModel } from './relevance-model';
import { wordSequence } from './word-positions';

export interface TermIndexOptions {
  /**
   * Hold each document's word positions (word-positions.ts), for the proximity component (proximity.ts):
   * every entry must then carry its text. Off in the product (it did not raise every collection).
   */
  positions?: boolean;
}

/** Scopes kept for reuse (a mask of one byte per document each). */
const KEPT_SCOPES = 16;

/** Dense codes from 1 for strings (owners, categories, folders), so that a slot holds numbers only. */
class Codes {
  private readonly map = new Map<string, number>();
  code(value: string): number {
    let code = this.map.get(value);
    if (code === undefined) {
      code = this.map.size + 1;
      this.map.set(value, code);
    }
    return code;
  }
  find(value: string): number {
    return this.map.get(value) ?? -1;
  }
  get size(): number {
    return this.map.size;
  }
}

/**
 * The library's inverted index, in the memory of each API process: postings per term (typed arrays),
 * document lengths, and a forward index (each document's terms) for relevance feedback and coverage. It is
 * built from the terms stored with each document (written in the same transaction as the document) and kept
 * in step through the change log (term-index-sync.ts). A query reads only the postings of its own terms;
 * BM25's statistics (document count, mean length, document frequencies) are counted over the documents the
 * user may read, so a document nobody shared with the user never weighs in a ranking they see.
 */
export class TermIndex {
  private slots = 0;
  private ids: (string | null)[] = [];
  private readonly slotOf = new Map<string, number>();
  private alive = new Uint8Array(1024);
  private owner = new Int32Array(1024);
  private category = new Int32Array(1024);
  /** Per slot: 1 for a document marked above UNCLASS (only readers cleared for it may count it). */
  private restricted = new Uint8Array(1024);
  /** Per slot: 1 for a document the product generated (left out of an evidence-only scope). */
  private generated = new Uint8Array(1024);
  private folder = new Int32Array(1024);
  private lengths = new Float32Array(1024);
  private updated = new Float64Array(1024);
  /** Per slot: the title's term ids ascending (lists put documents whose title holds every word first). */
  private titleTerms: (Int32Array | null)[] = [];
  /** Per slot: term ids ascending and their frequencies (null once removed). */
  private forwardTerms: (Int32Array | null)[] = [];
  private forwardTfs: (Uint16Array | null)[] = [];
  /** Per slot: the word positions, when the index holds them. */
  private sequences: (WordSequence | null)[] = [];
  private positionsHeld = 0;
  private readonly termIds = new Map<string, number>();
  private terms: string[] = [];
  private postings: Postings[] = [];
  private readonly owners = new Codes();
  private readonly categories = new Codes();
  private readonly folders = new Codes();
  private livePostings = 0;
  private deadPostings = 0;
  private scratch = new Float64Array(0);
  /** Changes with every document added or removed: scopes built before are stale. */
  private version = 0;
  private readonly scopes = new Map<string, SearchScope>();
  private scopesAt = 0;
  private touched = new Int32Array(0);

  /** Whether the index holds word positions (TermIndexOptions.positions). */
  readonly positions: boolean;

  constructor(
    /** Extra term frequency of each occurrence of a word in the title (0: it counts as in the body). */
    readonly titleWeight = 0,
    options: TermIndexOptions = {},
  ) {
    this.positions = options.positions === true;
  }

  /** Documents held. */
  get size(): number {
    return this.slotOf.size;
  }

  /** Distinct terms ever seen, postings held (live and awaiting compaction): for the benchmark's memory line. */
  get figures(): {
    documents: number;
    terms: number;
    postings: number;
    deadPostings: number;
    positions: number;
  } {
    return {
      documents: this.size,
      terms: this.terms.length,
      postings: this.livePostings,
      deadPostings: this.deadPostings,
      positions: this.positionsHeld,
    };
  }

  /** Adds a document, or replaces the one with its id. */
  upsert(entry: IndexEntry): void {
    if (this.positions && !entry.text)
      throw new Error(`The term index holds word positions: document ${entry.id} came without its text`);
    this.remove(entry.id);
    this.version += 1;
    const slot = this.slots;
    this.ensureCapacity(slot + 1);
    this.slots += 1;
    this.ids[slot] = entry.id;
    this.slotOf.set(entry.id, slot);
    this.alive[slot] = 1;
    this.owner[slot] = entry.ownerId === null ? 0 : this.owners.code(entry.ownerId);
    this.category[slot] = this.categories.code(entry.category);
    this.restricted[slot] = entry.classification === 'UNCLASS' ? 0 : 1;
    this.generated[slot] = entry.generated === true ? 1 : 0;
    this.folder[slot] = entry.folderId === null ? 0 : this.folders.code(entry.folderId);
    this.updated[slot] = entry.updatedAt ?? 0;
    // Each term as one number (id x 65,536 + tf), so that a typed array sorts them by id without a comparator:
    // loading the index at start is mostly this loop.
    const keys: number[] = [];
    const inTitle: number[] = [];
    let length = 0;
    forEachStoredTerm(entry.terms, (term, body, title) => {
      const tf = Math.min(65535, body + (1 + this.titleWeight) * title);
      if (tf === 0) return;
      const id = this.termId(term);
      keys.push(id * 65536 + tf);
      if (title > 0) inTitle.push(id);
      length += tf;
    });
    this.titleTerms[slot] = Int32Array.from(inTitle).sort();
    const sorted = Float64Array.from(keys).sort();
    const termIds = new Int32Array(sorted.length);
    const tfs = new Uint16Array(sorted.length);
    for (let i = 0; i < sorted.length; i += 1) {
      const key = sorted[i]!;
      const term = Math.floor(key / 65536);
      const tf = key - term * 65536;
      termIds[i] = term;
      tfs[i] = tf;
      this.postings[term]!.push(slot, tf);
    }
    this.forwardTerms[slot] = termIds;
    this.forwardTfs[slot] = tfs;
    if (this.positions) {
      const sequence = wordSequence(entry.text!, termIds, (lexeme) => this.termIds.get(lexeme));
      this.sequences[slot] = sequence;
      this.positionsHeld += sequence.length;
    }
    this.lengths[slot] = length;
    this.livePostings += sorted.length;
  }

  /** Forgets a document (its postings are skipped until the next compaction). */
  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.version += 1;
    this.slotOf.delete(id);
    this.alive[slot] = 0;
    this.ids[slot] = null;
    const count = this.forwardTerms[slot]?.length ?? 0;
    this.forwardTerms[slot] = null;
    this.forwardTfs[slot] = null;
    this.titleTerms[slot] = null;
    this.positionsHeld -= this.sequences[slot]?.length ?? 0;
    this.sequences[slot] = null;
    this.livePostings -= count;
    this.deadPostings += count;
    if (this.deadPostings > 50_000 && this.deadPostings > this.livePostings / 2) this.compact();
  }

  /**
   * The scope of one search: the documents the user may read (for the statistics) and, among them, those
   * that pass the filters (the candidates). The last few are kept until the index changes, so that the
   * queries of one consultation, feedback and the picker's keystrokes share one (with its frequencies).
   */
  scope(access: AccessScope, filter: IndexFilter = {}): SearchScope {
    const key = JSON.stringify([
      access.userId,
      access.clearance,
      access.sharedIds,
      access.teamOwners,
      filter,
    ]);
    if (this.scopesAt !== this.version) {
      this.scopes.clear();
      this.scopesAt = this.version;
    }
    let scope = this.scopes.get(key);
    if (!scope) {
      scope = this.buildScope(access, filter);
      if (this.scopes.size >= KEPT_SCOPES) this.scopes.delete(this.scopes.keys().next().value!);
      this.scopes.set(key, scope);
    }
    return scope;
  }

  /** One pass over the slots: a fraction of a millisecond at 100,000 documents. */
  private buildScope(access: AccessScope, filter: IndexFilter): SearchScope {
    const mask = new Uint8Array(this.slots);
    const me = this.owners.find(access.userId);
    const peers = new Uint8Array(this.owners.size + 1);
    for (const owner of access.teamOwners) {
      const code = this.owners.find(owner);
      if (code > 0) peers[code] = 1;
    }
    const category = filter.category === undefined ? 0 : this.categories.find(filter.category);
    const folder = filter.folderId === undefined ? 0 : this.folders.find(filter.folderId);
    const passes = (slot: number, owner: number) =>
      (filter.category === undefined || this.category[slot] === category) &&
      (filter.folderId === undefined || (this.folder[slot] === folder && (owner === 0 || owner === me)));
    let documents = 0;
    let lengths = 0;
    const { alive, owner, restricted, lengths: lengthOf } = this;
    const sharedOnly = filter.sharedOnly === true;
    const generated = filter.evidenceOnly === true ? this.generated : null;
    // The same rule as visible_documents: nothing above the reader's clearance, and team mode never opens a
    // restricted document.
    const cleared = access.clearance !== 'UNCLASS';
    for (let slot = 0; slot < this.slots; slot += 1) {
      if (alive[slot] === 0) continue;
      if (restricted[slot] === 1 && !cleared) continue;
      if (generated?.[slot] === 1) continue;
      const o = owner[slot]!;
      if (o !== 0 && o !== me && (peers[o] !== 1 || restricted[slot] === 1)) continue;
      mask[slot] = !sharedOnly && passes(slot, o) ? READABLE | CANDIDATE : READABLE;
      documents += 1;
      lengths += lengthOf[slot]!;
    }
    for (const id of access.sharedIds) {
      const slot = this.slotOf.get(id);
      if (slot === undefined || (restricted[slot] === 1 && !cleared) || generated?.[slot] === 1) continue;
      if (mask[slot] === 0) {
        documents += 1;
        lengths += lengthOf[slot]!;
      }
      mask[slot] = passes(slot, this.owner[slot]!) ? READABLE | CANDIDATE : READABLE;
    }
    return new SearchScope(mask, {
      documents,
      meanLength: documents > 0 ? Math.max(1, lengths / documents) : 1,
    });
  }

  /** Documents of the scope holding the term (BM25's document frequency, over what the user may read). */
  documentFrequency(scope: SearchScope, lexeme: string): number {
    const id = this.termIds.get(lexeme);
    return id === undefined ? 0 : scope.documentFrequency(id, this.postings[id]!);
  }

  /** The index's arrays for its own modules (current references: they are replaced as the index grows). */
  private get data(): IndexData {
    return {
      slots: this.slots,
      ids: this.ids,
      slotOf: this.slotOf,
      lengths: this.lengths,
      updated: this.updated,
      titleTerms: this.titleTerms,
      forwardTerms: this.forwardTerms,
      forwardTfs: this.forwardTfs,
      termIds: this.termIds,
      terms: this.terms,
      postings: this.postings,
      sequences: this.positions ? this.sequences : null,
    };
  }

  /** BM25 over the scope's candidates (bm25-search.ts). */
  search(scope: SearchScope, search: ScoredSearch): IndexRanking {
    if (this.scratch.length < this.slots) {
      this.scratch = new Float64Array(this.alive.length);
      this.touched = new Int32Array(this.alive.length);
    }
    return bm25Search(this.data, { acc: this.scratch, touched: this.touched }, scope, search);
  }

  /** A list's text filter over the scope's candidates (list-filter.ts). */
  filter(
    scope: SearchScope,
    words: readonly TypedWord[],
    page: { limit: number; offset: number },
  ): { ids: string[]; total: number } {
    return filterDocuments(this.data, scope, words, page);
  }

  /** What a typo was meant to be, among the terms the scope's documents hold (fuzzy-terms.ts). */
  similarTerms(scope: SearchScope, lexeme: string, limit: number): { term: string; distance: number }[] {
    return similarTerms(this.data, (term) => this.documentFrequency(scope, term), lexeme, limit);
  }

  /** Bo1 expansion terms of the first-ranked documents, weighed against the scope (divergence-expansion.ts). */
  expansionTerms(scope: SearchScope, hits: readonly IndexHit[], sample: ExpansionSample): WeightedLexeme[] {
    return divergenceExpansion(this.data, scope, hits, sample);
  }

  /** RM3's relevance model of the first-ranked documents (relevance-model.ts). */
  relevanceModel(hits: readonly IndexHit[], count: number): WeightedLexeme[] {
    return relevanceModel(this.data, hits, count);
  }

  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(term);
      this.termIds.set(term, id);
      this.postings.push(new Postings());
    }
    return id;
  }

  private ensureCapacity(slots: number): void {
    if (slots <= this.alive.length) return;
    const capacity = Math.max(slots, this.alive.length * 2);
    const grow = <T extends Uint8Array | Int32Array | Float32Array | Float64Array>(
      old: T,
      make: (n: number) => T,
    ): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.alive = grow(this.alive, (n) => new Uint8Array(n));
    this.owner = grow(this.owner, (n) => new Int32Array(n));
    this.category = grow(this.category, (n) => new Int32Array(n));
    this.restricted = grow(this.restricted, (n) => new Uint8Array(n));
    this.generated = grow(this.generated, (n) => new Uint8Array(n));
    this.folder = grow(this.folder, (n) => new Int32Array(n));
    this.lengths = grow(this.lengths, (n) => new Float32Array(n));
    this.updated = grow(this.updated, (n) => new Float64Array(n));
  }

  /** Renumbers the live documents densely and rebuilds the postings without the removed ones. */
  private compact(): void {
    const live = [...this.slotOf.entries()].sort((a, b) => a[1] - b[1]);
    const old = {
      owner: this.owner,
      category: this.category,
      restricted: this.restricted,
      generated: this.generated,
      folder: this.folder,
      lengths: this.lengths,
      updated: this.updated,
      terms: this.forwardTerms,
      tfs: this.forwardTfs,
      titles: this.titleTerms,
      sequences: this.sequences,
    };
    const capacity = Math.max(1024, live.length * 2);
    this.alive = new Uint8Array(capacity);
    this.owner = new Int32Array(capacity);
    this.category = new Int32Array(capacity);
    this.restricted = new Uint8Array(capacity);
    this.generated = new Uint8Array(capacity);
    this.folder = new Int32Array(capacity);
    this.lengths = new Float32Array(capacity);
    this.updated = new Float64Array(capacity);
    this.ids = [];
    this.forwardTerms = [];
    this.forwardTfs = [];
    this.titleTerms = [];
    this.sequences = [];
    this.postings = this.terms.map(() => new Postings());
    this.slotOf.clear();
    live.forEach(([id, from], slot) => {
      this.ids[slot] = id;
      this.slotOf.set(id, slot);
      this.alive[slot] = 1;
      this.owner[slot] = old.owner[from]!;
      this.category[slot] = old.category[from]!;
      this.restricted[slot] = old.restricted[from]!;
      this.generated[slot] = old.generated[from]!;
      this.folder[slot] = old.folder[from]!;
      this.lengths[slot] = old.lengths[from]!;
      this.updated[slot] = old.updated[from]!;
      this.titleTerms[slot] = old.titles[from]!;
      this.sequences[slot] = old.sequences[from] ?? null;
      const terms = old.terms[from]!;
      const tfs = old.tfs[from]!;
      this.forwardTerms[slot] = terms;
      this.forwardTfs[slot] = tfs;
      for (let i = 0; i < terms.length; i += 1) this.postings[terms[i]!]!.push(slot, tfs[i]!);
    });
    this.slots = live.length;
    this.deadPostings = 0;
    this.scratch = new Float64Array(0);
  }
}
