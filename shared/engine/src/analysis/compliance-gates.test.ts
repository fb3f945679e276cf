import { buildContext } from './context';
import { buildCorpus } from './corpus';
import { reviewCompliance } from './compliance-judge';
import { requirementKind } from './requirements';
import { HashingEmbedder } from '../embed/hashing-embedder';
import { contextOf } from './test-helpers';

// A motor pool SOP written as many SOPs are, in the present tense, with numbered rules; and the notes of a
// day in the motor pool, in which other units and other crews appear beside the SOP's own.
const SOP = `MOTOR POOL STANDING OPERATING PROCEDURE, 4TH MAINTENANCE COMPANY

MP-1. The duty driver checks oil and coolant before the first run.

MP-2. Drivers do not idle engines inside the wash rack.

MP-3. If a fuel spill occurs, the duty driver reports it to the motor sergeant within 5 minutes.

MP-4. Mechanics do not start work on a vehicle unless the motor sergeant has signed the job order. The job order stays on the vehicle.

MP-5. No phone may be used on the fuel point.

MP-6. Speed in the motor pool will not exceed 8 km/h.`;

const NOTES = `MOTOR POOL NOTES, 4TH MAINTENANCE COMPANY, 12 MARCH

The wrecker crew of the 62nd Support Company checked oil and coolant on their own trucks before their first run.
The recovery team checked the winch cable before the first run.
No driver idled an engine inside the wash rack all day.
The mechanics started work on the generator truck with the motor sergeant's signed job order in hand.
At 0900 a visiting driver used his phone on the fuel point while his truck was refuelled.
The wrecker crossed the motor pool at 15 km/h to reach the wash rack.`;

function review() {
  const documents = [
    { id: 'sop', title: 'Motor Pool SOP', text: SOP },
    { id: 'notes', title: 'Motor Pool Notes', text: NOTES },
  ].map((d) => ({ ...d, classification: 'UNCLASS' as const, createdAt: '2027-03-12T00:00:00Z' }));
  const ctx = buildContext(buildCorpus(documents), '', 'compliance-review', new HashingEmbedder());
  return reviewCompliance(ctx).findings.map((f) => ({
    rule: f.requirement.rule,
    verdict: f.verdict,
    reason: f.reason,
    parts: f.parts?.length ?? 1,
  }));
}

describe('verdicts that are never confidently wrong', () => {
  it('reads every numbered sentence of a present-tense SOP as a rule, one verdict per rule', () => {
    const findings = review();
    expect(findings.map((f) => f.rule)).toEqual(['MP-1', 'MP-2', 'MP-3', 'MP-4', 'MP-5', 'MP-6']);
    expect(findings.find((f) => f.rule === 'MP-4')!.parts).toBe(2);
  });

  it("takes neither another unit's crew nor another role's check as evidence", () => {
    expect(review().find((f) => f.rule === 'MP-1')).toMatchObject({ verdict: 'not evidenced' });
  });

  it('meets a prohibition when the report denies the forbidden act (negation in scope)', () => {
    expect(review().find((f) => f.rule === 'MP-2')).toMatchObject({
      verdict: 'met',
      reason: 'it reports none',
    });
  });

  it('leaves a rule whose condition did not arise not evidenced, saying so', () => {
    expect(review().find((f) => f.rule === 'MP-3')).toMatchObject({
      verdict: 'not evidenced',
      reason: 'its condition does not arise in the selected documents',
    });
  });

  it('meets a prohibition with an exception when the report shows the exception held', () => {
    expect(review().find((f) => f.rule === 'MP-4')).toMatchObject({ verdict: 'met' });
  });

  it("takes anyone's act as evidence for a rule in the passive, which names no actor", () => {
    expect(review().find((f) => f.rule === 'MP-5')).toMatchObject({
      verdict: 'not met',
      reason: 'it reports what the rule forbids',
    });
  });

  it('takes whoever moved as evidence for a rule that sets a measure, compared with its unit', () => {
    expect(review().find((f) => f.rule === 'MP-6')).toMatchObject({ verdict: 'not met' });
  });

  it.each([
    ['Drivers do not idle engines inside the wash rack.', 'prohibition'],
    ['No trailer leaves the lot until the chains are checked.', 'prohibition'],
    ['Speed on the tank trail will not exceed 15 km/h.', 'obligation'],
    ['The duty driver checks oil before the first run.', 'obligation'],
  ])('reads "%s" as a %s', (text, kind) => {
    expect(requirementKind(contextOf([text]).corpus.sentences[0]!)).toBe(kind);
  });
});
