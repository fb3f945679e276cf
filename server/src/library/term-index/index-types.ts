import type { Classification } from '@csw/contracts';
import type { Postings } from './postings';

/** Okapi BM25's published defaults (Robertson et al.; Lucene, Anserini): term saturation and length normalisation. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

/** A document as the index holds it: who may read it (with the access data of a search) and its terms. */
export interface IndexEntry {
  id: string;
  /** Null: the organisation library, readable by everyone. */
  ownerId: string | null;
  category: string;
  /** Its marking: a reader not cleared for it never counts it, and team mode never opens it unless UNCLASS. */
  classification: Classification;
  folderId: string | null;
  /** The stored form of its terms (engine: encodeDocumentTerms). */
  terms: string;
  /** Last change in milliseconds since the epoch (0 when unknown): the lists' order. */
  updatedAt?: number;
  /** Written by the product (a saved draft, a report): left out of an evidence-only scope. */
  generated?: boolean;
  /** Its title and text, read only by an index that holds word positions (TermIndexOptions.positions). */
  text?: { title: string; content: string };
}

/**
 * Who asks, with the access data read from the database for this search (never cached): the documents
 * shared with them and, in team mode, their team peers. The same rule as visible_documents; the database
 * reads the chosen documents through that rule again, so a stale index can only hide, never show.
 */
export interface AccessScope {
  userId: string;
  /** The highest marking the user may read. */
  clearance: Classification;
  sharedIds: readonly string[];
  /** Owners whose documents the user reads as a team peer (empty unless in team mode). */
  teamOwners: readonly string[];
}

/** Filters applied to the candidates only: they narrow what is returned, not the statistics. */
export interface IndexFilter {
  category?: string;
  /** A folder counts for its owner's documents and the organisation's (as in the document lists). */
  folderId?: string;
  /** Only documents shared with the user. */
  sharedOnly?: boolean;
  /**
   * Evidence only: documents the product generated are left out of the statistics and the candidates
   * alike (what the product grounds its own writing in; REVIEW's search and lists keep them).
   */
  evidenceOnly?: boolean;
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
  /**
   * The query's terms' weights times their idf, summed: the score of a document of average length that holds
   * each term once (BM25's tf part is then 1), so the score per unit of it says how well the document answers.
   */
  idfWeight: number;
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
  /**
   * Query terms whose nearness in a document adds to its score (BM25TP, proximity.ts); read only where the
   * index holds word positions.
   */
  proximity?: readonly WeightedLexeme[];
  limit: number;
}

/** The figures of one search's scope: statistics are over what the user may read, nothing else. */
export interface ScopeFigures {
  documents: number;
  meanLength: number;
}

/** One search's view of the index: which slots the user may read and which pass the filters. */
export class SearchScope {
  /** Document frequencies counted in this scope so far, by term id (a scope is never changed). */
  private readonly frequencies = new Map<number, number>();

  constructor(
    /** Bit 1: readable (counts in statistics); bit 2: readable and passes the filters. */
    readonly mask: Uint8Array,
    readonly figures: ScopeFigures,
  ) {}

  /** Other figures counted over the scope, by key (expansion's collection frequencies). */
  private readonly remembered = new Map<string, number>();

  /** A figure of this scope, counted the first time it is asked for (a scope is never changed). */
  remember(key: string, count: () => number): number {
    let value = this.remembered.get(key);
    if (value === undefined) {
      value = count();
      this.remembered.set(key, value);
    }
    return value;
  }

  /** Readable documents among a term's postings, counted once per scope (feedback and lists ask again). */
  documentFrequency(term: number, postings: Postings): number {
    let df = this.frequencies.get(term);
    if (df === undefined) {
      df = 0;
      const { mask } = this;
      for (let i = 0; i < postings.size; i += 1) if ((mask[postings.docs[i]!]! & READABLE) !== 0) df += 1;
      this.frequencies.set(term, df);
    }
    return df;
  }
}

/** Mask bits of a scope: readable (counts in statistics), and readable and passing the filters. */
export const READABLE = 1;
export const CANDIDATE = 2;

/**
 * The arrays of a term index as its own modules read them (bm25-search.ts, list-filter.ts,
 * relevance-model.ts, fuzzy-terms.ts): current references, read and never written there.
 */
export interface IndexData {
  /** Slots handed out (live and removed). */
  slots: number;
  ids: readonly (string | null)[];
  slotOf: ReadonlyMap<string, number>;
  lengths: Float32Array;
  /** Last change per slot, ms since the epoch. */
  updated: Float64Array;
  /** Per slot: the title's term ids ascending. */
  titleTerms: readonly (Int32Array | null)[];
  /** Per slot: term ids ascending and their frequencies (null once removed). */
  forwardTerms: readonly (Int32Array | null)[];
  forwardTfs: readonly (Uint16Array | null)[];
  termIds: ReadonlyMap<string, number>;
  terms: readonly string[];
  postings: readonly Postings[];
  /**
   * Per slot, the document's words in reading order (title first), each as its place in forwardTerms[slot]:
   * the word positions, one or two bytes a word. Null when the index holds no positions.
   */
  sequences: readonly (WordSequence | null)[] | null;
}

/** A document's words in order as indexes into its sorted term list (Uint8Array up to 256 distinct terms). */
export type WordSequence = Uint8Array | Uint16Array | Int32Array;

/** Whether a sorted term list holds the term (binary search). */
export function holds(terms: Int32Array, term: number): boolean {
  return placeOf(terms, term) >= 0;
}

/** Where a term stands in a sorted term list (binary search), or -1. */
export function placeOf(terms: Int32Array, term: number): number {
  let lo = 0;
  let hi = terms.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = terms[mid]!;
    if (v === term) return mid;
    if (v < term) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
