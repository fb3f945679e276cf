import { analyzeDocuments } from './analyze';
import { statedLines } from './stated-shortfalls';
import { contextOf } from './test-helpers';

// An engineer estimate of our own: one table line wrapped over three lines of text, as a PDF gives it.
const ESTIMATE = `ENGINEER RUNNING ESTIMATE, 14 MAY

2. Requirements.

Item Required On hand Status Shortfall

Bridge erection boats (2 per raft
site)
6 4 SHORT 2 boats

Sandbags 4,000 5,500 MET none

3. Discussion. The two missing boats are at the support maintenance company.`;

describe('shortfalls an estimate states', () => {
  it('reads each line of the requirements table with its status, wrapped cells joined, not the header', () => {
    expect(statedLines(contextOf([ESTIMATE]), 0).map(({ text, status }) => ({ text, status }))).toEqual([
      { text: 'Bridge erection boats (2 per raft site) 6 4 SHORT 2 boats', status: 'short' },
      { text: 'Sandbags 4,000 5,500 MET none', status: 'met' },
    ]);
  });

  it('lists a stated shortfall as a gap and a line stated met as met; a reference is no requirement', async () => {
    const order = `FRAGO 3

a. See reference (e).
b. The engineer company will emplace the raft by 0600.`;
    const documents = [
      { id: 'est', title: 'Engineer estimate', text: ESTIMATE },
      { id: 'frago', title: 'FRAGO 3', text: order },
    ].map((d) => ({ ...d, classification: 'UNCLASS' as const, createdAt: '2027-05-14T00:00:00Z' }));
    const result = await analyzeDocuments({ question: '', analysisType: 'gap-analysis', documents });
    const items = result.section.groups.flatMap((g) => g.items);
    expect(items.find((i) => i.text.startsWith('Bridge erection boats'))).toMatchObject({ status: 'gap' });
    expect(items.find((i) => i.text.startsWith('Sandbags'))).toMatchObject({ status: 'met' });
    expect(items.some((i) => i.text.includes('See reference'))).toBe(false);
  });
});
