import type { DraftCitation } from '@csw/contracts';
import type { Citation, SourceDocument } from '../analysis/types';
import { oneLine } from '../text/normalize';
import { rankPassages, textPassages } from '../search/passage-ranking';
import { contentTerms } from '../text/tokenize';
import { intentTopic } from './topic-relevance';

/** A passage the server retrieved for the user (only from documents they may read), best first. */
export interface DraftPassage {
  readonly citation: Citation;
  /** Relevance from the retrieval (relative, for ordering only). */
  readonly score?: number;
  /**
   * The template section it was retrieved for (section-passages.ts): it bears on that section's doctrinal
   * content, from a source of the draft, even when it does not repeat the subject's words.
   */
  readonly section?: string;
  /** It stands under its source's own heading for that section ("4. SUSTAINMENT.", "SUSTAINS"). */
  readonly headed?: boolean;
}

// A passage this short is a heading or a label, not evidence.
const MIN_WORDS = 5;
// However few passages are asked for, one document may give this many.
const MIN_PER_DOCUMENT = 8;
// A sentence this long states something; shorter ones are often list entries.
const FULL_WORDS = 8;

/** The sentences of a document that can be evidence (five words or more), each cited with its page and offsets. */
export function documentSentences(doc: SourceDocument): Citation[] {
  const out: Citation[] = [];
  for (const page of doc.pages ?? [{ page: 1, text: doc.text ?? '' }]) {
    for (const p of textPassages(page.text)) {
      if (p.kind !== 'sentence' || p.text.split(/\s+/).length < MIN_WORDS) continue;
      out.push({
        documentId: doc.id,
        title: doc.title,
        classification: doc.classification,
        page: page.page,
        quote: oneLine(p.text),
        start: p.start,
        end: p.end,
      });
    }
  }
  return out;
}

/**
 * Ranked sentence passages of the given documents for a query (BM25 with query expansion), each cited
 * with its page and offsets. For callers that hold documents rather than search results. A document
 * whose title names what the query is about ("the acquisition strategy") gives its sentences even when
 * they do not repeat the title's words, its best-matching and fullest sentences first; no document
 * takes more than a share of the places, so that one long document does not crowd out the others.
 */
export function passagesFromDocuments(
  documents: readonly SourceDocument[],
  query: string,
  limit = 12,
): DraftPassage[] {
  const candidates: Array<{ text: string; citation: Citation; named: boolean; order: number }> = [];
  const topic = intentTopic(query).topic;
  for (const doc of documents) {
    const titleTerms = new Set(contentTerms(doc.title));
    const named = topic.length > 0 && topic.every((t) => titleTerms.has(t));
    for (const citation of documentSentences(doc))
      candidates.push({ text: citation.quote, named, order: candidates.length, citation });
  }
  const perDocument = Math.max(MIN_PER_DOCUMENT, Math.ceil(limit / 4));
  const scores = new Map<number, number>();
  for (const r of rankPassages(candidates, query, candidates.length)) scores.set(r.passage.order, r.score);
  const full = (c: (typeof candidates)[number]) => (c.text.split(/\s+/).length >= FULL_WORDS ? 1 : 0);
  const named = candidates
    .filter((c) => c.named)
    .sort(
      (a, b) =>
        (scores.get(b.order) ?? 0) - (scores.get(a.order) ?? 0) || full(b) - full(a) || a.order - b.order,
    );
  const ranked = candidates
    .filter((c) => scores.has(c.order))
    .sort((a, b) => scores.get(b.order)! - scores.get(a.order)! || a.order - b.order);
  const taken = new Map<string, number>();
  const chosen = new Set<number>();
  const out: DraftPassage[] = [];
  // A document the query names may give half the places: the draft is about it.
  const share = (c: (typeof candidates)[number]) =>
    c.named ? Math.max(perDocument, Math.ceil(limit / 2)) : perDocument;
  const take = (c: (typeof candidates)[number]) => {
    const id = c.citation.documentId;
    const n = taken.get(id) ?? 0;
    if (out.length >= limit || n >= share(c) || chosen.has(c.order)) return;
    taken.set(id, n + 1);
    chosen.add(c.order);
    out.push({ citation: c.citation, score: scores.get(c.order) ?? 0 });
  };
  // A named document's share first, then the best matches of all; the result is ordered by score.
  for (const c of named) take(c);
  for (const c of ranked) take(c);
  return out.sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
}

/**
 * The documents that may ground the product's own writing: what people wrote, and a document the product
 * generated (a saved draft, a report) only when the user chose it as a source (`chosen`).
 */
export function evidenceDocuments<D extends Pick<SourceDocument, 'id' | 'generated'>>(
  documents: readonly D[],
  chosen: ReadonlySet<string> = new Set(),
): D[] {
  return documents.filter((d) => d.generated !== true || chosen.has(d.id));
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
