import type { SourceDocument } from '../../analysis/types';
import { readStaffLabels, type StaffLabels } from './labels';
import { cell, figureRows, MEASURES, total } from './report';
import { ruleVerdict } from './score-compliance';
import { scoreSet, type SetFigures } from './score-set';

const doc = (id: string, text: string): SourceDocument => ({
  id,
  title: id.replace(/\.txt$/, ''),
  classification: 'UNCLASS',
  createdAt: '2026-01-01T00:00:00Z',
  text,
});

// A small set of our own: a range SOP with two rules, a range report, an S2 note and an order.
const DOCUMENTS = new Map(
  [
    doc(
      'range-sop.txt',
      'RANGE 4 STANDING OPERATING PROCEDURE\n\n1. The range officer shall brief every firer on the safety limits before the first relay.\n\n2. Firers must not leave the firing line with a loaded weapon.',
    ),
    doc(
      'range-report.txt',
      'RANGE 4 AFTER ACTION REPORT\n\nThe range officer briefed every firer on the safety limits before the first relay at 0700. One firer left the firing line with a loaded weapon at 0915 and was stopped by the tower.\n\nSUSTAIN\n\nThe safety brief before the first relay was thorough and every firer could repeat the limits.\n\nIMPROVE\n\nWeapon clearing at the firing line was not enforced and must be improved.',
    ),
    doc(
      'range-s2.txt',
      'THREAT NOTE\n\nThe 14th Guards Sniper Company observed the range from the ridge on two nights. The company is likely to return.',
    ),
    doc(
      'range-order.txt',
      'OPORD 3\n\n2. MISSION. B Co 1-5 IN conducts live-fire qualification at RANGE 4 at 0700 on 3 March 2027 in order to qualify every rifleman before deployment.',
    ),
  ].map((d) => [d.id, d]),
);

function labels(
  verdicts: readonly ['met' | 'not_met' | 'not_evidenced', 'met' | 'not_met' | 'not_evidenced'],
): StaffLabels {
  return readStaffLabels('test.json', {
    set: 'range-4',
    files: {
      sop: 'range-sop.txt',
      report: 'range-report.txt',
      intel: 'range-s2.txt',
      order: 'range-order.txt',
    },
    compliance: [
      {
        rule: '1',
        ruleText: 'The range officer shall brief every firer on the safety limits before the first relay.',
        verdict: verdicts[0],
        evidence:
          'The range officer briefed every firer on the safety limits before the first relay at 0700.',
        why: 'briefed',
      },
      {
        rule: '2',
        ruleText: 'Firers must not leave the firing line with a loaded weapon.',
        verdict: verdicts[1],
        evidence: 'One firer left the firing line with a loaded weapon at 0915 and was stopped by the tower.',
        why: 'one firer left',
      },
    ],
    lessons: {
      sustain: [
        'The safety brief before the first relay was thorough and every firer could repeat the limits.',
      ],
      improve: ['Weapon clearing at the firing line was not enforced and must be improved.'],
    },
    threat: {
      actors: ['14th Guards Sniper Company'],
      actorAliases: {},
      notActors: ['THREAT NOTE', 'RANGE 4'],
    },
    mission: {
      statement: 'B Co 1-5 IN conducts live-fire qualification ...',
      who: 'B Co 1-5 IN',
      what: ['conducts live-fire qualification at RANGE 4'],
      when: '2027-03-03T07:00Z',
      whenRaw: 'at 0700 on 3 March 2027',
      whenNote: 'no zone: ZULU',
      where: 'at RANGE 4',
      why: 'to qualify every rifleman before deployment',
      unitDesignationForms: ['B Co 1-5 IN'],
    },
  });
}

const NOW = new Date('2027-01-01T00:00:00Z');

describe('staff evaluation of one set', () => {
  it('scores every engine against the labels: agreeing verdicts, lessons, actors, mission fields', async () => {
    const figures = await scoreSet({ labels: labels(['met', 'not_met']), documents: DOCUMENTS, now: NOW });
    expect(figures.compliance).toMatchObject({ rules: 2, found: 2, agreeing: 2, confidentlyWrong: 0 });
    expect(figures.compliance).toMatchObject({ notMetLabelled: 1, notMetFound: 1 });
    expect(figures.lessons!.sustain).toMatchObject({ labelled: 1, found: 1 });
    expect(figures.lessons!.improve).toMatchObject({ labelled: 1, found: 1 });
    expect(figures.actors).toMatchObject({ labelled: 1, found: 1 });
    expect(figures.mission).toMatchObject({ fields: 5 });
    expect(figures.gaps).toBeUndefined();
    expect(figures.draft).toBeUndefined();
  });

  it('counts a met where the label says not met (and the reverse) as confidently wrong, a guess apart', async () => {
    const wrong = await scoreSet({ labels: labels(['not_met', 'met']), documents: DOCUMENTS, now: NOW });
    expect(wrong.compliance).toMatchObject({ agreeing: 0, confidentlyWrong: 2, notMetFound: 0 });
    expect(wrong.compliance!.misses.filter((m) => m.includes('CONFIDENTLY WRONG'))).toHaveLength(2);
    const guessed = await scoreSet({
      labels: labels(['not_evidenced', 'not_evidenced']),
      documents: DOCUMENTS,
      now: NOW,
    });
    expect(guessed.compliance).toMatchObject({ agreeing: 0, confidentlyWrong: 0, unfounded: 2 });
  });

  it('refuses labels that name a file the set does not hold', async () => {
    const missing = new Map(DOCUMENTS);
    missing.delete('range-s2.txt');
    await expect(
      scoreSet({ labels: labels(['met', 'not_met']), documents: missing, now: NOW }),
    ).rejects.toThrow('range-4: the labels name range-s2.txt (intel), which is not in the set.');
  });

  it('gives a rule of two parts one verdict: not met when a part fails', () => {
    expect(ruleVerdict(['met', 'not_met'])).toBe('not_met');
    expect(ruleVerdict(['met', 'not_evidenced'])).toBe('met');
    expect(ruleVerdict(['not_evidenced'])).toBe('not_evidenced');
  });

  it('totals the sets by summing counts, and leaves out a set that does not measure a figure', () => {
    const agreeing = MEASURES[0]!;
    const sets = [
      { set: 'a', compliance: { agreeing: 3, rules: 4 } },
      { set: 'b', compliance: { agreeing: 1, rules: 4 } },
      { set: 'c' },
    ] as unknown as SetFigures[];
    expect(total(agreeing, sets)).toEqual([4, 8]);
    expect(cell(agreeing, total(agreeing, sets))).toBe('4/8 = 0.500');
    expect(cell(agreeing, undefined)).toBe('-');
    const rows = figureRows(sets);
    expect(rows[0]).toEqual({
      measure: agreeing.name,
      a: '3/4 = 0.750',
      b: '1/4 = 0.250',
      c: '-',
      'all sets': '4/8 = 0.500',
    });
  });
});
