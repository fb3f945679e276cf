/**
 * The labelled evaluation of ADVISE agreeing with itself (see README.md): every assumption it checks comes
 * from the words of the question, named as where it came from; the recommended course of action follows
 * from the advisors' stances (or says that they disagree); and the advisors' bottom line points the way the
 * library does. Prints precision and recall for each. Run:
 * node node_modules/jest/bin/jest.js --selectProjects engine -- shared/engine/src/eval/advice
 */
import type { SourceDocument } from '../../analysis/types';
import { bottomLineOf } from '../../advice/bottom-line';
import { readProposal } from '../../advice/proposal';
import { analyseScenario } from '../../advice/strategic-analysis';
import { CONSISTENCY_LABELS, PROVENANCE_LABELS } from './labels';

const GOAL = 0.85;
const ADVISORS = ['skeptic', 'optimist', 'historian'] as const;

interface Score {
  correct: number;
  given: number;
  expected: number;
}
const ratio = (a: number, b: number) => (b ? a / b : 1);
const line = (name: string, s: Score) =>
  `${name}: precision ${s.correct}/${s.given} = ${ratio(s.correct, s.given).toFixed(3)}, recall ${s.correct}/${s.expected} = ${ratio(s.correct, s.expected).toFixed(3)}`;

function report(lines: string[]): void {
  process.stdout.write(`${lines.join('\n')}\n`);
}

const library = (docs: ReadonlyArray<{ title: string; text: string }>): SourceDocument[] =>
  docs.map((d, i) => ({
    id: `doc-${i + 1}`,
    title: d.title,
    classification: 'UNCLASS',
    createdAt: '2026-01-01T00:00:00.000Z',
    text: d.text,
  }));

describe('ADVISE agrees with itself (labelled before the engine ran)', () => {
  it(`draws each assumption from the words of the question, named (precision and recall >= ${GOAL})`, () => {
    const s: Score = { correct: 0, given: 0, expected: 0 };
    let invented = 0;
    const misses: string[] = [];
    for (const label of PROVENANCE_LABELS) {
      const { assumptions } = readProposal(label.text);
      const matched = new Set<number>();
      s.expected += label.assumptions.length;
      for (const a of assumptions) {
        s.given += 1;
        const i = label.assumptions.findIndex(
          (e, j) =>
            !matched.has(j) &&
            e.kind === a.kind &&
            a.source.toLowerCase().includes(e.from.toLowerCase()) &&
            label.text.includes(a.source),
        );
        if (i >= 0) {
          matched.add(i);
          s.correct += 1;
        } else misses.push(`  ${label.id}: unlabelled ${a.kind} "${a.statement}" from "${a.source}"`);
        if (label.invented.some((w) => a.statement.toLowerCase().includes(w.toLowerCase()))) {
          invented += 1;
          misses.push(`  ${label.id}: invented "${a.statement}"`);
        }
      }
      label.assumptions.forEach((e, j) => {
        if (!matched.has(j)) misses.push(`  ${label.id}: no ${e.kind} assumption from "${e.from}"`);
      });
    }
    report([
      `Questions: ${PROVENANCE_LABELS.length}`,
      line('Assumptions with their source in the question', s),
      `Invented assumptions: ${invented}`,
      ...misses,
    ]);
    expect(invented).toBe(0);
    expect(ratio(s.correct, s.given)).toBeGreaterThanOrEqual(GOAL);
    expect(ratio(s.correct, s.expected)).toBeGreaterThanOrEqual(GOAL);
  });

  it('recommends what the advisors hold, and their bottom line points the way the library does', () => {
    const against: Score = { correct: 0, given: 0, expected: 0 };
    let consistent = 0;
    let wordReasons = 0;
    const misses: string[] = [];
    for (const label of CONSISTENCY_LABELS) {
      const r = analyseScenario({
        scenario: label.scenario,
        mode: 'Challenge',
        documents: library(label.library),
        personaIds: ADVISORS,
      });
      const advisors = ADVISORS.map((id) => r.personas[id]!);
      const bottom = bottomLineOf(advisors);
      // The recommendation opens with the advisors' bottom line, or says that they disagree.
      const opening = r.recommendedCourseOfAction.split('\n')[0]!;
      const expectedOpening =
        bottom.verdict === null
          ? 'The advisors disagree'
          : {
              proceed: 'Proceed:',
              'proceed with caution': 'Proceed with caution:',
              reconsider: 'Reconsider:',
            }[bottom.verdict];
      if (opening.startsWith(expectedOpening)) consistent += 1;
      else misses.push(`  ${label.id}: advisors ${bottom.verdict ?? 'split'}, recommendation "${opening}"`);
      const saysAgainst = bottom.verdict === 'reconsider';
      if (label.expected === 'against') against.expected += 1;
      if (saysAgainst) against.given += 1;
      if (saysAgainst && label.expected === 'against') against.correct += 1;
      if (saysAgainst !== (label.expected === 'against'))
        misses.push(`  ${label.id}: advisors ${bottom.verdict ?? 'split'}, library points ${label.expected}`);
      // An advisor argues from what a passage means, never from a pair of words ("overdue" against "not interfere").
      const skeptic = r.personas.skeptic!.details;
      if (skeptic.method === 'key-assumptions-check')
        for (const a of skeptic.assumptions)
          for (const e of a.evidence)
            if (/" against "/.test(e.reason) && a.cue.startsWith('implied by')) {
              wordReasons += 1;
              misses.push(`  ${label.id}: word-match reason "${e.reason}"`);
            }
    }
    report([
      `Consistency cases: ${CONSISTENCY_LABELS.length}`,
      `Recommendation follows the advisors: ${consistent}/${CONSISTENCY_LABELS.length}`,
      line('Advisors say reconsider where the library points against', against),
      `Reasons from shared words on implied assumptions: ${wordReasons}`,
      ...misses,
    ]);
    expect(consistent).toBe(CONSISTENCY_LABELS.length);
    expect(wordReasons).toBe(0);
    expect(ratio(against.correct, against.given)).toBeGreaterThanOrEqual(GOAL);
    expect(ratio(against.correct, against.expected)).toBeGreaterThanOrEqual(GOAL);
  });
});
