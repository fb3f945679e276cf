import type { SourceDocument } from '../analysis/types';
import { analyseScenario } from './strategic-analysis';

const doc = (id: string, text: string): SourceDocument => ({
  id,
  title: `Report ${id}`,
  classification: 'UNCLASS',
  createdAt: '2025-01-01T00:00:00.000Z',
  text,
});

// A library written for this test: the threat to GPS, a route, a past exercise, a heading.
const LIBRARY = [
  doc(
    'intel',
    'We expect GPS jamming along the northern border to increase during the exercise. Enemy EW teams reported 40 jamming incidents last month.',
  ),
  doc('roads', 'The valley road to Camp Alder stays open all winter. Convoys use it daily.'),
  doc(
    'lessons',
    '4. LESSONS FROM EXERCISE IRON GATE\n\nDuring the previous exercise the convoys lost GPS near the border and arrived two hours late.',
  ),
];
const QUESTION = 'Should we keep relying on GPS for the convoy to Camp Alder during the exercise?';

describe('a question put to ADVISE', () => {
  const r = analyseScenario({ scenario: QUESTION, mode: 'Challenge', documents: LIBRARY });

  it('checks the assumptions the course of action rests on, and finds the one the library contradicts', () => {
    const d = r.personas.skeptic!.details;
    if (d.method !== 'key-assumptions-check') throw new Error('wrong method');
    const gps = d.assumptions.find((a) => a.statement.startsWith('GPS stays available'))!;
    expect(gps.rating).toBe('unsupported');
    expect(gps.evidence.every((e) => e.stance === 'contradicts')).toBe(true);
    expect(gps.evidence.map((e) => e.citation.documentId)).toContain('intel');
    const route = d.assumptions.find((a) => a.statement.startsWith('The route to Camp Alder'))!;
    expect(route.rating).toBe('supported');
    expect(r.personas.skeptic!.analysis).not.toContain('nothing specific enough to check');
  });

  it('counts as obstacles only passages that contradict what the plan rests on, and shows the formula', () => {
    const s = r.personas.optimist!;
    expect(s.confidenceBasis.explanation).toMatch(/\(\d+ \+ 1\) \/ \(\d+ \+ \d+ \+ 2\) = \d+%/);
    expect(s.confidenceBasis.contradicting).toBeLessThanOrEqual(3);
  });

  it('takes no heading for a precedent, and gives a lesson about this course of action', () => {
    const d = r.personas.historian!.details;
    if (d.method !== 'precedents') throw new Error('wrong method');
    expect(d.precedents.some((p) => /LESSONS FROM/.test(p.text))).toBe(false);
    const lost = d.precedents.find((p) => p.text.includes('lost GPS'))!;
    expect(lost.outcome).toBe('failure');
    expect(lost.lesson).toContain('GPS');
  });

  it('sees the decision and its timing in the question', () => {
    const d = r.personas.commander!.details;
    if (d.method !== 'intent-critique') throw new Error('wrong method');
    const by = Object.fromEntries(d.checks.map((c) => [c.element, c.present]));
    expect(by).toMatchObject({ decision: true, timing: true, 'end state': false });
  });

  it('says in the consensus what the advisors agree on and why the dissent differs', () => {
    expect(r.consensus.summary).toMatch(/say (reconsider|proceed with caution|proceed)/);
    if (r.consensus.disagreement.length > 0) expect(r.consensus.summary).toContain('The dissent:');
  });
});
