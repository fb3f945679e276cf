import { DRAFT_MESSAGES, type DraftCitation, type EvidenceResult } from '@csw/contracts';
import { rankPassages } from '../search/passage-ranking';
import { proseUnits } from './prose';
import { appendSource, quoteText, sameSpan, type DraftPassage } from './sources';

export interface AddEvidenceInput {
  readonly text: string;
  /** The cursor: evidence supports the paragraph around it (or the one before it on a blank line). */
  readonly cursor: number;
  /** Candidate passages from documents the user may read, for example retrieved for that paragraph. */
  readonly passages: readonly DraftPassage[];
  /** Citations already in the draft: their numbers continue, their quotes are not inserted twice. */
  readonly citations?: readonly DraftCitation[];
}

/** The paragraph at a position: the one containing it, else the last one before it, else the first. */
export function paragraphAt(
  text: string,
  cursor: number,
): { start: number; end: number; text: string } | null {
  const { paragraphs } = proseUnits(text);
  if (paragraphs.length === 0) return null;
  const p =
    paragraphs.find((q) => cursor >= q.start && cursor <= q.end) ??
    [...paragraphs].reverse().find((q) => q.end <= cursor) ??
    paragraphs[0]!;
  return { start: p.start, end: p.end, text: p.text };
}

/**
 * Inserts, at the end of the paragraph at the cursor, the passage most relevant to that paragraph
 * (BM25 with query expansion), quoted and cited `[n]`, and adds it to the source list. When no passage
 * shares a word with the paragraph, nothing is inserted and the result says so.
 */
export function addEvidence(input: AddEvidenceInput): EvidenceResult {
  const { text, cursor } = input;
  const cited = input.citations ?? [];
  const paragraph = paragraphAt(text, cursor);
  const none = { citation: null, text, start: cursor, end: cursor, message: DRAFT_MESSAGES.noEvidence };
  if (!paragraph) return none;
  const fresh = input.passages.filter((p) => !cited.some((c) => sameSpan(c, p.citation)));
  const ranked = rankPassages(
    fresh.map((p) => ({ text: p.citation.quote, passage: p })),
    paragraph.text,
    1,
  );
  const best = ranked[0]?.passage.passage;
  if (!best) return none;
  const n = cited.reduce((max, c) => Math.max(max, c.n), 0) + 1;
  const citation: DraftCitation = { n, ...best.citation };
  const sentence = ` As "${citation.title}" records on page ${citation.page}: "${quoteText(citation.quote)}" [${n}].`;
  const inserted = `${text.slice(0, paragraph.end)}${sentence}${text.slice(paragraph.end)}`;
  return {
    citation,
    text: appendSource(inserted, citation),
    start: paragraph.end + 1,
    end: paragraph.end + sentence.length,
    message: null,
  };
}
