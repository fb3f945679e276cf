import { forEachStoredTerm } from '@csw/engine';
import { allowedEdits, editDistance } from './fuzzy-terms';
import { Postings, topK } from './postings';

/** Okapi BM25's published defaults (Robertson et al.; Lucene, Anserini): term saturation and length normalisation. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

/** A document as the index holds it: who may read it (with the access data of a search) and its terms. */
export interface IndexEntry {
  id: string;
  /** Null: the organisation library, readable by everyone. */
  ownerId: string | null;
  category: string;
  folderId: string | null;
  /** The stored form of its terms (engine: encodeDocumentTerms). */
  terms: string;
  /** Last change in milliseconds since the epoch (0 when unknown): the lists' order. */
  updatedAt?: number;
}

/**
 * Who asks, with the access data read from the database for this search (never cached): the documents
 * shared with them and, in team mode, their team peers. The same rule as visible_documents; the database
 * reads the chosen documents through that rule again, so a stale index can only hide, never show.
 */
export interface AccessScope {
  userId: string;
  sharedIds: readonly string[];
  /** Owners whose documents the user reads as a team peer (empty unless in team mode). */
  teamOwners: readonly string[];
}

/** Filters applied to the candidates only: they narrow what is returned, not the statistics. */
export interface IndexFilter {
  category?: string;
  /** A folder counts for its owner's documents and the organisation's (as in the document lists). */
  folderId?: string;
}

/** A term of a query with its weight (its count in the query for a typed word; less for an expansion). */
export interface WeightedLexeme {
  lexeme: string;
  weight: number;
}

export interface IndexHit {
  id: string;
  score: number;
  /** Share of the query's idf-weighted terms the document holds, in 0..1. */
  coverage: number;
  /** How many of the term groups asked about (see `groups`) the document holds a term of. */
  matchedGroups: number;
  /** The query's summed term weights (the score per unit of it says how well the document answers). */
  queryWeight: number;
}

/** A ranking and the query terms that no document of the scope holds (a typo, a word the library never uses). */
export interface IndexRanking {
  hits: IndexHit[];
  missing: string[];
}

export interface ScoredSearch {
  terms: readonly WeightedLexeme[];
  /** Term groups (a typed word and its alternatives): hits report how many they hold. */
  groups?: readonly (readonly string[])[];
  /** Only documents holding one of these terms (feedback reorders, never brings in a document that holds none of the words asked for). */
  requireAny?: readonly string[];
  limit: number;
}

/** The figures of one search's scope: statistics are over what the user may read, nothing else. */
export interface ScopeFigures {
  documents: number;
  meanLength: number;
}

/** One search's view of the index: which slots the user may read and which pass the filters. */
export class SearchScope {
  constructor(
    /** Bit 1: readable (counts in statistics); bit 2: readable and passes the filters. */
    readonly mask: Uint8Array,
    readonly figures: ScopeFigures,
  ) {}
}

const READABLE = 1;
const CANDIDATE = 2;

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
  private folder = new Int32Array(1024);
  private lengths = new Float32Array(1024);
  private updated = new Float64Array(1024);
  /** Per slot: the title's term ids ascending (lists put documents whose title holds every word first). */
  private titleTerms: (Int32Array | null)[] = [];
  /** Per slot: term ids ascending and their frequencies (null once removed). */
  private forwardTerms: (Int32Array | null)[] = [];
  private forwardTfs: (Uint16Array | null)[] = [];
  private readonly termIds = new Map<string, number>();
  private terms: string[] = [];
  private postings: Postings[] = [];
  private readonly owners = new Codes();
  private readonly categories = new Codes();
  private readonly folders = new Codes();
  private livePostings = 0;
  private deadPostings = 0;
  private scratch = new Float64Array(0);
  private touched = new Int32Array(0);

  constructor(
    /** Extra term frequency of each occurrence of a word in the title (0: it counts as in the body). */
    readonly titleWeight = 0,
  ) {}

  /** Documents held. */
  get size(): number {
    return this.slotOf.size;
  }

  /** Distinct terms ever seen, postings held (live and awaiting compaction): for the benchmark's memory line. */
  get figures(): { documents: number; terms: number; postings: number; deadPostings: number } {
    return {
      documents: this.size,
      terms: this.terms.length,
      postings: this.livePostings,
      deadPostings: this.deadPostings,
    };
  }

  has(id: string): boolean {
    return this.slotOf.has(id);
  }

  /** Adds a document, or replaces the one with its id. */
  upsert(entry: IndexEntry): void {
    this.remove(entry.id);
    const slot = this.slots;
    this.ensureCapacity(slot + 1);
    this.slots += 1;
    this.ids[slot] = entry.id;
    this.slotOf.set(entry.id, slot);
    this.alive[slot] = 1;
    this.owner[slot] = entry.ownerId === null ? 0 : this.owners.code(entry.ownerId);
    this.category[slot] = this.categories.code(entry.category);
    this.folder[slot] = entry.folderId === null ? 0 : this.folders.code(entry.folderId);
    this.updated[slot] = entry.updatedAt ?? 0;
    const pairs: [number, number][] = [];
    const inTitle: number[] = [];
    let length = 0;
    forEachStoredTerm(entry.terms, (term, body, title) => {
      const tf = Math.min(65535, body + (1 + this.titleWeight) * title);
      if (tf === 0) return;
      const id = this.termId(term);
      pairs.push([id, tf]);
      if (title > 0) inTitle.push(id);
      length += tf;
    });
    this.titleTerms[slot] = Int32Array.from(inTitle.sort((a, b) => a - b));
    pairs.sort((a, b) => a[0] - b[0]);
    const termIds = new Int32Array(pairs.length);
    const tfs = new Uint16Array(pairs.length);
    pairs.forEach(([term, tf], i) => {
      termIds[i] = term;
      tfs[i] = tf;
      this.postings[term]!.push(slot, tf);
    });
    this.forwardTerms[slot] = termIds;
    this.forwardTfs[slot] = tfs;
    this.lengths[slot] = length;
    this.livePostings += pairs.length;
  }

  /** Forgets a document (its postings are skipped until the next compaction). */
  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.alive[slot] = 0;
    this.ids[slot] = null;
    const count = this.forwardTerms[slot]?.length ?? 0;
    this.forwardTerms[slot] = null;
    this.forwardTfs[slot] = null;
    this.titleTerms[slot] = null;
    this.livePostings -= count;
    this.deadPostings += count;
    if (this.deadPostings > 50_000 && this.deadPostings > this.livePostings / 2) this.compact();
  }

  /**
   * The scope of one search: the documents the user may read (for the statistics) and, among them, those
   * that pass the filters (the candidates). One pass over the slots, a fraction of a millisecond at 100k.
   */
  scope(access: AccessScope, filter: IndexFilter = {}): SearchScope {
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
    const { alive, owner, lengths: lengthOf } = this;
    for (let slot = 0; slot < this.slots; slot += 1) {
      if (alive[slot] === 0) continue;
      const o = owner[slot]!;
      if (o !== 0 && o !== me && peers[o] !== 1) continue;
      mask[slot] = passes(slot, o) ? READABLE | CANDIDATE : READABLE;
      documents += 1;
      lengths += lengthOf[slot]!;
    }
    for (const id of access.sharedIds) {
      const slot = this.slotOf.get(id);
      if (slot === undefined || mask[slot] !== 0) continue;
      mask[slot] = passes(slot, this.owner[slot]!) ? READABLE | CANDIDATE : READABLE;
      documents += 1;
      lengths += lengthOf[slot]!;
    }
    return new SearchScope(mask, {
      documents,
      meanLength: documents > 0 ? Math.max(1, lengths / documents) : 1,
    });
  }

  /** Documents of the scope holding the term (BM25's document frequency, over what the user may read). */
  documentFrequency(scope: SearchScope, lexeme: string): number {
    const id = this.termIds.get(lexeme);
    if (id === undefined) return 0;
    const p = this.postings[id]!;
    const { mask } = scope;
    let df = 0;
    for (let i = 0; i < p.size; i += 1) if ((mask[p.docs[i]!]! & READABLE) !== 0) df += 1;
    return df;
  }

  /** BM25's inverse document frequency within the scope, never negative (Lucene's "+1" form). */
  idf(scope: SearchScope, lexeme: string): number {
    const df = this.documentFrequency(scope, lexeme);
    const n = scope.figures.documents;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /**
   * Okapi BM25 (k1 1.2, b 0.75) of the candidates of the scope for the weighted terms, term at a time over
   * their postings only, and the best `limit` with their coverage and matched groups.
   */
  search(scope: SearchScope, search: ScoredSearch): IndexRanking {
    const { mask, figures } = scope;
    const merged = new Map<number, number>();
    const missing: string[] = [];
    for (const t of search.terms) {
      if (!(t.weight > 0)) continue;
      const id = this.termIds.get(t.lexeme);
      if (id === undefined) missing.push(t.lexeme);
      else merged.set(id, (merged.get(id) ?? 0) + t.weight);
    }
    if (merged.size === 0 || figures.documents === 0)
      return { hits: [], missing: search.terms.filter((t) => t.weight > 0).map((t) => t.lexeme) };
    if (this.scratch.length < this.slots) {
      this.scratch = new Float64Array(this.alive.length);
      this.touched = new Int32Array(this.alive.length);
    }
    const acc = this.scratch;
    const touched = this.touched;
    let count = 0;
    const idfs = new Map<number, number>();
    const { lengths } = this;
    const avg = figures.meanLength;
    const n = figures.documents;
    for (const [term, weight] of merged) {
      const p = this.postings[term]!;
      let df = 0;
      for (let i = 0; i < p.size; i += 1) if ((mask[p.docs[i]!]! & READABLE) !== 0) df += 1;
      if (df === 0) {
        missing.push(this.terms[term]!);
        continue;
      }
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      idfs.set(term, idf);
      const w = weight * idf * (BM25_K1 + 1);
      const docs = p.docs;
      const tfs = p.tfs;
      for (let i = 0; i < p.size; i += 1) {
        const slot = docs[i]!;
        if ((mask[slot]! & CANDIDATE) === 0) continue;
        const tf = tfs[i]!;
        const norm = BM25_K1 * (1 - BM25_B + (BM25_B * lengths[slot]!) / avg);
        if (acc[slot] === 0) touched[count++] = slot;
        acc[slot] += (w * tf) / (tf + norm);
      }
    }
    const required = search.requireAny
      ?.map((lexeme) => this.termIds.get(lexeme))
      .filter((id): id is number => id !== undefined);
    const accept = required
      ? (slot: number) => required.some((term) => holds(this.forwardTerms[slot]!, term))
      : () => true;
    const best = topK(touched, count, acc, search.limit, accept);
    const scores = best.map((slot) => acc[slot]!);
    for (let i = 0; i < count; i += 1) acc[touched[i]!] = 0;

    let totalWeight = 0;
    let queryWeight = 0;
    for (const [term, weight] of merged) {
      totalWeight += (idfs.get(term) ?? 0) * weight;
      queryWeight += weight;
    }
    const groups = (search.groups ?? []).map((g) =>
      g.map((lexeme) => this.termIds.get(lexeme)).filter((id): id is number => id !== undefined),
    );
    const hits = best.map((slot, i) => {
      const terms = this.forwardTerms[slot]!;
      let held = 0;
      for (const [term, weight] of merged) if (holds(terms, term)) held += (idfs.get(term) ?? 0) * weight;
      return {
        id: this.ids[slot]!,
        score: scores[i]!,
        coverage: totalWeight > 0 ? held / totalWeight : 0,
        matchedGroups: groups.filter((g) => g.some((term) => holds(terms, term))).length,
        queryWeight,
      };
    });
    return { hits, missing };
  }

  /**
   * A list's text filter (THINK's picker, the library list): the candidates of the scope that hold, for every
   * word, a term starting with it (each word read as a prefix, so that the list follows the typing) or its
   * stem; those whose title holds every word first, then the newest change, then by id. The whole count
   * and one page of ids: the count costs nothing more than the matching, so it is exact.
   */
  filter(
    scope: SearchScope,
    words: readonly { prefix: string; stem: string | null }[],
    page: { limit: number; offset: number },
  ): { ids: string[]; total: number } {
    if (words.length === 0) return { ids: [], total: 0 };
    const { mask } = scope;
    const held = new Uint8Array(this.slots);
    const inTitle = new Uint8Array(this.slots);
    const titleSets: Set<number>[] = [];
    words.forEach((word, w) => {
      const terms = this.termsMatching(word);
      titleSets.push(new Set(terms));
      for (const term of terms) {
        const p = this.postings[term]!;
        for (let i = 0; i < p.size; i += 1) {
          const slot = p.docs[i]!;
          // Counts each word once per document, however many of its terms the document holds.
          if ((mask[slot]! & CANDIDATE) !== 0 && held[slot] === w) held[slot] = w + 1;
        }
      }
    });
    const matches: number[] = [];
    for (let slot = 0; slot < this.slots; slot += 1) if (held[slot] === words.length) matches.push(slot);
    for (const slot of matches) {
      const title = this.titleTerms[slot]!;
      if (titleSets.every((set) => Array.prototype.some.call(title, (t: number) => set.has(t))))
        inTitle[slot] = 1;
    }
    const ids = this.ids;
    const updated = this.updated;
    matches.sort(
      (a, b) =>
        inTitle[b]! - inTitle[a]! ||
        updated[b]! - updated[a]! ||
        (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0),
    );
    return {
      ids: matches.slice(page.offset, page.offset + page.limit).map((slot) => ids[slot]!),
      total: matches.length,
    };
  }

  /**
   * Term ids a word being typed may stand for: those starting with it ("logis" -> logist), its stem, and
   * the stems of four letters or more it already runs past into an English ending ("operat" -> oper, the
   * stem of "operational", but not "operx").
   */
  private termsMatching(word: { prefix: string; stem: string | null }): number[] {
    const out: number[] = [];
    const { prefix, stem } = word;
    this.terms.forEach((term, id) => {
      if (
        term.startsWith(prefix) ||
        term === stem ||
        (term.length >= 4 &&
          term.length < prefix.length &&
          prefix.startsWith(term) &&
          startsAnEnding(prefix.slice(term.length)))
      )
        out.push(id);
    });
    return out;
  }

  /**
   * Terms of the documents the user may read that start with the same letter and lie within a few edits of
   * `lexeme` (allowedEdits), closest first, then most frequent: what a typo was meant to be. Scans the
   * dictionary, skipping terms whose length or first letter rules them out; callers ask only for the words
   * of a query that no readable document holds.
   */
  similarTerms(scope: SearchScope, lexeme: string, limit: number): { term: string; distance: number }[] {
    const max = allowedEdits(lexeme);
    if (max === 0) return [];
    const found: { term: string; distance: number; df: number }[] = [];
    const first = lexeme[0];
    for (const term of this.terms) {
      if (term[0] !== first || Math.abs(term.length - lexeme.length) > max || term === lexeme) continue;
      const distance = editDistance(lexeme, term, max);
      if (distance > max) continue;
      const df = this.documentFrequency(scope, term);
      if (df > 0) found.push({ term, distance, df });
    }
    return found
      .sort((a, b) => a.distance - b.distance || b.df - a.df || a.term.localeCompare(b.term))
      .slice(0, limit)
      .map(({ term, distance }) => ({ term, distance }));
  }

  /**
   * Relevance model of the first-ranked documents (RM3's P(w|R); Lavrenko and Croft): each document's term
   * distribution (tf / length) weighted by its share of the scores, the `count` heaviest kept, normalised to
   * sum 1. Numbers and one-letter terms are left out.
   */
  relevanceModel(hits: readonly IndexHit[], count: number): WeightedLexeme[] {
    const total = hits.reduce((sum, h) => sum + h.score, 0);
    if (total <= 0) return [];
    const model = new Map<number, number>();
    for (const hit of hits) {
      const slot = this.slotOf.get(hit.id);
      if (slot === undefined) continue;
      const terms = this.forwardTerms[slot]!;
      const tfs = this.forwardTfs[slot]!;
      const share = hit.score / total / Math.max(1, this.lengths[slot]!);
      for (let i = 0; i < terms.length; i += 1) {
        const term = terms[i]!;
        model.set(term, (model.get(term) ?? 0) + share * tfs[i]!);
      }
    }
    const usable = [...model].filter(([term]) => {
      const lexeme = this.terms[term]!;
      return lexeme.length > 1 && !/^[0-9.,/-]+$/.test(lexeme);
    });
    const top = usable
      .sort((a, b) => b[1] - a[1] || this.terms[a[0]]!.localeCompare(this.terms[b[0]]!))
      .slice(0, count);
    const sum = top.reduce((s, [, w]) => s + w, 0);
    return sum > 0 ? top.map(([term, w]) => ({ lexeme: this.terms[term]!, weight: w / sum })) : [];
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
      folder: this.folder,
      lengths: this.lengths,
      updated: this.updated,
      terms: this.forwardTerms,
      tfs: this.forwardTfs,
      titles: this.titleTerms,
    };
    const capacity = Math.max(1024, live.length * 2);
    this.alive = new Uint8Array(capacity);
    this.owner = new Int32Array(capacity);
    this.category = new Int32Array(capacity);
    this.folder = new Int32Array(capacity);
    this.lengths = new Float32Array(capacity);
    this.updated = new Float64Array(capacity);
    this.ids = [];
    this.forwardTerms = [];
    this.forwardTfs = [];
    this.titleTerms = [];
    this.postings = this.terms.map(() => new Postings());
    this.slotOf.clear();
    live.forEach(([id, from], slot) => {
      this.ids[slot] = id;
      this.slotOf.set(id, slot);
      this.alive[slot] = 1;
      this.owner[slot] = old.owner[from]!;
      this.category[slot] = old.category[from]!;
      this.folder[slot] = old.folder[from]!;
      this.lengths[slot] = old.lengths[from]!;
      this.updated[slot] = old.updated[from]!;
      this.titleTerms[slot] = old.titles[from]!;
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

/** English endings a stemmer takes off, for a word typed past its stem. */
const ENDINGS = [
  'ation',
  'ational',
  'ations',
  'ate',
  'ated',
  'ates',
  'ating',
  'ion',
  'ions',
  'ional',
  'al',
  'ally',
  'ing',
  'ings',
  'ed',
  'er',
  'ers',
  'es',
  'ies',
  'ied',
  'ment',
  'ments',
  'ness',
  'ity',
  'ive',
  'ly',
  'ance',
  'ence',
  'ant',
  'ent',
  'ism',
  'ist',
  'ize',
  'ise',
  'ical',
  'ic',
  's',
  'e',
  'y',
];
const startsAnEnding = (rest: string) => ENDINGS.some((ending) => ending.startsWith(rest));

/** Whether a sorted term list holds the term (binary search). */
function holds(terms: Int32Array, term: number): boolean {
  let lo = 0;
  let hi = terms.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = terms[mid]!;
    if (v === term) return true;
    if (v < term) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
