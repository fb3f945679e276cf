import { ruleItems } from './rule-items';
import { contextOf } from './test-helpers';

/** The numbered rules of a text, each with its sentences. */
function rules(text: string): Array<[string, string[]]> {
  const ctx = contextOf([text]);
  return ruleItems(ctx, 0).map((r): [string, string[]] => [
    r.id,
    r.sentences.map((i) => ctx.corpus.sentences[i]!.text.trim()),
  ]);
}

describe('the numbered rules of a standard', () => {
  it('numbers lettered and parenthesised subparagraphs under their paragraph, never a framing paragraph', () => {
    const text = `1. Purpose. This appendix sets the standard for the motor pool gate.

2. Rules.

a. Gate checks.

(1) The gate guard logs every vehicle.

(2) Drivers show a dispatch. No dispatch, no exit.

b. The sergeant of the guard inspects the log at 2200.

3. Responsibilities.

a. The platoon sergeant posts the roster.`;
    expect(rules(text)).toEqual([
      ['2.a.(1)', ['(1) The gate guard logs every vehicle.']],
      ['2.a.(2)', ['(2) Drivers show a dispatch.', 'No dispatch, no exit.']],
      ['2.b', ['b. The sergeant of the guard inspects the log at 2200.']],
    ]);
  });

  it('keeps an identifier as written, its label and rule in one line or apart', () => {
    const text = `GT-1. The duty driver checks oil and coolant before the first run.

GT-2.
The duty driver refuels at the end of the shift. The fuel log is signed.

GT-3. SECURITY. Keys stay in the key box.

The unit commander signs this annex.`;
    expect(rules(text)).toEqual([
      ['GT-1', ['The duty driver checks oil and coolant before the first run.']],
      ['GT-2', ['The duty driver refuels at the end of the shift.', 'The fuel log is signed.']],
      ['GT-3', ['Keys stay in the key box.']],
    ]);
  });

  it('takes no date or count at the start of a sentence for a rule number', () => {
    expect(rules('9 October is the inspection date. 12 trucks are on hand.')).toEqual([]);
  });
});
