import { readStaffDocument, roleAt, sectionsWithRole } from './read-document';

// Texts written for these tests in the forms staff documents take (none copied from a corpus).
const FRAGO = [
  'UNCLASSIFIED',
  'FRAGMENTARY ORDER 03 TO OPERATION ORDER 11-02 (OPERATION BLUE KITE)',
  'References: OPORD 11-02.',
  '',
  '1. SITUATION.',
  'a. Enemy forces. The 88th Rifle Company holds the ford.',
  '2. MISSION. 4-9 IN seizes OBJ PINE NLT 120600ZMAR28 in order to open the ford.',
  '3. EXECUTION.',
  'c. Tasks to subordinate units.',
  '  (1) A Co. Seize OBJ PINE.',
  '  (2) B Co. Support by fire from HILL 40.',
  'd. Coordinating instructions.',
  '  (1) Rehearsal at 111800ZMAR28.',
  '4. SUSTAINMENT. Class V: one basic load. Ambulance exchange point at the ford.',
  '5. COMMAND AND SIGNAL. Commander with A Co. Battalion command net primary.',
  'ACKNOWLEDGE.',
].join('\n');

describe('readStaffDocument', () => {
  it('recognises a FRAGO by its title although the title also names the base operation order', () => {
    expect(readStaffDocument(FRAGO).format?.id).toBe('frago');
  });

  it('gives each section of an order its role and each paragraph its number as a path', () => {
    const doc = readStaffDocument(FRAGO);
    const roles = doc.sections.filter((s) => s.role !== 'other').map((s) => `${s.number} ${s.role}`);
    expect(roles).toEqual([
      ' references',
      '1 situation',
      '1.a enemy',
      '2 mission',
      '3 execution',
      '3.c tasks',
      '3.d coordinating-instructions',
      '4 sustainment',
      '5 command-and-signal',
    ]);
    expect(sectionsWithRole(doc, 'mission')[0]!.text).toBe(
      '4-9 IN seizes OBJ PINE NLT 120600ZMAR28 in order to open the ford.',
    );
    const tasks = doc.paragraphs.filter((p) => p.role === 'tasks').map((p) => `${p.number}: ${p.text}`);
    expect(tasks).toEqual([
      '3.c: Tasks to subordinate units.',
      '3.c.(1): A Co. Seize OBJ PINE.',
      '3.c.(2): B Co. Support by fire from HILL 40.',
    ]);
    expect(doc.paragraphs.find((p) => p.number === '3.d.(1)')?.role).toBe('coordinating-instructions');
    // The sustainment paragraph ends where the next paragraph starts.
    expect(sectionsWithRole(doc, 'sustainment')[0]!.text).toBe(
      'Class V: one basic load. Ambulance exchange point at the ford.',
    );
  });

  it('reads message text in capitals with dotted paragraph numbers', () => {
    const text = [
      'FRAGO 2 TO OPORD 5',
      '3.C. TASKS TO SUBORDINATE UNITS.',
      '3.C.1. 2ND PLT.',
      '3.C.1.A. CLEAR ROUTE IRON FROM CP 1 TO CP 4.',
      '4. SUSTAINMENT. NO CHANGE.',
    ].join('\n');
    const doc = readStaffDocument(text);
    expect(doc.paragraphs.map((p) => [p.number, p.role])).toEqual([
      ['3.C', 'tasks'],
      ['3.C.1', 'tasks'],
      ['3.C.1.A', 'tasks'],
      ['4', 'sustainment'],
    ]);
  });

  it('keeps rule ids as written and reads a checklist table row with its continuation lines', () => {
    const text = [
      'SOP CHECKLIST 2: WATER POINT',
      '| ID    | Standard                                   | Limit        |',
      '|-------|--------------------------------------------|--------------|',
      '| WP-01 | Water tested before the first issue and    | Before issue |',
      '|       | the result logged.                         |              |',
      '| WP-02 | Bags filled no more than 4 hours ahead.    | 4 hr         |',
      '',
      'W-3. The NCOIC reports gallons issued each evening.',
    ].join('\n');
    const doc = readStaffDocument(text);
    expect(doc.format?.id).toBe('sop');
    expect(doc.paragraphs.map((p) => [p.number, p.text, p.cells?.[1] ?? null])).toEqual([
      ['WP-01', 'Water tested before the first issue and the result logged.', 'Before issue'],
      ['WP-02', 'Bags filled no more than 4 hours ahead.', '4 hr'],
      ['W-3', 'The NCOIC reports gallons issued each evening.', null],
    ]);
  });

  it('reads an AAR written as a memorandum as an AAR, with its sustains and improves', () => {
    const text = [
      'MEMORANDUM FOR RECORD',
      'SUBJECT: After Action Review, Range 7 Qualification',
      '',
      '1. Summary of events. The range opened at 0700.',
      '2. Observations.',
      '   a. SUSTAIN: Safety briefing.',
      '   Discussion: Every firer heard the briefing.',
      '   b. IMPROVE: Ammunition count.',
      '   Discussion: The count was off by 40 rounds.',
    ].join('\n');
    const doc = readStaffDocument(text);
    expect(doc.format?.id).toBe('aar');
    const at = (words: string) => roleAt(doc.sections, text.indexOf(words));
    expect(at('Every firer')).toBe('discussion');
    expect(doc.sections.find((s) => s.role === 'sustain')?.text).toBe(
      'Safety briefing. Discussion: Every firer heard the briefing.',
    );
    expect(at('Ammunition count')).toBe('improve');
  });

  it('takes a document without a title by its sections, and unnumbered headings with their items', () => {
    const text = [
      'Notes from the gunnery week',
      '',
      'SUSTAINS',
      '1. Crews zeroed on the first day.',
      'IMPROVES',
      '1. Two crews arrived without their checklists.',
    ].join('\n');
    const doc = readStaffDocument(text);
    expect(doc.format?.id).toBe('aar');
    expect(doc.paragraphs.map((p) => [p.number, p.role])).toEqual([
      ['1', 'sustain'],
      ['1', 'improve'],
    ]);
  });

  it('reads the MLCOA, MDCOA and PIRs of an intelligence summary', () => {
    const text = [
      'TF IRON INTSUM 28-014',
      '1. BOTTOM LINE. The 3rd Guards Battalion will defend.',
      '2. ASSESSMENT.',
      'a. MLCOA: The battalion defends the bridge.',
      'b. MDCOA: The battalion counterattacks at dawn.',
      '3. PRIORITY INTELLIGENCE REQUIREMENTS.',
      'PIR 1: Where is the reserve?',
    ].join('\n');
    const doc = readStaffDocument(text);
    expect(doc.format?.id).toBe('intsum');
    expect(sectionsWithRole(doc, 'mlcoa', 'mdcoa', 'pir').map((s) => [s.role, s.text])).toEqual([
      ['mlcoa', 'The battalion defends the bridge.'],
      ['mdcoa', 'The battalion counterattacks at dawn.'],
      ['pir', 'PIR 1: Where is the reserve?'],
    ]);
  });

  it('reads the shortfalls of an estimate and sees no heading in a figure or a signature', () => {
    const text = [
      'S4 LOGISTICS ESTIMATE: EXERCISE GREY FOX',
      '3. Shortfalls.',
      '4.5 Mbps is enough for voice.',
      'Fuel is short 2,000 gallons.',
      'MAJ R. SMITH',
    ].join('\n');
    const doc = readStaffDocument(text);
    expect(doc.format?.id).toBe('logistics-estimate');
    expect(doc.paragraphs.map((p) => p.number)).toEqual(['3']);
    expect(sectionsWithRole(doc, 'shortfalls')[0]!.text).toContain('Fuel is short 2,000 gallons.');
    expect(doc.sections.map((s) => s.heading)).not.toContain('MAJ R');
  });

  it('gives no format to plain prose', () => {
    const doc = readStaffDocument('The convoy left at dawn. It arrived at noon.');
    expect(doc).toEqual({ format: null, sections: [], paragraphs: [] });
  });
});
