import {
  ANALYSIS_TYPE_IDS,
  WITHHELD_SOURCE_TEXT,
  achResultSchema,
  analysisResultSchema,
  futuresResultSchema,
  strategicAnalysisSchema,
  type Citation,
} from '@csw/contracts';
import {
  analyseCompetingHypotheses,
  analyseScenario,
  analyzeDocuments,
  alternativeFutures,
  type SourceDocument,
} from '@csw/engine';
import { seedText } from '../analysis/testing/analysis-fixtures';
import { citedDocumentIds, withholdUnreadableSources } from './withheld-sources';
import { stringsOf, words } from './testing/quoted-words';

const source = (id: string, title: string, seed: string): SourceDocument => ({
  id,
  title,
  classification: 'UNCLASS',
  createdAt: '2026-01-10T00:00:00.000Z',
  text: seedText(seed),
});
const kept = source('doc-kept', 'Satellite operations', 'sat-ops-001');
const revoked = source('doc-revoked', 'Cyber threat', 'cyber-threat-001');
const documents = [kept, revoked];
const mayRead = (id: string) => id !== revoked.id;

function citationsOf(value: unknown, out: Citation[] = []): Citation[] {
  if (Array.isArray(value)) value.forEach((v) => citationsOf(v, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.documentId === 'string' && typeof o.quote === 'string') out.push(o as unknown as Citation);
    else Object.values(o).forEach((v) => citationsOf(v, out));
  }
  return out;
}

/**
 * The sentences of the withheld document (of eight words and more) that the result held before and still
 * holds after; a sentence the readable document holds too may stay.
 */
function sentencesLeft(before: unknown, after: unknown): string[] {
  const other = words(kept.text!);
  const sentences = revoked
    .text!.split(/(?<=[.!?])\s+|\n+/)
    .map(words)
    .filter((s) => s.split(' ').length >= 8 && !other.includes(s));
  const held = (value: unknown) => {
    const text = stringsOf(value).map(words).join('\n');
    return sentences.filter((s) => text.includes(s));
  };
  expect(held(before).length).toBeGreaterThan(0);
  return held(after);
}

/** What every stored result must show after redaction. */
function expectWithheld<T>(before: T, schema: { parse(value: unknown): unknown }) {
  const { value: after, withheld } = withholdUnreadableSources(before, mayRead);
  expect(withheld).toEqual([revoked.id]);
  // Still the same shape: the screens decode it with the same schema.
  expect(() => schema.parse(after)).not.toThrow();
  // Nothing of the withheld document's sentences is left, wherever it was (quotes, findings, prose).
  expect(sentencesLeft(before, after)).toEqual([]);
  // Its citations stay (title, page), with their quote withheld; the readable document's are untouched.
  const cited = citationsOf(after);
  const withheldQuotes = cited.filter((c) => c.documentId === revoked.id).map((c) => c.quote);
  expect(withheldQuotes.length).toBeGreaterThan(0);
  expect(new Set(withheldQuotes)).toEqual(new Set([WITHHELD_SOURCE_TEXT]));
  expect(cited.filter((c) => c.documentId === kept.id)).toEqual(
    citationsOf(before).filter((c) => c.documentId === kept.id),
  );
  // The input is not changed.
  expect(citationsOf(before).some((c) => c.quote === WITHHELD_SOURCE_TEXT)).toBe(false);
  return after;
}

describe('withholdUnreadableSources', () => {
  it.each(ANALYSIS_TYPE_IDS)(
    'withholds every word of a THINK analysis (%s) quoted from a source the reader can no longer read',
    async (analysisType) => {
      const result = await analyzeDocuments({
        question: 'What threatens the ground station and its satellite links?',
        analysisType,
        documents,
      });
      const after = expectWithheld(result, analysisResultSchema);
      // Where the rendering showed the quote, it says why it is gone.
      expect(after.text).toContain(WITHHELD_SOURCE_TEXT);
      const passages = after.passages.filter((p) => p.citation.documentId === revoked.id);
      for (const passage of passages) expect(passage.highlights).toEqual([]);
    },
  );

  it('withholds the quoted words of an ADVISE strategic analysis, futures and competing hypotheses', () => {
    const scenario =
      'We assume the ground station stays online while adversary cyber units probe the satellite links. ' +
      'Should we move the control segment to the alternate site?';
    expectWithheld(analyseScenario({ scenario, mode: 'Challenge', documents }), strategicAnalysisSchema);
    expectWithheld(alternativeFutures({ focus: scenario, documents }), futuresResultSchema);
    expectWithheld(
      analyseCompetingHypotheses({
        hypotheses: ['The adversary targets the ground station', 'The outage is an equipment fault'],
        documents,
      }),
      achResultSchema,
    );
  });

  it('finds the words of a withheld quote in prose that repeats them, clipped or whole', () => {
    const quote = 'The relay at Harrow Point fails whenever the generator is switched to reserve fuel.';
    const stored = {
      content: `Most relevant: "${quote}" [Harrow brief, p. 2]\nThe library warns: "The relay at Harrow Point fails whenever the…"`,
      metadata: {
        sources: [{ documentId: 'gone', title: 'Harrow brief', page: 2, quote, start: 0, end: 80 }],
      },
    };
    const { value, withheld } = withholdUnreadableSources(stored, () => false);
    expect(withheld).toEqual(['gone']);
    expect(value.content).toBe(
      `Most relevant: ${WITHHELD_SOURCE_TEXT} [Harrow brief, p. 2]\nThe library warns: ${WITHHELD_SOURCE_TEXT}`,
    );
    expect(value.metadata.sources[0]).toMatchObject({
      title: 'Harrow brief',
      page: 2,
      quote: WITHHELD_SOURCE_TEXT,
    });
  });

  it('gives back what cites nothing withheld as it was', () => {
    const stored = {
      citations: [{ documentId: 'doc-kept', quote: 'Still readable words here.' }],
      text: 'x',
    };
    const { value, withheld } = withholdUnreadableSources(stored, mayRead);
    expect(value).toBe(stored);
    expect(withheld).toEqual([]);
    expect(citedDocumentIds([stored, { citation: { documentId: 'b', quote: 'q' } }])).toEqual([
      'doc-kept',
      'b',
    ]);
  });
});
