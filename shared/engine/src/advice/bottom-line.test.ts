import type { SourceDocument } from '../analysis/types';
import { readProposal } from './proposal';
import { analyseScenario } from './strategic-analysis';

const doc = (id: string, title: string, text: string): SourceDocument => ({
  id,
  title,
  classification: 'UNCLASS',
  createdAt: '2026-01-01T00:00:00.000Z',
  text,
});

// A captain's own documents, as the user story has them: the AAR of a night convoy and an S2 threat update.
const LIBRARY = [
  doc(
    'aar',
    'AAR notes',
    'During the night convoy the lead vehicle missed the turn at CP 4 because strip maps were not issued to every vehicle. Two drivers had night-vision goggles with dead batteries, and the convoy halted for 40 minutes to replace them. The convoy was overdue at FOB DUKE by three hours and the battalion did not treat it as in contact.',
  ),
  doc(
    's2',
    'S2 threat update',
    'REDLAND electronic warfare teams jam GPS along MSR TAMPA every night. Convoys moving at night should expect to lose GPS for the whole route.',
  ),
];
const QUESTION = 'Should we move the convoy at night to avoid the GPS jamming window?';

describe('ADVISE agrees with itself', () => {
  const r = analyseScenario({
    scenario: QUESTION,
    mode: 'Challenge',
    documents: LIBRARY,
    personaIds: ['skeptic', 'optimist', 'historian'],
  });

  it('recommends what most advisors hold: reconsider, with their reason, never the move as asked', () => {
    const verdicts = Object.values(r.personas).map((p) => p!.verdict);
    expect(verdicts.filter((v) => v === 'reconsider').length).toBeGreaterThanOrEqual(2);
    expect(r.recommendedCourseOfAction).toMatch(/^Reconsider: move the convoy at night/);
    expect(r.recommendedCourseOfAction).toMatch(/advise against it/);
    // The Historian reads the captain's own AAR as a precedent that went wrong: all three reconsider.
    expect(r.summary).toContain('3 of 3 advisors say reconsider.');
  });

  it('argues from what a passage means for the plan, not from a pair of shared words', () => {
    const d = r.personas.skeptic!.details;
    if (d.method !== 'key-assumptions-check') throw new Error('wrong method');
    const reasons = d.assumptions.flatMap((a) => a.evidence.map((e) => e.reason));
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(reason).not.toMatch(/" against "/);
    // "Overdue" is about the convoy's timings, not about the adversary interfering.
    const threat = d.assumptions.find((a) => a.statement.startsWith('The adversary does not interfere'))!;
    expect(threat.evidence.map((e) => e.citation.quote).join(' ')).not.toContain('overdue');
    const timings = d.assumptions.find((a) => a.statement.includes('keeps to its timings'))!;
    expect(timings.evidence[0]!.reason).toMatch(/its timings may not hold$/);
  });

  it('checks only assumptions the question implies, each with the words it comes from', () => {
    const d = r.personas.skeptic!.details;
    if (d.method !== 'key-assumptions-check') throw new Error('wrong method');
    expect(d.assumptions.map((a) => a.statement)).not.toContain('Night stays passable.');
    for (const a of d.assumptions) {
      expect(QUESTION.slice(a.span.start, a.span.end)).toBe(a.span.text);
      expect(a.cue).toContain(`"${a.span.text}"`);
    }
    expect(d.assumptions.find((a) => a.span.text === 'at night')?.statement).toBe(
      'The convoy keeps to its timings at night.',
    );
  });

  it('reads the time of day as a time, and a verb the tagger misreads after its actor', () => {
    const dark = readProposal(
      'Should the battalion drive the resupply convoy through Harrow Pass after dark?',
    );
    expect(dark.coa?.actor).toBe('the battalion');
    expect(dark.coa?.time?.text).toBe('after dark');
    expect(dark.assumptions.map((a) => a.statement)).toContain('Harrow Pass stays open after dark.');
    expect(dark.assumptions.every((a) => !/^Dark /.test(a.statement))).toBe(true);
  });

  it('says plainly that the advisors disagree when no verdict has a majority', () => {
    const split = analyseScenario({
      scenario: QUESTION,
      mode: 'Challenge',
      documents: LIBRARY,
      personaIds: ['skeptic', 'commander'],
    });
    // The Skeptic reconsiders; the Commander, judging how the decision is stated, says proceed with caution.
    expect(split.personas.skeptic!.verdict).toBe('reconsider');
    expect(split.personas.commander!.verdict).toBe('proceed with caution');
    expect(split.recommendedCourseOfAction).toMatch(/^The advisors disagree on: move the convoy at night/);
    expect(split.recommendedCourseOfAction).toContain('- The Skeptic says reconsider');
    expect(split.riskExplanation).toContain('The advisors disagree on whether to proceed');
  });
});
