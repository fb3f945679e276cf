import { highestClassification, type Classification } from '@csw/contracts';
import type { Db } from '../db/database';
import { readableRestrictedTexts } from '../data/sources-repository';
import type { LibraryService } from './library-service';

/** Words in a row that count as text taken from another document (a short phrase can be common). */
export const SHINGLE_WORDS = 8;
/** Pieces of a text searched for the documents it may come from (each up to PIECE_WORDS words). */
const MAX_PIECES = 24;
const PIECE_WORDS = 60;
/** Documents looked at per piece. */
const CANDIDATES_PER_PIECE = 4;
/** Shingles of the written text kept for the comparison (a very long text is compared by its first part). */
const MAX_SHINGLES = 50_000;

/** Where a text's marking comes from: the restricted documents it cites or holds words of. */
export interface DerivedMarking {
  classification: Classification;
  /** The sources that raised it, by title. */
  titles: string[];
}

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function shingles(words: readonly string[], limit: number): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE_WORDS <= words.length && out.size < limit; i += 1)
    out.add(words.slice(i, i + SHINGLE_WORDS).join(' '));
  return out;
}

/** Whether `source` holds a run of SHINGLE_WORDS words that `written` also holds. */
export function sharesPassage(written: ReadonlySet<string>, source: string): boolean {
  const words = wordsOf(source);
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i += 1)
    if (written.has(words.slice(i, i + SHINGLE_WORDS).join(' '))) return true;
  return false;
}

/**
 * The marking a text must carry because of where its words come from, decided on the server: the highest
 * marking among (1) the documents it cites that the writer may read, as they are marked now, and (2) the
 * restricted documents the writer may read that hold a passage of it (pasted or quoted: SHINGLE_WORDS words
 * in a row), found by searching the library with pieces of the text. A writer cleared for UNCLASS only
 * reads no restricted document, so for them nothing is searched. `exceptId` is the document being saved.
 */
export async function derivedMarking(
  db: Db,
  library: Pick<LibraryService, 'searchIds'>,
  reader: { id: string; clearance: Classification },
  text: string,
  citedIds: readonly string[],
  exceptId?: string,
): Promise<DerivedMarking> {
  if (reader.clearance === 'UNCLASS') return { classification: 'UNCLASS', titles: [] };
  const words = wordsOf(text);
  const pieces: string[] = [];
  for (let i = 0; i < words.length && pieces.length < MAX_PIECES; i += PIECE_WORDS)
    pieces.push(words.slice(i, i + PIECE_WORDS).join(' '));
  const found = pieces.length > 0 ? await library.searchIds(reader.id, pieces, CANDIDATES_PER_PIECE) : [];
  const candidates = new Set([...citedIds, ...found.flat()]);
  if (exceptId) candidates.delete(exceptId);
  const restricted = await readableRestrictedTexts(db, reader.id, [...candidates]);
  if (restricted.length === 0) return { classification: 'UNCLASS', titles: [] };
  const cited = new Set(citedIds);
  const written = shingles(words, MAX_SHINGLES);
  const sources = restricted.filter((doc) => cited.has(doc.id) || sharesPassage(written, doc.content));
  return {
    classification: highestClassification(sources.map((s) => s.classification)),
    titles: [...new Set(sources.map((s) => s.title))],
  };
}
