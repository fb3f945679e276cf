import type { DraftCitation } from '@csw/contracts';
import type { Citation, SourceDocument } from '../analysis/types';
import { oneLine } from '../text/normalize';
import { rankPassages, textPassages } from '../search/passage-ranking';

/** A passage the server retrieved for the user (only from documents they may read), best first. */
export interface DraftPassage {
  readonly citation: Citation;
  /** Relevance from the retrieval (relative, for ordering only). */
  readonly score?: number;
}

// A passage this short is a heading or a label, not evidence.
const MIN_WORDS = 5;

/**
 * Ranked sentence passages of the given documents for a query (BM25 with query expansion), each cited
 * with its page and offsets. For callers that hold documents rather than search results.
 */
export function passagesFromDocuments(
  documents: readonly SourceDocument[],
  query: string,
  limit = 12,
): DraftPassage[] {
  const candidates: Array<{ text: string; citation: Citation }> = [];
  for (const doc of documents) {
    const pages = doc.pages ?? [{ page: 1, text: doc.text ?? '' }];
    for (const page of pages) {
      for (const p of textPassages(page.text)) {
        if (p.kind !== 'sentence' || p.text.split(/\s+/).length < MIN_WORDS) continue;
        candidates.push({
          text: p.text,
          citation: {
            documentId: doc.id,
            title: doc.title,
            classification: doc.classification,
            page: page.page,
            quote: oneLine(p.text),
            start: p.start,
            end: p.end,
          },
        });
      }
    }
  }
  return rankPassages(candidates, query, limit).map((r) => ({
    citation: r.passage.citation,
    score: r.score,
  }));
}

/** The quote as written into a draft: one line, without its closing stop (the draft adds its own). */
export function quoteText(quote: string): string {
  return oneLine(quote).replace(/[.;:,!?]+$/u, '');
}

export const sameSpan = (a: Citation, b: Citation) =>
  a.documentId === b.documentId && a.page === b.page && a.start === b.start && a.end === b.end;

/** A line of the draft's source list. */
export function sourceLine(c: DraftCitation): string {
  return `[${c.n}] ${c.title}, page ${c.page} (${c.classification}): "${quoteText(c.quote)}"`;
}

export const SOURCES_HEADING = 'Sources';

/** Adds a citation's line to the source list at the end of a text, creating the list if needed. */
export function appendSource(text: string, citation: DraftCitation): string {
  const line = sourceLine(citation);
  const heading = new RegExp(`\\n${SOURCES_HEADING}\\n(?:\\[\\d+\\][^\\n]*(?:\\n|$))*$`);
  const trimmed = text.replace(/\s+$/, '');
  if (heading.test(trimmed)) return `${trimmed}\n${line}`;
  return `${trimmed}\n\n${SOURCES_HEADING}\n${line}`;
}
