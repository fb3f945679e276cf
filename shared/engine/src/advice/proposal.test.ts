import { readProposal } from './proposal';

const kinds = (text: string) => readProposal(text).assumptions.map((a) => `${a.kind}: ${a.statement}`);

describe('readProposal: the course of action and the assumptions it rests on', () => {
  it('reads a question', () => {
    const question = 'Should we keep relying on GPS for the convoy to Harrow Point during STEEL HORIZON 26?';
    const p = readProposal(question);
    expect(p.coa).toMatchObject({ form: 'question', verb: 'rely', actor: 'we', means: ['GPS'] });
    expect(p.coa!.text).toBe('keep relying on GPS for the convoy to Harrow Point during STEEL HORIZON 26');
    expect(kinds(question)).toEqual([
      'resource: GPS stays available for the convoy to Harrow Point during STEEL HORIZON 26.',
      'threat: The adversary does not jam, spoof, deny or disrupt GPS during STEEL HORIZON 26.',
      'route: The route to Harrow Point stays open during STEEL HORIZON 26.',
      'timeline: The convoy to Harrow Point keeps to its timings during STEEL HORIZON 26.',
    ]);
  });

  it('reads an intention with a deadline, a route and a means', () => {
    const p = readProposal(
      'The battalion will move fuel along Route GOLD by 4 April using the tactical radio net.',
    );
    expect(p.coa).toMatchObject({ form: 'intention', actor: 'The battalion', verb: 'move' });
    expect(p.coa!.time).toMatchObject({ text: 'by 4 April', kind: 'deadline' });
    expect(
      kinds('The battalion will move fuel along Route GOLD by 4 April using the tactical radio net.'),
    ).toEqual(
      expect.arrayContaining([
        'resource: The tactical radio net stays available.',
        'route: Route GOLD stays open.',
        'timeline: There is time to move fuel along Route GOLD using the tactical radio net by 4 April.',
        'capability: The battalion has the people, equipment and training to move fuel along Route GOLD using the tactical radio net.',
      ]),
    );
  });

  it('reads a recommendation and its purpose', () => {
    const p = readProposal('Recommend the brigade hold the ridge in order to protect the crossing.');
    expect(p.coa).toMatchObject({ form: 'recommendation', actor: 'the brigade', verb: 'hold' });
    expect(p.coa!.purpose).toBe('to protect the crossing');
    expect(kinds('Recommend the brigade hold the ridge in order to protect the crossing.')).toContain(
      'purpose: Holding the ridge achieves its purpose: to protect the crossing.',
    );
  });

  it('leaves stated assumptions and plain facts alone', () => {
    expect(readProposal('We assume the bridge holds.').coa).toBeNull();
    expect(readProposal('Is the bridge strong enough?').coa).toBeNull();
    expect(readProposal('').coa).toBeNull();
  });
});
