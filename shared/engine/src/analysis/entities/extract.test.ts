import { contextOf } from '../test-helpers';
import { summariseEntities } from './extract';

describe('entities', () => {
  const entities = (text: string) => contextOf([text]).entities.map((e) => `${e.type}:${e.name}`);

  it('finds units by shape and by name', () => {
    expect(
      entities('The 3rd Battalion, 1st Armored Division and Space Delta 2 joined Task Force 51 and II MEF.'),
    ).toEqual([
      'unit:3rd Battalion',
      'unit:1st Armored Division',
      'unit:Space Delta 2',
      'unit:Task Force 51',
      'unit:II Marine Expeditionary Force',
    ]);
  });

  it('finds people, places, organisations, equipment and dates', () => {
    expect(
      entities(
        'Col. Jane Smith of USSPACECOM met NATO staff at Schriever Space Force Base on 12 March 2024 to discuss GPS III and the F-35A.',
      ),
    ).toEqual([
      'person:Col Jane Smith',
      'organization:United States Space Command',
      'organization:North Atlantic Treaty Organization',
      'place:Schriever Space Force Base',
      'date:12 March 2024',
      'equipment:GPS III',
      'equipment:F-35A',
    ]);
  });

  it('groups mentions by canonical name and counts documents', () => {
    const ctx = contextOf([
      'USSPACECOM tasked the unit.',
      'U.S. Space Command approved it, and USSPACECOM reported.',
    ]);
    const [first] = summariseEntities(ctx.corpus, ctx.entities);
    expect(first).toMatchObject({
      name: 'United States Space Command',
      type: 'organization',
      mentions: 3,
      documentCount: 2,
    });
    expect(first!.citations.map((c) => c.documentId)).toEqual(['d1', 'd2']);
  });
});
