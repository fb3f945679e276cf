import { checkWriting } from '../drafting/checker';
import { generateDraft } from '../drafting/generate';
import { passagesForDraft } from '../drafting/section-passages';
import { matchTemplate } from '../drafting/templates';
import { readStaffDocument } from './read-document';
import { formatCheck, registerFormat, staffFormat, staffFormats, unregisterFormat } from './registry';
import type { StaffFormat } from './types';

// A format nobody ships: a situation report. Registering it is the only change the test makes.
const SITREP: StaffFormat = {
  id: 'test-sitrep',
  name: 'SITREP',
  doctrine: 'unit SOP',
  title: /\bSITUATION REPORT\b|\bSITREP\b/i,
  sections: [
    { role: 'what-happened', label: 'Activity', purpose: 'What the unit did.', headings: /^activity$/ },
    { role: 'shortfalls', label: 'Shortfalls', purpose: 'What the unit lacks.', headings: /^shortfalls$/ },
  ],
  numbering: { examples: ['1.'], note: 'Numbered paragraphs.' },
  draft: {
    sections: [
      { label: 'Activity', takes: ['what-happened'] },
      { label: 'Shortfalls', takes: ['shortfalls'] },
    ],
    layout: 'order',
    matchTerms: ['sitrep', 'situation report'],
  },
};

describe('the registry of staff formats', () => {
  afterEach(() => unregisterFormat(SITREP.id));

  it('holds every doctrinal format once', () => {
    const ids = staffFormats().map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'opord',
      'frago',
      'warnord',
      'aar',
      'sop',
      'intsum',
      'logistics-estimate',
      'personnel-estimate',
      'medical-estimate',
      'running-estimate',
      'information-paper',
      'point-paper',
      'decision-paper',
      'memorandum',
    ])
      expect(staffFormat(id)).toBeDefined();
  });

  it('recognises a registered format and reads its sections, with no other change', () => {
    const text =
      'SITREP 14\n1. ACTIVITY. The company cleared two routes.\n2. SHORTFALLS. Two trucks are down.';
    expect(readStaffDocument(text).format).toBeNull();
    registerFormat(SITREP);
    const doc = readStaffDocument(text);
    expect(doc.format).toEqual({ id: 'test-sitrep', name: 'SITREP' });
    expect(doc.sections.filter((s) => s.role !== 'other').map((s) => [s.role, s.text])).toEqual([
      ['what-happened', 'The company cleared two routes.'],
      ['shortfalls', 'Two trucks are down.'],
    ]);
    // A drafted format without a check of its own is checked against its draft's sections.
    expect(formatCheck(SITREP)!.parts.map((p) => p.label)).toEqual(['Activity', 'Shortfalls']);
  });

  it('drafts and checks a registered format, with no other change', () => {
    const report = {
      id: 'sitrep-13',
      title: 'Company SITREP 13',
      classification: 'UNCLASS' as const,
      createdAt: '2028-01-01T00:00:00Z',
      text: 'SITREP 13\n\n1. ACTIVITY. The company cleared Route IRON from CP 1 to CP 4 by 1400.\n\n2. SHORTFALLS. Two cargo trucks are down for brake parts until Friday.',
    };
    const intent = 'Write a SITREP on the route clearance';
    expect(matchTemplate(intent)).toBe('adaptive');
    registerFormat(SITREP);
    expect(matchTemplate(intent)).toBe('test-sitrep');
    const draft = generateDraft({
      intent,
      tone: 'decisive',
      passages: passagesForDraft([report], intent),
      now: new Date('2028-01-02T00:00:00Z'),
    });
    expect(draft.formatName).toBe('SITREP');
    const body = (heading: string) => {
      const s = draft.sections.find((x) => x.heading === heading)!;
      return draft.text.slice(s.start, s.end);
    };
    expect(body('Activity')).toContain('cleared Route IRON from CP 1 to CP 4 by 1400');
    expect(body('Shortfalls')).toContain('two cargo trucks are down for brake parts');
    expect(draft.check.structure).toMatchObject({ format: 'test-sitrep', ok: true });
    const check = checkWriting('1. ACTIVITY\n\nThe company cleared the route.', { format: 'test-sitrep' });
    expect(check.structure?.missing).toEqual(['Shortfalls']);
  });

  it('refuses an id taken already or not written as an id', () => {
    expect(() => registerFormat({ ...SITREP, id: 'opord' })).toThrow('registered already');
    expect(() => registerFormat({ ...SITREP, id: 'Bad Id' })).toThrow('lower case');
  });
});
