/**
 * The labelled evaluation of ADVISE's built-in methods (see README.md): assumptions found in questions and
 * proposals, and the stance of passages towards assumptions. Labels are in labels.ts; the passages are read
 * from the material at run time. Run: npx jest --selectProjects engine shared/engine/src/eval/advice
 */
import { readProposal } from '../../advice/proposal';
import { BUILTIN_LEXICON } from '../../meaning/builtin-lexicon';
import { currentLexicon } from '../../meaning/lexicon';
import { stance } from '../../meaning/stance';
import { SCENARIO_LABELS, STANCE_LABELS, type ExpectedAssumption } from './labels';
import { corpusText, materialDirs, passageText } from './material';

const GOAL = 0.85;

const holds = (text: string, names: readonly string[]) =>
  names.every((n) => n.split('|').some((alt) => text.toLowerCase().includes(alt.toLowerCase())));

function report(lines: string[]): void {
  process.stdout.write(`${lines.join('\n')}\n`);
}

describe('advice evaluation (labelled, on material we did not write)', () => {
  beforeAll(() => materialDirs());

  it(`finds the assumptions a course of action rests on (recall >= ${GOAL})`, () => {
    let expected = 0;
    let found = 0;
    let coaRight = 0;
    const misses: string[] = [];
    for (const label of SCENARIO_LABELS) {
      const text = label.text ?? corpusText(label.corpusFile!);
      const proposal = readProposal(text);
      if (proposal.coa && holds(proposal.coa.text, label.coa)) coaRight += 1;
      else
        misses.push(
          `  COA of ${label.id}: got "${proposal.coa?.text ?? ''}", expected ${label.coa.join(' + ')}`,
        );
      const matches = (e: ExpectedAssumption) =>
        proposal.assumptions.some((a) => a.kind === e.kind && holds(a.statement, e.names));
      for (const e of label.assumptions) {
        expected += 1;
        if (matches(e)) found += 1;
        else misses.push(`  ${label.id}: no ${e.kind} assumption naming ${e.names.join(' + ')}`);
      }
    }
    const recall = found / expected;
    report([
      `Assumptions found: ${found}/${expected} = ${recall.toFixed(3)} recall; courses of action read: ${coaRight}/${SCENARIO_LABELS.length}`,
      ...misses,
    ]);
    expect(recall).toBeGreaterThanOrEqual(GOAL);
  });

  it(`judges supporting, contradicting and unrelated passages (accuracy >= ${GOAL})`, () => {
    const byClass = new Map<string, { right: number; all: number }>();
    const misses: string[] = [];
    let right = 0;
    for (const label of STANCE_LABELS) {
      const passage = passageText(label.passage);
      const got = stance(label.assumption, passage);
      const entry = byClass.get(label.expected) ?? { right: 0, all: 0 };
      entry.all += 1;
      if (got.stance === label.expected) {
        right += 1;
        entry.right += 1;
      } else {
        misses.push(
          `  [${label.topic}] expected ${label.expected}, got ${got.stance} (${got.reason})\n    A: ${label.assumption}\n    P: ${passage}`,
        );
      }
      byClass.set(label.expected, entry);
    }
    const accuracy = right / STANCE_LABELS.length;
    // For the record: the same labels with the small built-in lexicon the browser falls back to.
    const fallback = STANCE_LABELS.filter(
      (l) => stance(l.assumption, passageText(l.passage), BUILTIN_LEXICON).stance === l.expected,
    ).length;
    report([
      `Stance accuracy: ${right}/${STANCE_LABELS.length} = ${accuracy.toFixed(3)} (lexicon: ${currentLexicon().name}); ${[
        ...byClass,
      ]
        .map(([k, v]) => `${k} ${v.right}/${v.all}`)
        .join(
          ', ',
        )}; with the built-in lexicon only: ${fallback}/${STANCE_LABELS.length} = ${(fallback / STANCE_LABELS.length).toFixed(3)}`,
      ...misses,
    ]);
    expect(accuracy).toBeGreaterThanOrEqual(GOAL);
  });
});
