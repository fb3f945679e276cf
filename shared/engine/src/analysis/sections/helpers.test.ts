import { contextOf } from '../test-helpers';
import { byRelevance, mostRelevantWhere, sentencesWhere } from './helpers';

describe('mostRelevantWhere', () => {
  const ctx = contextOf(
    [
      'The unit shall report fuel levels every day. Fuel stocks are at 40 percent of the requirement.',
      'The convoy shall use Route BLUE for fuel deliveries. The weather was mild during the week.',
    ],
    'What are the fuel requirements?',
  );
  const shall = (s: { text: string }) => /\bshall\b/.test(s.text);

  it('keeps the sentences that pass the test, the most relevant first', () => {
    const all = mostRelevantWhere(ctx, shall);
    expect(all.map((i) => ctx.corpus.sentences[i]!.text)).toEqual(
      expect.arrayContaining([expect.stringContaining('report fuel'), expect.stringContaining('Route BLUE')]),
    );
    expect(all).toHaveLength(2);
    expect(all).toEqual(byRelevance(ctx, sentencesWhere(ctx, shall)));
  });

  it('keeps at most `max`', () => {
    expect(mostRelevantWhere(ctx, shall, 1)).toEqual(mostRelevantWhere(ctx, shall).slice(0, 1));
    expect(mostRelevantWhere(ctx, shall, 1)).toHaveLength(1);
  });
});
