/**
 * The labelled evaluation of EXECUTE's mission reading (see README.md): who and when of mission statements
 * (the corpus's two doctrinal examples and our own), the task of sustainment and other non-tactical
 * missions, and date-time groups in their written forms. Prints precision and recall for each.
 * Run: npx jest --selectProjects engine shared/engine/src/eval/planning
 */
import { analyseMission } from '../../planning/analyse-mission';
import { findTimes } from '../../planning/mission-time';
import { corpusText, materialDirs } from '../advice/material';
import { DTG_LABELS, EVAL_NOW, MISSION_LABELS } from './labels';

const GOAL = 0.85;

interface Score {
  correct: number;
  given: number;
  expected: number;
}

const precision = (s: Score) => (s.given ? s.correct / s.given : 1);
const recall = (s: Score) => (s.expected ? s.correct / s.expected : 1);
const line = (name: string, s: Score) =>
  `${name}: precision ${s.correct}/${s.given} = ${precision(s).toFixed(3)}, recall ${s.correct}/${s.expected} = ${recall(s).toFixed(3)}`;

function report(lines: string[]): void {
  process.stdout.write(`${lines.join('\n')}\n`);
}

describe('planning evaluation (labelled before the engine ran)', () => {
  beforeAll(() => materialDirs());

  const analyses = () =>
    MISSION_LABELS.map((label) => ({
      label,
      analysis: analyseMission(
        { description: label.text ?? corpusText(label.corpusFile!) },
        { now: EVAL_NOW },
      ),
    }));

  it(`reads who, when and the task of mission statements (precision and recall >= ${GOAL})`, () => {
    const who: Score = { correct: 0, given: 0, expected: 0 };
    const when: Score = { correct: 0, given: 0, expected: 0 };
    const task: Score = { correct: 0, given: 0, expected: 0 };
    const misses: string[] = [];
    for (const { label, analysis } of analyses()) {
      if (label.who !== null) who.expected += 1;
      if (analysis.who.stated) who.given += 1;
      if (analysis.who.stated && analysis.who.text === label.who) who.correct += 1;
      else if (analysis.who.stated || label.who !== null)
        misses.push(`  who of ${label.id}: got "${analysis.who.text}", expected "${label.who}"`);

      when.expected += 1;
      if (analysis.when.stated) when.given += 1;
      const w = label.when;
      const sameTime = w.time ? analysis.when.time === w.time : analysis.when.time === null;
      const sameRelative = w.relative ? analysis.when.relative === w.relative : true;
      if (analysis.when.stated && analysis.when.text!.includes(w.words) && sameTime && sameRelative)
        when.correct += 1;
      else
        misses.push(
          `  when of ${label.id}: got "${analysis.when.text}" = ${analysis.when.time ?? analysis.when.relative}, expected "${w.words}" = ${w.time ?? w.relative ?? 'no instant'}`,
        );

      task.expected += 1;
      if (analysis.what.stated) task.given += 1;
      if (analysis.what.stated && analysis.what.verb === label.task) task.correct += 1;
      else misses.push(`  task of ${label.id}: got "${analysis.what.verb}", expected "${label.task}"`);
    }
    report([
      `Mission statements: ${MISSION_LABELS.length}`,
      line('Who (unit designation)', who),
      line('When (date-time group, relative time)', when),
      line('Task (tactical, sustainment, non-tactical)', task),
      ...misses,
    ]);
    for (const s of [who, when, task]) {
      expect(precision(s)).toBeGreaterThanOrEqual(GOAL);
      expect(recall(s)).toBeGreaterThanOrEqual(GOAL);
    }
  });

  it(`reads date-time groups in their written forms (precision and recall >= ${GOAL})`, () => {
    const s: Score = { correct: 0, given: 0, expected: 0 };
    const misses: string[] = [];
    for (const label of DTG_LABELS) {
      const found = findTimes(label.text, { now: EVAL_NOW })[0];
      const expected = label.time != null || label.relative !== undefined;
      if (expected) s.expected += 1;
      if (found) s.given += 1;
      const right =
        found &&
        expected &&
        (label.relative !== undefined
          ? found.relative === label.relative
          : found.time !== null && new Date(found.time).toISOString() === label.time);
      if (right) s.correct += 1;
      else if (found || expected)
        misses.push(
          `  "${label.text}": got ${found ? (found.relative ?? (found.time === null ? 'no instant' : new Date(found.time).toISOString())) : 'nothing'}, expected ${label.relative ?? label.time ?? 'nothing'}`,
        );
    }
    report([`Date-time groups: ${DTG_LABELS.length}`, line('Date-time groups', s), ...misses]);
    expect(precision(s)).toBeGreaterThanOrEqual(GOAL);
    expect(recall(s)).toBeGreaterThanOrEqual(GOAL);
  });
});
