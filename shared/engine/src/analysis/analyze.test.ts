import type { Embedder } from '../embed/embedder';
import { CORPUS, HOST_NATION, LOGISTICS, SPACE_ANNEX, SUSTAINMENT, THREAT } from '../test/corpus';
import { ANALYSIS_TYPE_IDS, ANALYSIS_TYPES, type AnalysisTypeId } from './analysis-types';
import {
  analyzeDocuments,
  highestClassification,
  NO_DOCUMENTS_HINT,
  NO_DOCUMENTS_MESSAGE,
  NO_TEXT_MESSAGE,
} from './analyze';
import { buildGroundedPrompt } from './prompt';

const QUESTION =
  'What threats do adversary jamming and anti-satellite weapons pose to SATCOM and fuel sustainment?';

describe('analyzeDocuments', () => {
  it('gives the same result for the same input', async () => {
    const input = { question: QUESTION, analysisType: 'risk-analysis' as const, documents: CORPUS };
    const first = await analyzeDocuments(input);
    const second = await analyzeDocuments(input);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('gives different results for different document sets', async () => {
    const a = await analyzeDocuments({
      question: QUESTION,
      analysisType: 'custom',
      documents: [SUSTAINMENT, THREAT, LOGISTICS],
    });
    const b = await analyzeDocuments({
      question: QUESTION,
      analysisType: 'custom',
      documents: [HOST_NATION, SPACE_ANNEX, LOGISTICS],
    });
    expect(a.text).not.toBe(b.text);
    expect(a.passages.map((p) => p.citation.quote)).not.toEqual(b.passages.map((p) => p.citation.quote));
    expect(a.counts).not.toEqual(b.counts);
    expect(a.classification).toBe('SECRET');
    expect(b.classification).toBe('UNCLASS');
    expect(b.documents.map((d) => d.id)).toEqual(['doc-host-nation', 'doc-space', 'doc-logistics']);
  });

  it.each(ANALYSIS_TYPE_IDS)('builds the %s section', async (type: AnalysisTypeId) => {
    const result = await analyzeDocuments({ question: '', analysisType: type, documents: CORPUS });
    expect(result.status).toBe('ok');
    expect(result.question).toBe(
      ANALYSIS_TYPES[type].question || 'What are the key findings of these documents?',
    );
    expect(result.section.type).toBe(type);
    expect(result.section.groups.length).toBeGreaterThan(0);
    expect(result.section.groups.some((g) => g.items.length > 0)).toBe(true);
    expect(result.text).toContain(result.section.title.toUpperCase());
  });

  it('fills each section with what the corpus holds', async () => {
    const items = async (type: AnalysisTypeId, group: string) => {
      const r = await analyzeDocuments({ question: '', analysisType: type, documents: CORPUS });
      return r.section.groups.find((g) => g.title === group)!.items;
    };
    expect((await items('threat-assessment', 'Actors')).map((i) => i.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^The adversary: named in 4 threat statements/)]),
    );
    expect((await items('threat-assessment', 'Intent'))[0]!.text).toContain('intends to deny');
    expect((await items('gap-analysis', 'Gaps (requirement against status)'))[0]!.text).toContain(
      '6 days against 10 days required',
    );
    expect((await items('compliance-review', 'Not met')).map((i) => i.citations[0]!.quote)).toContain(
      'All convoys shall register movement requests with the host nation ministry 48 hours in advance.',
    );
    expect((await items('lessons-learned', 'Sustain'))[0]!.text).toContain('proved effective');
    expect((await items('operational-effectiveness', 'Against targets'))[0]).toMatchObject({
      status: 'below target',
      text: expect.stringContaining('65% against a target of 80%'),
    });
    expect((await items('comparative-analysis', 'Contradictions in dates'))[0]!.text).toContain(
      '20 May 2024',
    );
    expect((await items('resource-analysis', 'Quantities by resource')).map((i) => i.text)).toEqual(
      expect.arrayContaining([expect.stringContaining('40,000 gallons per day')]),
    );
    const mapping = await items('strategic-implications', 'PMESII-PT mapping');
    expect(mapping.find((i) => i.text.startsWith('Social'))!.status).toBe('not covered');
    const risk = await analyzeDocuments({ question: '', analysisType: 'risk-analysis', documents: CORPUS });
    const cells = risk.section.matrix!.cells.flat();
    expect(cells.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(risk.section.matrix!.overall).toBe('HIGH');
  });

  it('names the parts of the question no document answers, not the words of the type', async () => {
    const custom = await analyzeDocuments({
      question: 'Is the budget for the jammers secure?',
      analysisType: 'custom',
      documents: [THREAT],
    });
    expect(custom.blindSpots.filter((b) => b.kind === 'question').map((b) => b.title)).toEqual([
      'Question not answered: budget',
    ]);
    const typed = await analyzeDocuments({
      question: '',
      analysisType: 'resource-analysis',
      documents: CORPUS,
    });
    expect(typed.blindSpots.filter((b) => b.kind === 'question')).toEqual([]);
  });

  it('answers the spec message when no document is selected', async () => {
    const result = await analyzeDocuments({ question: 'Anything?', analysisType: 'custom', documents: [] });
    expect(result).toMatchObject({
      status: 'no-documents',
      message: NO_DOCUMENTS_MESSAGE,
      hint: NO_DOCUMENTS_HINT,
    });
    expect(result.counts.documents).toBe(0);
    expect(result.text).toContain(NO_DOCUMENTS_MESSAGE);
  });

  it('says so when the documents hold no text', async () => {
    const empty = { ...HOST_NATION, text: '   ' };
    const result = await analyzeDocuments({
      question: 'Anything?',
      analysisType: 'custom',
      documents: [empty],
    });
    expect(result).toMatchObject({ status: 'no-text', message: NO_TEXT_MESSAGE });
  });

  it('refuses an unknown analysis type with a clear message', async () => {
    await expect(
      analyzeDocuments({ question: 'x', analysisType: 'guess' as AnalysisTypeId, documents: CORPUS }),
    ).rejects.toThrow('Unknown analysis type "guess".');
  });

  it('uses the embedder it is given', async () => {
    const calls: number[] = [];
    const embedder: Embedder = {
      id: 'test-embedder',
      dimension: 2,
      embed: (texts) => {
        calls.push(texts.length);
        return Promise.resolve(texts.map((t) => [t.length % 7, 1]));
      },
    };
    const result = await analyzeDocuments(
      { question: QUESTION, analysisType: 'custom', documents: CORPUS },
      { embedder },
    );
    expect(calls).toHaveLength(1);
    expect(result.engine).toEqual({ analyst: 'builtin-analyst', embedder: 'test-embedder' });
  });
});

describe('cognitive warning', () => {
  it('warns of a single source, leading wording and missing counter-evidence', async () => {
    const result = await analyzeDocuments({
      question: 'Prove that the adversary jammers will defeat our SATCOM, obviously.',
      analysisType: 'custom',
      documents: [THREAT],
    });
    expect(result.cognitiveWarnings.map((w) => w.kind)).toEqual([
      'single-source',
      'leading-question',
      'no-counter-evidence',
    ]);
    expect(result.cognitiveWarning).toContain('Single source');
    expect(result.blindSpots.map((b) => b.kind)).toContain('single-source');
  });

  it('warns of aggregation when many unclassified sources are combined', async () => {
    const unclassified = CORPUS.map((d) => ({ ...d, classification: 'UNCLASS' as const }));
    const result = await analyzeDocuments({
      question: QUESTION,
      analysisType: 'custom',
      documents: unclassified,
    });
    expect(result.cognitiveWarnings.map((w) => w.kind)).toContain('aggregation');
    expect(result.classification).toBe('UNCLASS');
    expect(highestClassification(CORPUS)).toBe('SECRET');
  });
});

describe('plain-text rendering and grounded prompt', () => {
  it('renders sections and bullets with the marking at top and bottom', async () => {
    const result = await analyzeDocuments({ question: QUESTION, analysisType: 'custom', documents: CORPUS });
    const lines = result.text.split('\n');
    expect(lines[0]).toBe('SECRET');
    expect(lines.at(-1)).toMatch(/SECRET$/);
    for (const heading of [
      'MOST RELEVANT PASSAGES',
      'KEY ASSUMPTIONS CHECK',
      'BLIND SPOTS',
      'COGNITIVE WARNING',
    ]) {
      expect(result.text).toContain(heading);
    }
    expect(result.text).toContain(`PATTERNS (${result.counts.patterns} FOUND)`);
  });

  it('builds a prompt that numbers the cited passages and asks for citations', async () => {
    const result = await analyzeDocuments({
      question: QUESTION,
      analysisType: 'threat-assessment',
      documents: CORPUS,
    });
    const prompt = buildGroundedPrompt(result, { maxSources: 5 });
    expect(prompt.sources).toHaveLength(5);
    expect(prompt.sources[0]).toEqual(result.passages[0]!.citation);
    expect(prompt.user).toContain(
      `[1] ${result.passages[0]!.citation.title}, page 1 (SECRET): "${result.passages[0]!.citation.quote}"`,
    );
    expect(prompt.user).toContain(`Question: ${QUESTION}`);
    expect(prompt.system).toMatch(/only from the numbered sources/);
    expect(prompt.system).toContain('SECRET');
    expect(prompt.messages.map((m) => m.role)).toEqual(['system', 'user']);
  });
});
