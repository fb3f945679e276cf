import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkWriting } from './checker';
import { intentSubject } from './intent-subject';
import { followedFormat } from './structure';
import { matchTemplate } from './templates';
import { validateStructure } from './validate';
import { sharedMaterial } from '../test/shared-material';

const corpus = sharedMaterial('corpus/staff-writing');

const COMPLETE_ORDER = `OPERATION ORDER 01-25

1. SITUATION.
a. Area of Interest. The brigade area of operations.

2. MISSION. ${readFileSync(path.join(corpus, 'mission-01-atp5-0-2-1-ex1-1st-brigade-route-south-dakota.txt'), 'utf8').trim()}

3. EXECUTION.
a. Commander's Intent. Keep the route open.

4. SUSTAINMENT. Class III resupply every 48 hours.

5. COMMAND AND CONTROL.
a. Command. The commander is at the main CP.
`;

describe('OPORD validator', () => {
  it('passes a complete five-paragraph order, with Command and Control or Command and Signal', () => {
    expect(validateStructure(COMPLETE_ORDER, 'opord')).toMatchObject({
      ok: true,
      missing: [],
      outOfOrder: [],
    });
    const older = COMPLETE_ORDER.replace('COMMAND AND CONTROL', 'COMMAND AND SIGNAL').replace(
      'SUSTAINMENT',
      'SERVICE SUPPORT',
    );
    expect(validateStructure(older, 'opord').ok).toBe(true);
  });

  it('names each missing paragraph of an incomplete order', () => {
    const partial = COMPLETE_ORDER.replace(/3\. EXECUTION\.[\s\S]*?(?=4\.)/, '').replace(
      /5\. COMMAND[\s\S]*$/,
      '',
    );
    const result = validateStructure(partial, 'opord');
    expect(result.ok).toBe(false);
    expect(result.missing).toEqual(['Execution', 'Command and Signal']);
    const findings = checkWriting(partial, { format: 'opord' }).findings.filter(
      (f) => f.kind === 'structure',
    );
    expect(findings.map((f) => f.message)).toEqual([
      'OPORD: Execution is missing.',
      'OPORD: Command and Signal is missing.',
    ]);
  });

  it('reports paragraphs out of order', () => {
    const swapped = COMPLETE_ORDER.replace('1. SITUATION.', 'X')
      .replace('2. MISSION.', '1. SITUATION.\n\n2. MISSION.')
      .replace('X', '');
    expect(validateStructure(swapped, 'opord').ok).toBe(true);
    const wrong = 'MISSION.\nSeize the bridge.\n\nSITUATION.\nEnemy to the north.\n';
    expect(validateStructure(wrong, 'opord').outOfOrder).toEqual(['Mission']);
  });
});

describe('other templates', () => {
  it('AAR: the four questions of TC 25-20, by heading or by question', () => {
    const aar =
      'What was supposed to happen?\nA night move.\n\nWhat happened?\nWe arrived late.\n\nWhy was there a difference?\nA bridge was out.\n\nWhat will we do next time?\nRecon the route.';
    expect(validateStructure(aar, 'aar')).toMatchObject({ ok: true });
    expect(validateStructure('What Happened\nWe arrived late.', 'aar').missing).toEqual([
      'What was supposed to happen',
      'Why it happened',
      'What to do next time',
    ]);
  });

  it('point paper: Issue, Facts, Recommendation', () => {
    expect(
      validateStructure('ISSUE: Fuel.\n\nFACTS: Low.\n\nRECOMMENDATION: Buy fuel.', 'point-paper').ok,
    ).toBe(true);
    expect(validateStructure('ISSUE: Fuel.', 'point-paper').missing).toEqual(['Facts', 'Recommendation']);
  });

  it('memo: the AR 25-50 layout is checked on a real figure', () => {
    const fig = readFileSync(path.join(corpus, 'memo-ar2550-fig2-14-enclosures-cf-poc.txt'), 'utf8');
    const result = validateStructure(fig, 'policy-memo');
    expect(result.found).toEqual(expect.arrayContaining(['Office symbol', 'MEMORANDUM FOR', 'SUBJECT']));
    // The figure writes the word "Date" where a date goes.
    expect(result.missing).toContain('Date');
  });
});

describe('the template a text follows', () => {
  const MEMO = [
    '1. Purpose. This memorandum sets the convoy escort policy.',
    '2. Background. Convoys crossed the route without escorts last month.',
    '3. Discussion. Escorts cut losses where they ran.',
    '4. Recommendation. Escort every convoy on the main supply route.',
  ].join('\n\n');

  test('keeps the template a draft was made from while the text keeps its headings', () => {
    expect(followedFormat(COMPLETE_ORDER, 'opord')).toBe('opord');
    // Half of an order's paragraphs are still an order being written.
    expect(followedFormat('1. SITUATION. Enemy.\n\n2. MISSION. Move.\n\n3. EXECUTION. Go.', 'opord')).toBe(
      'opord',
    );
  });

  test('a memo pasted over an AAR is checked as the memo it is, and plain prose as no template', () => {
    expect(followedFormat(MEMO, 'aar')).toBe('policy-memo');
    expect(followedFormat(MEMO)).toBe('policy-memo');
    expect(followedFormat('Escort every convoy. The route is mined at night.', 'aar')).toBeNull();
    expect(followedFormat(COMPLETE_ORDER)).toBe('opord');
  });
});

describe('formats of the registry in CREATE', () => {
  it('names FRAGO, WARNORD, INTSUM, logistics estimate and information paper from the request, and keeps a titled subject whole', () => {
    expect(matchTemplate('Draft a FRAGO for the route clearance')).toBe('frago');
    expect(matchTemplate('Draft FRAGO 08 to OPORD 27-03 for the route clearance')).toBe('frago');
    expect(matchTemplate('Issue a warning order for the road march')).toBe('warnord');
    expect(matchTemplate('Write an INTSUM for the last 24 hours')).toBe('intsum');
    expect(matchTemplate('Prepare the logistics estimate for GRANARY')).toBe('logistics-estimate');
    expect(matchTemplate('Write an information paper on the fuel shortfall')).toBe('information-paper');
    expect(matchTemplate('Draft a decision memorandum on the second channel')).toBe('decision-paper');
    expect(intentSubject('Draft FRAGO 08 to OPORD 27-03 for the route clearance', 'frago')).toBe(
      'FRAGO 08 to OPORD 27-03 for the route clearance',
    );
    expect(intentSubject('Write an information paper on the fuel shortfall', 'information-paper')).toBe(
      'fuel shortfall',
    );
  });

  it('checks a FRAGO against the five paragraphs', () => {
    const report = validateStructure('1. SITUATION\n\n2. MISSION\n\nNo change.\n\n3. EXECUTION\n', 'frago');
    expect(report.formatName).toBe('FRAGO');
    expect(report.missing).toEqual(['Sustainment', 'Command and Signal']);
    expect(report.why).toMatch(/fragmentary order/);
  });
});
