import { DRAFT_MESSAGES } from '@csw/contracts';
import type { SourceDocument } from '../analysis/types';
import { addBluf } from './add-bluf';
import { addEvidence, sectionAt } from './add-evidence';
import { sectionPassages } from './section-passages';

// Staff writing of our own for these tests: a unit SOP and an unrelated exercise report.
const doc = (id: string, text: string): SourceDocument => ({
  id,
  title: id,
  classification: 'UNCLASS',
  createdAt: '2026-01-01T00:00:00.000Z',
  text,
});
const SOP = doc(
  'Night convoy SOP',
  [
    '4. SUSTAINMENT.',
    'a. Each vehicle carries one day of water and rations for its crew.',
    'b. The convoy commander assigns one recovery vehicle for every ten vehicles.',
    '5. COMMAND AND SIGNAL.',
    'a. The convoy reports departure, each checkpoint and arrival to the battalion TOC.',
  ].join('\n\n'),
);
const SPACE = doc(
  'Space exercise report',
  'Units reported POL status to the space operations cell every six hours during the exercise.',
);

const DRAFT = [
  'Night convoy to FOB LANCE',
  'OPORD, 20 March 2026',
  '4. SUSTAINMENT',
  'Sustain the force throughout the night convoy. Add sustainment from the logistics estimate: the library holds nothing on it.',
  '5. COMMAND AND SIGNAL',
  'Report by the battalion command net.',
].join('\n\n');

describe('Add Evidence', () => {
  it('knows the section the cursor stands in', () => {
    expect(sectionAt(DRAFT, DRAFT.indexOf('Sustain the force'))).toBe('Sustainment');
    expect(sectionAt(DRAFT, DRAFT.indexOf('Report by'))).toBe('Command and Signal');
    expect(sectionAt(DRAFT, 3)).toBeNull();
  });

  it("inserts what the sources say on the cursor's section, in place of the line that said they hold nothing", () => {
    const passages = sectionPassages([SOP, SPACE], ['Sustainment']);
    const r = addEvidence({ text: DRAFT, cursor: DRAFT.indexOf('Sustain the force'), passages });
    expect(r.citation?.documentId).toBe('Night convoy SOP');
    expect(r.citation?.quote).toMatch(/water and rations|recovery vehicle/);
    expect(r.text).not.toContain('the library holds nothing on it');
    expect(r.text.slice(r.start, r.end)).toMatch(/^As "Night convoy SOP" records on page 1: ".+" \[1\]\.$/);
  });

  it('says that nothing bears on the section rather than insert a passage that only shares a word', () => {
    // The draft's sources say nothing on sustainment; their passages on other sections are no evidence of it.
    const threat = doc(
      'S2 update',
      'The enemy observes MSR IRON by day with small drones and jams GPS at night.',
    );
    const passages = sectionPassages([threat], ['Sustainment', 'Situation']);
    expect(passages.length).toBeGreaterThan(0);
    const r = addEvidence({ text: DRAFT, cursor: DRAFT.indexOf('Sustain the force'), passages });
    expect(r).toMatchObject({
      citation: null,
      text: DRAFT,
      message: DRAFT_MESSAGES.noSectionEvidence('Sustainment'),
    });
  });
});

describe('Add BLUF', () => {
  it('keeps the BLUF already there, with its citations, and adds no second one', () => {
    const text = [
      'Night convoy to FOB LANCE',
      'BLUF: The convoy moves at night to avoid observation [1].',
      'Discussion',
      'I recommend that the convoy departs at 2200 with a recovery vehicle per ten vehicles [2].',
      'Sources',
      '[1] S2 update, page 1 (UNCLASS): "The enemy observes MSR IRON by day"',
      '[2] Night convoy SOP, page 1 (UNCLASS): "One recovery vehicle for every ten vehicles"',
    ].join('\n\n');
    const r = addBluf(text);
    expect(r.text).toBe(text);
    expect(r.bluf).toBe('BLUF: The convoy moves at night to avoid observation [1].');
    expect(r.text.slice(r.start, r.end)).toBe(r.bluf);
    expect(r.text.match(/BLUF:/g)).toHaveLength(1);
  });

  it("writes the bottom line from the draft's own cited findings, never from a line saying the sources hold nothing", () => {
    const text = [
      'Fuel for Operation GRANARY',
      'Purpose',
      "Add the purpose from the unit's own records: the library holds nothing on it.",
      'Facts',
      'The logistics estimate records that the requirement on hand at the site is 11,040 gallons [1]. The estimate recommends one more tanker for 4 June [2].',
      'Sources',
      '[1] Logistics estimate, page 1 (UNCLASS): "the requirement on hand at the site is 11,040 gallons"',
      '[2] Logistics estimate, page 2 (UNCLASS): "Request one M978A4 with driver"',
    ].join('\n\n');
    const r = addBluf(text);
    expect(r.bluf).toBe('BLUF: The estimate recommends one more tanker for 4 June [2].');
    expect(r.text.match(/BLUF:/g)).toHaveLength(1);
  });
});
