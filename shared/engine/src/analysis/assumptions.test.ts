import { statedAssumption } from './assumptions';
import { contextOf } from './test-helpers';

function assumptionOf(text: string) {
  const ctx = contextOf([text]);
  return statedAssumption(ctx.corpus.sentences[0]!);
}

describe('stated assumptions', () => {
  it.each([
    ['The plan assumes that the bridge will hold.', 'premise', 'the bridge will hold', 'The plan'],
    ['We expect the port to reopen in June.', 'expectation', 'the port to reopen in June', ''],
    ['The enemy is likely to attack at dawn.', 'forecast', 'The enemy is likely to attack at dawn', ''],
    [
      'Fuel prices will continue to rise this year.',
      'continuity',
      'Fuel prices will continue to rise this year',
      '',
    ],
    [
      'Provided that the weather clears, the aircraft will launch.',
      'proviso',
      'the weather clears',
      'the aircraft will launch',
    ],
    [
      'The convoy leaves at noon, as long as the route is clear.',
      'proviso',
      'the route is clear',
      'The convoy leaves at noon',
    ],
    [
      'If the radar fails, then the battery will fire blind.',
      'conditional',
      'the radar fails',
      'the battery will fire blind',
    ],
    [
      'Unless funding is cut, the upgrade will finish in 2025.',
      'proviso',
      'not: funding is cut',
      'the upgrade will finish in 2025',
    ],
    [
      'It is anticipated that two sensors will be ready by May.',
      'forecast',
      'It is anticipated that two sensors will be ready by May',
      '',
    ],
  ])('reads "%s"', (text, form, proposition, dependent) => {
    expect(assumptionOf(text)).toMatchObject({ form, proposition, dependent });
  });

  it('ignores questions and plain statements', () => {
    expect(assumptionOf('Do we assume that the bridge will hold?')).toBeUndefined();
    expect(assumptionOf('The bridge held under the load test.')).toBeUndefined();
  });

  it('words the impact as a staff officer would, without repeating its level or naming the writer', async () => {
    const { analyzeDocuments } = await import('./analyze');
    const { CONVOY_SOP, S2_UPDATE } = await import('./testing/night-convoy-fixture');
    const result = await analyzeDocuments({
      question: '',
      analysisType: 'custom',
      documents: [S2_UPDATE, CONVOY_SOP],
    });
    const jamming = result.assumptions.find((a) => a.statement.startsWith('jamming will continue'))!;
    expect(jamming.impactIfWrong).toMatch(/^If it does not hold, /);
    expect(jamming.impactIfWrong).not.toMatch(/High|"We"/);
    expect(result.text).toContain(
      `Impact if wrong: ${jamming.impactLevel.replace(/^./, (c) => c.toUpperCase())}. If it does not hold`,
    );
  });

  it('keeps what a plan rests on, but not the writer, as what depends on an assumption', () => {
    expect(assumptionOf('The sustainment plan assumes that the bridge will hold.')?.dependent).toBe(
      'The sustainment plan',
    );
    expect(assumptionOf('We assume that jamming will continue through September.')?.dependent).toBe('');
  });
});
