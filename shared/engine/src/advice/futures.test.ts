import { alternativeFutures, UnknownDriverError } from './futures';
import { buildAdviceContext } from './context';
import { PersonaMethods } from './personas';
import { buildPersonaPrompt } from './prompt';
import { TEST_LIBRARY } from './test-documents';
import type { SourceDocument } from '../analysis/types';

const doc = (id: string, text: string, classification: 'UNCLASS' | 'SECRET' = 'UNCLASS'): SourceDocument => ({
  id,
  title: `Report ${id}`,
  classification,
  createdAt: '2025-01-01T00:00:00.000Z',
  text,
});

/** Reporting on a coalition deployment: the political and economic drivers are open, the others are not. */
const LIBRARY: readonly SourceDocument[] = [
  doc(
    'politics',
    'The coalition government may collapse before the elections, which would block host nation approval of the deployment. If the ministry approves basing rights, the alliance gains a strong partner in the region.',
  ),
  doc(
    'money',
    'The deployment budget could fall short if fuel prices keep rising. Funding for the depot contract depends on the next budget cycle. Host nation trade agreements improve fuel availability for the deployment.',
    'SECRET',
  ),
  doc('weather', 'Winter weather in the region closes mountain roads to the deployment for weeks.'),
];
const FOCUS = 'Deploy the battalion to the region with host nation basing and fuel.';

describe('alternativeFutures', () => {
  it('chooses the two drivers the library names in uncertain terms and builds four cited futures', () => {
    const r = alternativeFutures({ focus: FOCUS, documents: LIBRARY });
    expect(r.uncertainties.map((u) => u.driver).sort()).toEqual(['Economic', 'Political']);
    expect(r.futures).toHaveLength(4);
    expect(r.futures.map((f) => f.poles)).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ]);
    for (const f of r.futures) {
      expect(f.narrative).toContain(FOCUS.slice(0, 40));
      expect(f.signposts.length).toBeGreaterThanOrEqual(2);
    }
    const cited = r.futures.flatMap((f) => f.signposts.flatMap((s) => s.citations.map((c) => c.documentId)));
    expect(cited).toEqual(expect.arrayContaining(['politics', 'money']));
    expect(r.classification).toBe('SECRET');
    expect(r.drivers[0]!.uncertainMentions).toBeGreaterThan(0);
  });

  it('uses the two drivers the user picks and refuses one the library does not name', () => {
    const picked = alternativeFutures({
      focus: FOCUS,
      documents: LIBRARY,
      uncertainties: ['Physical environment', 'Political'],
    });
    expect(picked.uncertainties.map((u) => u.driver)).toEqual(['Physical environment', 'Political']);
    expect(() =>
      alternativeFutures({ focus: FOCUS, documents: LIBRARY, uncertainties: ['Astrology', 'Political'] }),
    ).toThrow(UnknownDriverError);
  });

  it('says why there are no futures when the library names fewer than two drivers, and is deterministic', () => {
    const none = alternativeFutures({ focus: FOCUS, documents: [] });
    expect(none.futures).toEqual([]);
    expect(none.summary).toMatch(/no driver/);
    expect(none.notices).toEqual(['No library document was consulted.']);
    expect(JSON.stringify(alternativeFutures({ focus: FOCUS, documents: LIBRARY }))).toBe(
      JSON.stringify(alternativeFutures({ focus: FOCUS, documents: LIBRARY })),
    );
  });
});

describe('buildPersonaPrompt', () => {
  it("gives the model the persona's method, its findings and only the cited passages, with the marking", () => {
    const scenario =
      'We assume the northern bridge carries convoy traffic. The battalion will move fuel across it.';
    const analysis = new PersonaMethods(buildAdviceContext([scenario], TEST_LIBRARY)).analyse('skeptic');
    const prompt = buildPersonaPrompt({
      personaId: 'skeptic',
      question: scenario,
      analysis,
      earlier: [{ name: 'The Strategist', message: 'Proceed.' }],
    });
    expect(prompt.system).toContain('Key Assumptions Check');
    expect(prompt.system).toContain('The Skeptic');
    expect(prompt.sources.length).toBeGreaterThan(0);
    expect(prompt.user).toContain(prompt.sources[0]!.quote);
    expect(prompt.user).toContain('The Strategist: Proceed.');
    const top = prompt.sources.some((s) => s.classification === 'SECRET') ? 'SECRET' : 'UNCLASSIFIED';
    expect(prompt.system).toContain(`begin and end your answer with the line ${top}`);
  });
});
