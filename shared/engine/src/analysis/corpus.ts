import type { Classification } from '@csw/contracts';
import { BoundedCache } from '../cache/bounded-cache';
import { alignText, oneLine } from '../text/normalize';
import type { TextToken } from '../text/nlp';
import { isHeadingText, segmentText, type SegmentedText, type Sentence } from '../text/segment';
import { stem } from '../text/stem';
import { STOP_WORDS } from '../text/stop-words';
import type { Citation, SourceDocument } from './types';

/**
 * A sentence of the corpus with everything the analysis needs to know about it: the sentence as
 * segmentation read it (character range in the page text; entities' token ranges are relative to
 * `tokens`), placed in the corpus.
 */
export interface CorpusSentence extends Sentence {
  readonly index: number;
  /** Index of its document in `Corpus.documents`. */
  readonly doc: number;
  readonly page: number;
  /** Global paragraph index (in `Corpus.paragraphs`, not the page's own). */
  readonly paragraph: number;
  /** Stemmed content words, in order. */
  readonly terms: readonly string[];
}

export interface CorpusParagraph {
  readonly index: number;
  readonly doc: number;
  readonly sentenceStart: number;
  readonly sentenceEnd: number;
}

export interface CorpusDocument {
  readonly index: number;
  readonly source: SourceDocument;
  readonly classification: Classification;
  readonly pages: number;
  readonly words: number;
  /** Milliseconds since the epoch, NaN when createdAt is not a date. */
  readonly createdAt: number;
  readonly sentenceStart: number;
  readonly sentenceEnd: number;
  /** How often each stemmed content word occurs in the document. */
  readonly termCounts: ReadonlyMap<string, number>;
}

export interface Corpus {
  readonly documents: readonly CorpusDocument[];
  readonly paragraphs: readonly CorpusParagraph[];
  readonly sentences: readonly CorpusSentence[];
  readonly words: number;
}

const WORD_PART = /[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu;

// The terms of each word form are kept once computed: words repeat (Zipf), and splitting and
// stemming every occurrence again was a tenth of the time spent reading a corpus.
const formTerms = new BoundedCache<string, readonly string[]>(200_000);

function termsOfForm(lower: string): readonly string[] {
  return formTerms.get(lower, () =>
    (lower.match(WORD_PART) ?? []).filter((part) => !STOP_WORDS.has(part) && part !== "n't").map(stem),
  );
}

/**
 * Stemmed content words of a run of tokens. Tokens are split the way `wordTokens` splits text
 * ("anti-satellite" gives "anti" and "satellite"), so that terms of the corpus and of a question
 * always meet.
 */
export function termsOf(tokens: readonly TextToken[]): string[] {
  const terms: string[] = [];
  for (const token of tokens) {
    if (
      token.kind !== 'word' &&
      token.kind !== 'number' &&
      token.kind !== 'ordinal' &&
      token.kind !== 'hashtag'
    )
      continue;
    for (const term of termsOfForm(token.lower)) terms.push(term);
  }
  return terms;
}

function pagesOf(source: SourceDocument): Array<{ page: number; text: string }> {
  if (source.pages && source.pages.length > 0) {
    return source.pages.map((p) => ({ page: p.page, text: alignText(p.text ?? '') }));
  }
  return [{ page: 1, text: alignText(source.text ?? '') }];
}

// An analysis reads rules and observations item by item: a line that opens on "d. " or "(3) " starts one.
const readForAnalysis = (text: string): SegmentedText => segmentText(text, { lettered: true });

/**
 * Reads the documents into one corpus: pages, paragraphs and sentences with offsets, tokens and
 * stemmed terms. This is the only pass of the language pipeline; everything after works on it.
 */
export function buildCorpus(
  sources: readonly SourceDocument[],
  /** How a page of document `docIndex` is read (default: afresh); ADVISE keeps the library's readings. */
  segment: (text: string, docIndex: number) => SegmentedText = readForAnalysis,
): Corpus {
  const documents: CorpusDocument[] = [];
  const paragraphs: CorpusParagraph[] = [];
  const sentences: CorpusSentence[] = [];
  let totalWords = 0;
  sources.forEach((source, docIndex) => {
    const sentenceStart = sentences.length;
    const termCounts = new Map<string, number>();
    let words = 0;
    const pages = pagesOf(source);
    for (const { page, text } of pages) {
      const segmented = segment(text, docIndex);
      for (const p of segmented.paragraphs) {
        const paragraphIndex = paragraphs.length;
        const first = sentences.length;
        for (const s of segmented.sentences.slice(p.sentenceStart, p.sentenceEnd)) {
          const terms = termsOf(s.tokens);
          for (const term of terms) termCounts.set(term, (termCounts.get(term) ?? 0) + 1);
          for (const t of s.tokens) if (t.kind === 'word' || t.kind === 'number') words += 1;
          sentences.push({
            index: sentences.length,
            doc: docIndex,
            page,
            paragraph: paragraphIndex,
            start: s.start,
            end: s.end,
            text: s.text,
            tokens: s.tokens,
            entities: s.entities,
            terms,
          });
        }
        paragraphs.push({
          index: paragraphIndex,
          doc: docIndex,
          sentenceStart: first,
          sentenceEnd: sentences.length,
        });
      }
    }
    totalWords += words;
    documents.push({
      index: docIndex,
      source,
      classification: source.classification,
      pages: pages.length,
      words,
      createdAt: Date.parse(source.createdAt),
      sentenceStart,
      sentenceEnd: sentences.length,
      termCounts,
    });
  });
  return { documents, paragraphs, sentences, words: totalWords };
}

/** Longest quote a citation carries; longer sentences are cut around the part that matters. */
export const MAX_QUOTE_CHARS = 280;

/**
 * A citation of a sentence, or of a span inside it (`span` in page offsets): the quote is the
 * sentence on one line, cut to at most 280 characters around the span.
 */
export function cite(
  corpus: Corpus,
  sentence: CorpusSentence,
  span?: { start: number; end: number },
): Citation {
  const doc = corpus.documents[sentence.doc]!.source;
  let start = sentence.start;
  let end = sentence.end;
  if (end - start > MAX_QUOTE_CHARS) {
    const focus = span ?? { start, end: start };
    const middle = Math.floor((focus.start + focus.end) / 2);
    start = Math.max(sentence.start, Math.min(middle - MAX_QUOTE_CHARS / 2, sentence.end - MAX_QUOTE_CHARS));
    end = start + MAX_QUOTE_CHARS;
    // Snap to word boundaries so that no word is cut in half.
    const text = sentence.text;
    while (start > sentence.start && /\S/.test(text[start - sentence.start - 1] ?? '')) start += 1;
    while (end < sentence.end && /\S/.test(text[end - sentence.start] ?? '')) end -= 1;
  }
  const quote = oneLine(sentence.text.slice(start - sentence.start, end - sentence.start));
  return {
    documentId: doc.id,
    title: doc.title,
    classification: doc.classification,
    page: sentence.page,
    quote: `${start > sentence.start ? '\u2026' : ''}${quote}${end < sentence.end ? '\u2026' : ''}`,
    start,
    end,
  };
}

/** "Title, p. 2": how a citation is named in running text. */
export function sourceLabel(citation: Citation): string {
  return `${citation.title}, p. ${citation.page}`;
}

/** The words of a sentence as written (lower case) for the given stems, in sentence order. */
export function surfaceTerms(sentence: CorpusSentence, stems: readonly string[]): string[] {
  const wanted = new Set(stems);
  const out: string[] = [];
  for (const token of sentence.tokens) {
    const s = stem(token.lower);
    if (wanted.has(s)) {
      out.push(token.lower);
      wanted.delete(s);
    }
  }
  return out;
}

// A paragraph label written in capitals and closed by a stop or a colon ("5. SUSTAINS.", "2. ENEMY
// ACTIVITY:", "SITUATION."), or a single word so closed ("Sustain."), which segmentation keeps as a sentence.
const LABEL_LINE =
  /^\s*(?:(?:\d+|[A-Za-z])(?:\.\d+)*[.)]\s+|\(\w{1,3}\)\s+)?(?:[\p{Lu}\p{N}][\p{Lu}\p{N}'&/-]*(?:\s+[\p{Lu}\p{N}][\p{Lu}\p{N}'&/-]*){0,7}|\p{L}+)\s*[.:]$/u;

/** A heading ("5. INDICATORS TO WATCH", "Bottom Line Up Front", "5. SUSTAINS."): structure of a document, not a finding. */
export function isHeading(sentence: CorpusSentence): boolean {
  return isHeadingText(sentence.text) || LABEL_LINE.test(sentence.text);
}

/**
 * Whether a sentence is a clause, that is holds a verb: a heading, a label or a glossary stub
 * ("5. Logistics dependence.", "GPS: Global Positioning System.") has none and is never a passage.
 */
export function isClause(sentence: CorpusSentence): boolean {
  return !isHeading(sentence) && sentence.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
}
