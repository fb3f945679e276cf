import { PERSONA_IDS } from '@csw/contracts';
import { collectCitations } from './helpers';
import { analyseScenario } from './strategic-analysis';
import { TEST_LIBRARY } from './test-documents';

const CONTRADICTED =
  'We assume the northern bridge carries convoy traffic. The battalion will move fuel across the northern bridge by 3 March.';
const SUPPORTED =
  'We assume the southern road carries convoy traffic. The battalion will move fuel along the southern road by 3 March.';

describe('analyseScenario', () => {
  it('gives a scenario the library contradicts lower confidence than one it supports', () => {
    const bad = analyseScenario({ scenario: CONTRADICTED, mode: 'Validate', documents: TEST_LIBRARY });
    const good = analyseScenario({ scenario: SUPPORTED, mode: 'Validate', documents: TEST_LIBRARY });
    expect(bad.evidence.contradicting.length).toBeGreaterThan(0);
    expect(good.evidence.supporting.length).toBeGreaterThan(0);
    expect(bad.confidence).toBeLessThan(good.confidence);
    expect(bad.confidenceBasis.explanation).toContain('%');
  });

  it('gives two scenarios different confidences, risks and citations', () => {
    const a = analyseScenario({ scenario: CONTRADICTED, mode: 'Challenge', documents: TEST_LIBRARY });
    const b = analyseScenario({ scenario: SUPPORTED, mode: 'Challenge', documents: TEST_LIBRARY });
    expect(a.confidence).not.toBe(b.confidence);
    expect(a.risks.map((r) => r.text)).not.toEqual(b.risks.map((r) => r.text));
    const keys = (r: typeof a) => collectCitations(r.evidence).map((c) => `${c.documentId}:${c.start}`);
    expect(keys(a)).not.toEqual(keys(b));
  });

  it('is deterministic', () => {
    const a = analyseScenario({ scenario: CONTRADICTED, mode: 'Explore', documents: TEST_LIBRARY });
    const b = analyseScenario({ scenario: CONTRADICTED, mode: 'Explore', documents: TEST_LIBRARY });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('has every persona, a computed risk level with its matrix, and a consensus', () => {
    const r = analyseScenario({ scenario: CONTRADICTED, mode: 'Challenge', documents: TEST_LIBRARY });
    expect(Object.keys(r.personas).sort()).toEqual([...PERSONA_IDS].sort());
    expect(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']).toContain(r.riskLevel);
    expect(r.riskMatrix.cells.flat().reduce((s, n) => s + n, 0)).toBeGreaterThan(0);
    expect(r.riskExplanation).toMatch(/likelihood \d .* severity \d/);
    expect(r.consensus.summary).not.toBe('');
    expect(Array.isArray(r.consensus.disagreement)).toBe(true);
    expect(r.alternatives.length).toBeGreaterThan(0);
    expect(r.recommendedCourseOfAction).toContain('northern bridge');
  });

  it('cites only library documents and is marked with the highest marking cited', () => {
    const r = analyseScenario({ scenario: CONTRADICTED, mode: 'Challenge', documents: TEST_LIBRARY });
    const cited = collectCitations(r);
    expect(cited.length).toBeGreaterThan(0);
    const ids = new Set(TEST_LIBRARY.map((d) => d.id));
    for (const c of cited) {
      expect(ids.has(c.documentId)).toBe(true);
      const source = TEST_LIBRARY.find((d) => d.id === c.documentId)!.text!;
      expect(source.slice(c.start, c.end).replace(/\s+/g, ' ')).toBe(c.quote.replace(/\u2026/g, ''));
    }
    const secretCited = cited.some((c) => c.classification === 'SECRET');
    expect(r.classification).toBe(secretCited ? 'SECRET' : 'UNCLASS');
    const unclassOnly = analyseScenario({
      scenario: CONTRADICTED,
      mode: 'Challenge',
      documents: TEST_LIBRARY.filter((d) => d.classification === 'UNCLASS'),
    });
    expect(unclassOnly.classification).toBe('UNCLASS');
  });

  it('lets the mode choose whose findings lead', () => {
    const lead = (mode: 'Challenge' | 'Explore' | 'Validate' | 'Innovate') =>
      analyseScenario({ scenario: CONTRADICTED, mode, documents: TEST_LIBRARY });
    expect(lead('Challenge').order[0]).toBe('skeptic');
    expect(lead('Explore').order[0]).toBe('optimist');
    expect(lead('Innovate').order[0]).toBe('innovator');
    const validate = lead('Validate');
    expect(validate.summary).toMatch(/^Evidence for the scenario: \d+ passages; against: \d+/);
    expect(lead('Innovate').summary).toContain('What if');
  });

  it('consults only the advisors that are on, led by the mode among them', () => {
    const chosen = ['historian', 'skeptic', 'optimist'] as const;
    const r = analyseScenario({
      scenario: CONTRADICTED,
      mode: 'Challenge',
      documents: TEST_LIBRARY,
      personaIds: chosen,
    });
    expect(r.order).toEqual(['skeptic', 'optimist', 'historian']);
    expect(Object.keys(r.personas).sort()).toEqual([...chosen].sort());
    expect(r.consensus.disagreement.flatMap((d) => d.positions.map((p) => p.personaId))).not.toContain(
      'oracle',
    );
    const everyone = analyseScenario({ scenario: CONTRADICTED, mode: 'Challenge', documents: TEST_LIBRARY });
    // The premortem's "Mitigate or accept" advice is the Risk Oracle's: it leaves with the oracle.
    const oracleAdvice = everyone.personas.oracle!.recommendations.map((f) => f.text);
    expect(oracleAdvice.length).toBeGreaterThan(0);
    expect(r.recommendations.map((f) => f.text)).not.toEqual(expect.arrayContaining([oracleAdvice[0]]));
    // The analysis's own risk level and alternatives stand whoever is on.
    expect(r.riskLevel).toBe(everyone.riskLevel);
    expect(r.alternatives).toEqual(everyone.alternatives);

    const innovate = analyseScenario({
      scenario: CONTRADICTED,
      mode: 'Innovate',
      documents: TEST_LIBRARY,
      personaIds: ['commander', 'historian'],
    });
    expect(innovate.lead).toBe('historian');
    expect(innovate.order).toEqual(['historian', 'commander']);
    expect(innovate.notices).toContain(
      'Innovate is led by The Innovator, who is off for this analysis: The Historian leads instead.',
    );
    const alone = analyseScenario({
      scenario: CONTRADICTED,
      mode: 'Explore',
      documents: TEST_LIBRARY,
      personaIds: ['commander'],
    });
    expect(Object.keys(alone.personas)).toEqual(['commander']);
    expect(alone.consensus.summary).toBe(
      `Only The Commander was consulted: ${alone.personas.commander!.verdict}.`,
    );
    expect(() =>
      analyseScenario({ scenario: CONTRADICTED, mode: 'Explore', documents: TEST_LIBRARY, personaIds: [] }),
    ).toThrow('Turn on at least one advisor to run the analysis.');
  });

  it('refuses an empty scenario and works without documents', () => {
    expect(() => analyseScenario({ scenario: '  ', mode: 'Challenge', documents: [] })).toThrow(
      'Describe the scenario to analyse.',
    );
    const alone = analyseScenario({ scenario: SUPPORTED, mode: 'Challenge', documents: [] });
    expect(alone.confidence).toBe(50);
    expect(alone.notices).toHaveLength(1);
    expect(collectCitations(alone)).toHaveLength(0);
  });
});
