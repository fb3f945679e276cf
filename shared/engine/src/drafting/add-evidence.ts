import { DRAFT_MESSAGES, type DraftCitation, type EvidenceResult } from '@csw/contracts';
import { draftFormats, staffFormat, ADAPTIVE_FORMAT_ID } from '../formats/registry';
import { rankPassages } from '../search/passage-ranking';
import { proseUnits } from './prose';
import { sectionQuery } from './section-passages';
import { headingOf, sectionOfHeading } from './source-headings';
import { appendSource, quoteText, sameSpan, SOURCES_HEADING, type DraftPassage } from './sources';

export interface AddEvidenceInput {
  readonly text: string;
  /** The cursor: evidence supports the paragraph around it (or the one before it on a blank line). */
  readonly cursor: number;
  /**
   * Candidate passages from documents the user may read: retrieved for the section at the cursor
   * (section-passages.ts, each marked with that section), or else for the paragraph.
   */
  readonly passages: readonly DraftPassage[];
  /** Citations already in the draft: their numbers continue, their quotes are not inserted twice. */
  readonly citations?: readonly DraftCitation[];
}

/** Every section name of the drafted formats (read when asked: a format may be registered later). */
const allSections = (): string[] => [
  ...new Set(
    [...draftFormats(), staffFormat(ADAPTIVE_FORMAT_ID)!].flatMap((f) =>
      f.draft!.sections.map((s) => s.label),
    ),
  ),
];

/** A line the draft writes where the library held nothing for a section. */
const LACKS_LINE =
  /[^.\n]*\b(?:the library holds nothing on|documents held in the library do not address)\b[^.\n]*\./i;

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
 * The template section the cursor stands in: the last heading line before it ("4. SUSTAINMENT",
 * "Improves") that names a section, or null (before the first heading, in the source list, or in a text
 * without section headings).
 */
export function sectionAt(text: string, cursor: number): string | null {
  const before = text.slice(0, cursor);
  if (new RegExp(`\\n${SOURCES_HEADING}\\n`).test(before)) return null;
  const lines = before.split('\n');
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    const heading = headingOf(lines[i]!);
    const section = heading ? sectionOfHeading(heading, allSections()) : null;
    if (section) return section;
  }
  return null;
}

/**
 * Inserts, at the end of the paragraph at the cursor, the passage that bears most on where the cursor is,
 * quoted and cited `[n]`, and adds it to the source list. Passages retrieved for the cursor's section are
 * taken in their ranking (the section's doctrinal content); otherwise the passage most relevant to the
 * paragraph (BM25 with query expansion). A line saying the library held nothing on the section is replaced
 * by the evidence rather than left to contradict it. When nothing bears on it, nothing is inserted and the
 * result says so.
 */
export function addEvidence(input: AddEvidenceInput): EvidenceResult {
  const { text, cursor } = input;
  const cited = input.citations ?? [];
  const paragraph = paragraphAt(text, cursor);
  const section = sectionAt(text, cursor);
  const none = {
    citation: null,
    text,
    start: cursor,
    end: cursor,
    message: section ? DRAFT_MESSAGES.noSectionEvidence(section) : DRAFT_MESSAGES.noEvidence,
  };
  if (!paragraph) return none;
  const fresh = input.passages.filter((p) => !cited.some((c) => sameSpan(c, p.citation)));
  const forSection = section ? fresh.filter((p) => p.section === section) : [];
  // A section with a doctrinal content takes only what bears on it: never a passage that merely shares a
  // word with the paragraph (POL reporting of another exercise under "the library holds nothing on it").
  const best =
    section && sectionQuery(section) && input.passages.some((p) => p.section)
      ? forSection[0]
      : rankPassages(
          fresh.map((p) => ({ text: p.citation.quote, passage: p })),
          paragraph.text.replace(LACKS_LINE, ''),
          1,
        )[0]?.passage.passage;
  if (!best) return none;
  const n = cited.reduce((max, c) => Math.max(max, c.n), 0) + 1;
  const citation: DraftCitation = { n, ...best.citation };
  const sentence = `As "${citation.title}" records on page ${citation.page}: "${quoteText(citation.quote)}" [${n}].`;
  const lacks = LACKS_LINE.exec(paragraph.text);
  let inserted: string;
  let start: number;
  if (lacks) {
    start = paragraph.start + lacks.index + (lacks[0].length - lacks[0].trimStart().length);
    const end = paragraph.start + lacks.index + lacks[0].length;
    inserted = `${text.slice(0, start)}${sentence}${text.slice(end)}`;
  } else {
    start = paragraph.end + 1;
    inserted = `${text.slice(0, paragraph.end)} ${sentence}${text.slice(paragraph.end)}`;
  }
  return {
    citation,
    text: appendSource(inserted, citation),
    start,
    end: start + sentence.length,
    message: null,
  };
}
