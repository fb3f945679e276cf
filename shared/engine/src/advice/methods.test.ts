import { analyseCompetingHypotheses } from './ach';
import { buildAdviceContext } from './context';
import { councilReplies } from './council';
import { PersonaMethods } from './personas';
import { TEST_LIBRARY } from './test-documents';

const SCENARIO =
  'We assume the northern bridge carries convoy traffic. The battalion will move fuel across the northern bridge by 3 March.';
const methods = () => new PersonaMethods(buildAdviceContext([SCENARIO], TEST_LIBRARY));

describe('persona methods', () => {
  it('skeptic: rates the assumptions by the library and argues the case against', () => {
    const m = methods();
    const bridge = m.assumptions.find((a) => a.statement.includes('northern bridge carries'))!;
    expect(bridge.explicit).toBe(true);
    expect(bridge.rating).toBe('unsupported');
    expect(bridge.evidence[0]!.stance).toBe('contradicts');
    expect(bridge.evidence[0]!.citation.documentId).toBe('bridge');
    const d = m.analyse('skeptic').details;
    expect(d.method === 'key-assumptions-check' && d.devilsAdvocacy[0]!.citations[0]!.documentId).toBe(
      'bridge',
    );
  });

  it('strategist: places openings under PMESII-PT variables', () => {
    const m = new PersonaMethods(
      buildAdviceContext(['Fuel from host nation partners at the southern depot.'], TEST_LIBRARY),
    );
    const d = m.analyse('optimist').details;
    expect(d.method).toBe('opportunities');
    if (d.method !== 'opportunities') return;
    expect(d.opportunities.length).toBeGreaterThan(0);
    expect(d.opportunities[0]!.citation.documentId).toBe('road');
    expect(d.uncovered.length).toBeLessThan(8);
  });

  it('historian: finds the precedent and judges its outcome', () => {
    const d = methods().analyse('historian').details;
    if (d.method !== 'precedents') throw new Error('wrong method');
    const past = d.precedents.find((p) => p.year === '2023')!;
    expect(past.outcome).toBe('failure');
    expect(past.citation.classification).toBe('SECRET');
  });

  it('risk oracle: rates failure causes by likelihood x severity on the matrix', () => {
    const m = methods();
    const d = m.analyse('oracle').details;
    if (d.method !== 'premortem') throw new Error('wrong method');
    const drones = d.failureModes.find((f) => f.cause.includes('drones'))!;
    expect(drones.likelihood).toBe(4);
    expect(drones.severity).toBe(4);
    expect(drones.level).toBe('HIGH');
    expect(d.matrix.cells[3]![3]).toBeGreaterThanOrEqual(1);
    expect(d.failureModes.some((f) => f.source === 'assumption')).toBe(true);
  });

  it('innovator: changes one assumption and finds the documented way round', () => {
    const w = methods().whatIfs.find((x) => x.changedAssumption.includes('northern bridge carries'))!;
    expect(w.whatIf).toMatch(/^What if it is not true that/);
    expect(w.alternative).toContain('southern ford');
  });

  it('commander: reports which elements of a clear decision are stated', () => {
    const d = methods().analyse('commander').details;
    if (d.method !== 'intent-critique') throw new Error('wrong method');
    const by = Object.fromEntries(d.checks.map((c) => [c.element, c.present]));
    expect(by).toEqual({
      decision: true,
      purpose: false,
      'end state': false,
      'accepted risk': false,
      timing: true,
    });
    const full = new PersonaMethods(
      buildAdviceContext(
        [
          'The battalion will cross at the southern ford by 3 March in order to deliver fuel. The end state is fuel at the depot. We accept the risk of delay.',
        ],
        [],
      ),
    ).analyse('commander');
    expect(full.confidence).toBeGreaterThan(methods().analyse('commander').confidence);
  });
});

describe('councilReplies', () => {
  const clock = () => new Date('2025-03-01T12:00:00.000Z');
  it('answers in checklist order, each advisor in turn, keeping dissent', () => {
    const replies = [
      ...councilReplies({
        question: SCENARIO,
        advisorIds: ['commander', 'skeptic', 'optimist'],
        documents: TEST_LIBRARY,
        now: clock,
      }),
    ];
    expect(replies.map((r) => r.personaId)).toEqual(['skeptic', 'optimist', 'commander']);
    expect(replies[0]!.type).toBe('analysis');
    expect(replies[0]!.respondsTo).toBeNull();
    for (const r of replies.slice(1)) {
      expect(['agreement', 'dissent']).toContain(r.type);
      expect(r.respondsTo).not.toBeNull();
      expect(r.message).toMatch(/^I (agree|disagree) with/);
    }
    expect(replies[0]!.timestamp).toBe('2025-03-01T12:00:00.000Z');
  });

  it('refuses an empty question or no advisor with the user message', () => {
    const run = (question: string, advisorIds: never[] | ['skeptic']) => [
      ...councilReplies({ question, advisorIds, documents: TEST_LIBRARY, now: clock }),
    ];
    expect(() => run('Cross?', [])).toThrow('Select at least one advisor to begin the discussion.');
    expect(() => run(' ', ['skeptic'])).toThrow('Ask the council a question.');
  });
});

describe('analyseCompetingHypotheses', () => {
  const hypotheses = [
    'The northern bridge carries convoy traffic.',
    'The southern road carries convoy traffic.',
  ];
  it('rates evidence, ranks by least inconsistency and shows the diagnostic evidence', () => {
    const r = analyseCompetingHypotheses({ hypotheses, documents: TEST_LIBRARY });
    expect(r.ranking[0]).toBe(1);
    expect(r.hypotheses[0]!.inconsistent).toBeGreaterThan(0);
    expect(r.mostDiagnostic.length).toBeGreaterThan(0);
    const top = r.evidence.find((e) => e.id === r.mostDiagnostic[0])!;
    expect(top.diagnosticity).toBeGreaterThan(0);
  });

  it('applies the user overrides', () => {
    const first = analyseCompetingHypotheses({ hypotheses, documents: TEST_LIBRARY });
    const row = first.evidence.find((e) => e.cells[0]!.rating === 'II' || e.cells[0]!.rating === 'I')!;
    const r = analyseCompetingHypotheses({
      hypotheses,
      documents: TEST_LIBRARY,
      overrides: [{ evidenceId: row.id, hypothesis: 0, rating: 'CC' }],
    });
    const cell = r.evidence.find((e) => e.id === row.id)!.cells[0]!;
    expect(cell).toMatchObject({ rating: 'CC', overridden: true });
    expect(r.hypotheses[0]!.inconsistency).toBeLessThan(first.hypotheses[0]!.inconsistency);
  });

  it('needs two to five hypotheses', () => {
    expect(() => analyseCompetingHypotheses({ hypotheses: ['only one'], documents: [] })).toThrow(
      'State between 2 and 5 hypotheses.',
    );
  });
});
