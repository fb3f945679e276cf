import { foldText } from '../text/normalize';
import { STOP_WORDS } from '../text/stop-words';
import { stem } from '../text/stem';
import { lowerWords } from '../text/tokenize';

/**
 * The library's text analysis, one for documents and queries alike: accents folded, lower case, words of
 * letters and digits, English stop words dropped, Porter stems. The same analysis as the plain BM25 that
 * the search benchmark measures against, so that the product's ranking and its baseline read text alike.
 */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const word of lowerWords(foldText(text))) if (!STOP_WORDS.has(word)) out.push(stem(word));
  return out;
}

/** Occurrences of each term of a text. */
export function termCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of indexTerms(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

/** A document's terms as the index stores them: occurrences in the body and in the title, apart. */
export interface DocumentTerms {
  /** term -> [body occurrences, title occurrences] */
  readonly counts: Map<string, [number, number]>;
}

/** The terms of a document's title and text. */
export function documentTerms(title: string, content: string): DocumentTerms {
  const counts = new Map<string, [number, number]>();
  for (const term of indexTerms(content)) {
    const known = counts.get(term);
    if (known) known[0] += 1;
    else counts.set(term, [1, 0]);
  }
  for (const term of indexTerms(title)) {
    const known = counts.get(term);
    if (known) known[1] += 1;
    else counts.set(term, [0, 1]);
  }
  return { counts };
}

/**
 * The stored form of a document's terms (one text column written with the document): `term:body:title`
 * separated by spaces, `:title` left out when 0. Terms hold only letters, digits and apostrophes, so neither
 * separator can occur in one.
 */
export function encodeDocumentTerms(terms: DocumentTerms): string {
  const parts: string[] = [];
  for (const [term, [body, title]] of terms.counts)
    parts.push(title > 0 ? `${term}:${body}:${title}` : `${term}:${body}`);
  return parts.join(' ');
}

/** Reads the stored form back; calls `each` per term (no intermediate objects: the index loads millions). */
export function forEachStoredTerm(
  stored: string,
  each: (term: string, body: number, title: number) => void,
): void {
  let i = 0;
  const n = stored.length;
  while (i < n) {
    let end = stored.indexOf(' ', i);
    if (end < 0) end = n;
    const first = stored.indexOf(':', i);
    if (first > i && first < end) {
      const second = stored.indexOf(':', first + 1);
      const hasTitle = second > first && second < end;
      const body = Number(stored.slice(first + 1, hasTitle ? second : end));
      const title = hasTitle ? Number(stored.slice(second + 1, end)) : 0;
      each(stored.slice(i, first), body, title);
    }
    i = end + 1;
  }
}
