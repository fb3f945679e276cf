import type { SourceDocument } from '../analysis/types';
import { generateDraft } from './generate';
import { passagesForDraft } from './section-passages';

// Staff documents written for these tests in the forms a unit's own come in.
const doc = (id: string, title: string, text: string): SourceDocument => ({
  id,
  title,
  classification: 'UNCLASS',
  createdAt: '2028-03-01T00:00:00Z',
  text,
});

const ORDER = doc(
  'order',
  'OPORD 12-28 Blue Kite',
  [
    'OPERATION ORDER 12-28 (OPERATION BLUE KITE)',
    '1. SITUATION.',
    'a. Enemy forces. The 88th Rifle Company holds the ford with two platoons and a mortar section.',
    '2. MISSION. 4-9 IN seizes OBJ PINE NLT 120600ZMAR28 in order to open the ford for the brigade.',
    '3. EXECUTION.',
    'c. Tasks to subordinate units.',
    '(1) A Co. Seize OBJ PINE from the south.',
    'd. Coordinating instructions.',
    '(1) Rehearsal at the battalion TOC at 111800ZMAR28.',
    '4. SUSTAINMENT. Class V: every rifleman carries one basic load. The ambulance exchange point is at the ford.',
    '5. COMMAND AND SIGNAL. The commander moves with A Co. Battalion command net is primary; TACSAT is alternate.',
  ].join('\n'),
);

const ESTIMATE = doc(
  'estimate',
  'S4 logistics estimate Blue Kite',
  [
    'S4 LOGISTICS ESTIMATE: OPERATION BLUE KITE',
    '1. Mission. 4-9 IN seizes OBJ PINE.',
    '2. Requirements and shortfalls.',
    'Class III(B) diesel for the attack 6,000 gal 4,500 gal SHORT 1,500 gal',
    'Water per day 3,000 gal 3,200 gal MET none',
    '3. Recommendations.',
    'a. Request one more fuel tanker from the support battalion for 11 March.',
    '4. Conclusion. The operation is supportable with moderate risk; diesel is the shortfall that matters.',
  ].join('\n'),
);

const NOW = new Date('2028-03-05T00:00:00Z');
const draftOf = (intent: string, sources: readonly SourceDocument[]) =>
  generateDraft({ intent, tone: 'decisive', passages: passagesForDraft(sources, intent), now: NOW });
const sectionText = (draft: ReturnType<typeof draftOf>, heading: string) => {
  const s = draft.sections.find((x) => x.heading === heading)!;
  return draft.text.slice(s.start, s.end);
};

describe('drafts from the chosen sources, read through the registry of formats', () => {
  it("quotes the chosen order's mission, cited, and takes each paragraph from the sources' own paragraphs", () => {
    const draft = draftOf('Draft a FRAGO for the ford crossing', [ORDER]);
    expect(draft.format).toBe('frago');
    expect(sectionText(draft, 'Mission')).toMatch(
      /4-9 IN seizes OBJ PINE NLT 120600ZMAR28 in order to open the ford for the brigade \[\d+\]\./,
    );
    expect(sectionText(draft, 'Execution')).toContain('Seize OBJ PINE from the south');
    expect(sectionText(draft, 'Execution')).toMatch(/rehearsal at the battalion TOC/i);
    expect(sectionText(draft, 'Sustainment')).toContain('every rifleman carries one basic load');
    expect(sectionText(draft, 'Command and Signal')).toContain('the commander moves with A Co');
    expect(draft.text).not.toMatch(/holds nothing|states none of them/);
  });

  it('says a section holds nothing only when no chosen source speaks to it', () => {
    const draft = draftOf('Draft a FRAGO for the ford crossing', [ESTIMATE]);
    expect(sectionText(draft, 'Command and Signal')).toMatch(/holds nothing/);
    expect(sectionText(draft, 'Sustainment')).not.toMatch(/holds nothing/);
  });

  it('states the shortfalls of a logistics estimate in an information paper on them', () => {
    const draft = draftOf('Write an information paper on the diesel shortfall', [ESTIMATE, ORDER]);
    expect(draft.format).toBe('information-paper');
    expect(sectionText(draft, 'Facts')).toContain('6,000 gal 4,500 gal SHORT 1,500 gal');
    expect(sectionText(draft, 'Purpose')).toMatch(/^Purpose\n\nBLUF: .*diesel is the shortfall that matters/);
    expect(sectionText(draft, 'Recommendation')).toContain('Request one more fuel tanker');
  });

  it("gives the format's own outline when the request names only the kind of document", () => {
    const frago = draftOf('Draft a FRAGO', []);
    expect(sectionText(frago, 'Execution')).toContain(
      '[What changes in the execution of the base order; "No change." where nothing does.]',
    );
    const intsum = draftOf('Write an INTSUM', []);
    expect(sectionText(intsum, 'Assessment')).toContain('a. MLCOA: [the most likely course of action].');
  });
});
