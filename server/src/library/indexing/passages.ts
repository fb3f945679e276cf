import { paragraphRanges } from '@csw/engine';
import type { PageMap } from '../page-map';

/** A passage of a document: a [start, end) range of its content, on one page. */
export interface Passage {
  start: number;
  end: number;
  page: number | null;
}

/**
 * Passages of about this many words at most: long enough to carry a topic for the embedder, short enough
 * to point a reader at the place (and to fit any embedding model's input).
 */
export const PASSAGE_WORDS = 300;
/**
 * A document without pages and of at most this many words stays one passage: its whole-document vector
 * says enough, and one vector per document keeps ingestion fast (an HNSW insert is the dearest part).
 */
export const SINGLE_PASSAGE_WORDS = 500;

const WORD = /\S+/g;

/** Word start offsets of a range of text. */
function wordStarts(text: string, start: number, end: number): number[] {
  const starts: number[] = [];
  WORD.lastIndex = start;
  for (let match = WORD.exec(text); match && match.index < end; match = WORD.exec(text))
    starts.push(match.index);
  return starts;
}

/**
 * Cuts a document into passages: whole paragraphs gathered up to PASSAGE_WORDS words, a longer paragraph
 * cut between words, and never across a page boundary (each passage has one page, for citations). A
 * document of one passage needs no passage rows: its whole-document vector is the passage's.
 */
export function passagesOf(content: string, pageMap: PageMap | null): Passage[] {
  if (!pageMap || pageMap.length === 0) {
    const words = wordStarts(content, 0, content.length);
    if (words.length === 0) return [];
    if (words.length <= SINGLE_PASSAGE_WORDS)
      return [{ start: words[0]!, end: content.trimEnd().length, page: null }];
  }
  const ranges = pageMap && pageMap.length > 0 ? pageMap : [{ page: null, start: 0, end: content.length }];
  const passages: Passage[] = [];
  for (const range of ranges) {
    if (range.end <= range.start) continue;
    const text = content.slice(range.start, range.end);
    let open: { start: number; end: number; words: number } | null = null;
    const close = () => {
      if (open) passages.push({ start: open.start, end: open.end, page: range.page });
      open = null;
    };
    for (const paragraph of paragraphRanges(text)) {
      const start = range.start + paragraph.start;
      const end = range.start + paragraph.end;
      const starts = wordStarts(content, start, end);
      if (starts.length === 0) continue;
      if (open && open.words + starts.length > PASSAGE_WORDS) close();
      if (starts.length <= PASSAGE_WORDS) {
        if (open) {
          open.end = end;
          open.words += starts.length;
        } else open = { start, end, words: starts.length };
        continue;
      }
      close();
      // A paragraph longer than a passage: even pieces, cut before a word.
      const pieces = Math.ceil(starts.length / PASSAGE_WORDS);
      const size = Math.ceil(starts.length / pieces);
      for (let i = 0; i < starts.length; i += size) {
        const pieceEnd = i + size < starts.length ? starts[i + size]! : end;
        passages.push({
          start: starts[i]!,
          end: content.slice(starts[i]!, pieceEnd).trimEnd().length + starts[i]!,
          page: range.page,
        });
      }
    }
    close();
  }
  return passages;
}
