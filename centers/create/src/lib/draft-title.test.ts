import { draftTitle } from './draft-title';

describe('draftTitle', () => {
  it('names the subject and the format, and keeps a subject that names the document whole', () => {
    expect(draftTitle('x', 'convoy resupply to FOB Lion', 'OPORD')).toBe(
      'Convoy resupply to FOB Lion (OPORD)',
    );
    expect(draftTitle('x', 'FRAGO 08 to  OPORD 27-03 for the route clearance', 'FRAGO')).toBe(
      'FRAGO 08 to OPORD 27-03 for the route clearance',
    );
  });

  it('takes the first line of a draft without a subject', () => {
    expect(draftTitle('\n  My own memo\nBody', null, null)).toBe('My own memo');
  });
});
