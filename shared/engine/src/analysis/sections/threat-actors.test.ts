import { analyzeDocuments } from '../analyze';
import { S2_UPDATE } from '../testing/night-convoy-fixture';
import { contextOf } from '../test-helpers';
import { threatActorsOf } from './threat';

describe('threat actors', () => {
  it('names the actors of an S2 update, never its heading words or friendly units', () => {
    const ctx = contextOf([S2_UPDATE.text!]);
    const names = threatActorsOf(ctx).map((a) => a.name);
    expect(names).toEqual(
      expect.arrayContaining(['71st Radio-Electronic Combat Company', 'Black Hand cell']),
    );
    expect(names).not.toEqual(expect.arrayContaining(['ACTIVITY']));
    expect(names.some((n) => /ACTIVITY|INTENT|SUMMARY|2nd Battalion/.test(n))).toBe(false);
  });

  it('keeps hyphenated names whole and reads a naming phrase', () => {
    const ctx = contextOf([
      'The hacker group known as SANDWORM-7 attacked the brigade network on 1 November. ' +
        'The Al-Rashid militia attacked a halted convoy at checkpoint 6.',
    ]);
    expect(threatActorsOf(ctx).map((a) => a.name)).toEqual(
      expect.arrayContaining(['SANDWORM-7', 'Al-Rashid militia']),
    );
  });

  it('lists the named actors in the Threat Assessment', async () => {
    const result = await analyzeDocuments({
      question: '',
      analysisType: 'threat-assessment',
      documents: [S2_UPDATE],
    });
    const actors = result.section.groups.find((g) => g.title === 'Actors')!.items.map((i) => i.text);
    expect(actors.some((t) => t.startsWith('ACTIVITY'))).toBe(false);
    expect(actors.some((t) => t.startsWith('71st Radio-Electronic Combat Company: named in'))).toBe(true);
  });
});
