import { analyzeDocuments } from '../analysis/analyze';
import type { AnalysisResult } from '../analysis/types';
import { CORPUS, EXPECTED } from './corpus';
import { HELD_OUT, HELD_OUT_EXPECTED, HELD_OUT_QUESTION } from './held-out-corpus';
import { scoreAnalysis, scoreLine } from './score';

const QUESTION =
  'What threats do adversary jamming and anti-satellite weapons pose to SATCOM and fuel sustainment?';

describe('engine on the hand-made corpus', () => {
  let result: AnalysisResult;
  beforeAll(async () => {
    result = await analyzeDocuments({ question: QUESTION, analysisType: 'custom', documents: CORPUS });
  });

  it('finds the known findings with high precision and recall', () => {
    const s = scoreAnalysis(result, CORPUS, EXPECTED);
    console.log(scoreLine('engine evaluation', s));
    expect(s.precision).toBeGreaterThanOrEqual(0.85);
    expect(s.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('rates the assumptions by what the other documents say', () => {
    const byCue = (cue: string) => result.assumptions.find((a) => a.citation.quote.includes(cue))!;
    const rail = byCue('40,000 gallons');
    expect(rail.rating).not.toBe('supported');
    expect(rail.evidence).toContainEqual(
      expect.objectContaining({
        stance: 'contradicts',
        citation: expect.objectContaining({ documentId: 'doc-logistics' }),
      }),
    );
    expect(rail.whyItMustHold).toMatch(/sustainment plan/i);
    expect(rail.impactLevel).toBe('high');
    expect(byCue('Route BLUE').rating).toBe('supported');
    expect(byCue('spare parts')).toMatchObject({ rating: 'unsupported', evidence: [] });
    expect(byCue('spare parts').whyItMustHold).toContain('aviation battalion will keep 80%');
  });

  it('cites every finding with document, title, page and a quoted span of the page', () => {
    const citations = [
      ...result.passages.map((p) => p.citation),
      ...result.patterns.flatMap((p) => p.citations),
      ...result.entities.flatMap((e) => e.citations),
      ...result.assumptions.flatMap((a) => [a.citation, ...a.evidence.map((e) => e.citation)]),
      ...result.blindSpots.flatMap((b) => b.citations),
      ...result.section.groups.flatMap((g) => g.items.flatMap((i) => i.citations)),
    ];
    expect(citations.length).toBeGreaterThan(20);
    for (const c of citations) {
      const doc = CORPUS.find((d) => d.id === c.documentId)!;
      expect(c.title).toBe(doc.title);
      const page = doc.pages ? doc.pages.find((p) => p.page === c.page)!.text : doc.text!;
      expect(page.slice(c.start, c.end).replace(/\s+/g, ' ').trim()).toBe(c.quote.replace(/\u2026/g, ''));
    }
  });

  it('marks the result with the highest classification of its sources and counts for real', () => {
    expect(result.classification).toBe('SECRET');
    expect(result.counts.documents).toBe(5);
    expect(result.counts.blindSpots).toBe(result.blindSpots.length);
    expect(result.counts.patterns).toBeGreaterThanOrEqual(result.patterns.length);
    expect(result.patterns.every((p) => p.documentCount >= 2)).toBe(true);
    expect(result.mostRelevant.length).toBeLessThanOrEqual(300);
    expect(result.passages[0]!.citation.documentId).toBe('doc-threat');
  });

  it('finds units, places, dates and equipment', () => {
    const names = result.entities.map((e) => `${e.type}:${e.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'unit:3rd Battalion',
        'unit:Space Delta 2',
        'place:Plesetsk',
        'date:27 May 2024',
        'equipment:GPS',
      ]),
    );
  });
});

describe('citations of long sentences', () => {
  it('quotes at most 280 characters of the page, cut at word boundaries', async () => {
    const long = `${'The convoy moved through the valley while the escorts watched the ridgelines for movement. '.repeat(3).replace(/\. /g, ', ')}and the fuel trucks reached the depot at dawn after a delay of six hours caused by a damaged bridge near the river crossing.`;
    const doc = {
      id: 'long',
      title: 'Long',
      classification: 'UNCLASS' as const,
      createdAt: '2024-01-01T00:00:00Z',
      text: long,
    };
    const result = await analyzeDocuments({
      question: 'Why were the fuel trucks delayed at the bridge?',
      analysisType: 'custom',
      documents: [doc],
    });
    const citation = result.passages[0]!.citation;
    expect(citation.quote.length).toBeLessThanOrEqual(282);
    expect(citation.quote.replace(/\u2026/g, '')).toBe(long.slice(citation.start, citation.end));
    expect(citation.quote).toContain('bridge');
    expect(long[citation.start - 1] === undefined || long[citation.start - 1] === ' ').toBe(true);
    const passage = result.passages[0]!;
    expect(passage.highlights.map((h) => citation.quote.slice(h.start, h.end).toLowerCase())).toEqual(
      expect.arrayContaining(['fuel', 'trucks', 'bridge']),
    );
  });
});

describe('engine on the second corpus', () => {
  it('finds most findings written in other words', async () => {
    const result = await analyzeDocuments({
      question: HELD_OUT_QUESTION,
      analysisType: 'custom',
      documents: HELD_OUT,
    });
    const s = scoreAnalysis(result, HELD_OUT, HELD_OUT_EXPECTED);
    console.log(scoreLine('second corpus evaluation', s));
    expect(s.precision).toBeGreaterThanOrEqual(0.7);
    expect(s.recall).toBeGreaterThanOrEqual(0.8);
  });
});
