import { messageFromAdviseAnalysis } from './advise-messages';

describe('messageFromAdviseAnalysis', () => {
  it("offers 'Turn this into a plan': EXECUTE opens with the recommended course of action", () => {
    const message = messageFromAdviseAnalysis({
      type: 'advise/analysis-completed',
      source: 'advise',
      time: 0,
      payload: {
        conversationId: 'c1',
        scenario: 'Move fuel',
        mode: 'Challenge',
        riskLevel: 'HIGH',
        confidence: 33,
        recommendedCourseOfAction: 'Move fuel along the southern road.\n- Rehearse the crossing.',
        classification: 'UNCLASS',
      },
    });
    expect(message.content).toBe('The Challenge analysis rates the risk HIGH with 33% confidence.');
    expect(message.actions?.[0]).toEqual({
      kind: 'prefill',
      label: 'Turn this into a plan',
      centerId: 'execute',
      text: 'Move fuel along the southern road.\n- Rehearse the crossing.',
    });
  });
});
