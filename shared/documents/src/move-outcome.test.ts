import { moveOutcome } from './move-outcome';

describe('what a move did, in words', () => {
  it('counts what moved and what was already there, for a folder and for no folder', () => {
    const result = {
      moved: [
        { id: 'a', title: 'A', version: 2 },
        { id: 'b', title: 'B', version: 5 },
      ],
      unchanged: [{ id: 'c', title: 'C' }],
      failed: [],
    };
    expect(moveOutcome(result, 'Plans')).toEqual({
      summary: 'Moved 2 documents to "Plans". 1 document already in "Plans".',
      failures: [],
    });
    expect(moveOutcome(result, null).summary).toBe(
      'Moved 2 documents out of their folder. 1 document already outside any folder.',
    );
  });

  it('names each document left where it was with the reason, and one the user may not see without a title', () => {
    const outcome = moveOutcome(
      {
        moved: [],
        unchanged: [],
        failed: [
          {
            id: 'x',
            title: 'Shared brief',
            message: 'Only the owner can move a document to another folder.',
          },
          { id: 'y', title: null, message: 'Document not found.' },
        ],
      },
      'Plans',
    );
    expect(outcome).toEqual({
      summary: '2 documents not moved:',
      failures: [
        '"Shared brief": Only the owner can move a document to another folder.',
        'A document: Document not found.',
      ],
    });
  });
});
