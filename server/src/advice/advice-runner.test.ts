import { alternativeFutures, analyseScenario, type SourceDocument, UnknownDriverError } from '@csw/engine';
import { createAdviceRunner } from './advice-runner';

const DOCUMENTS: SourceDocument[] = [
  {
    id: 'bridge',
    title: 'Bridge report',
    classification: 'UNCLASS',
    createdAt: '2026-01-01T00:00:00.000Z',
    text:
      'The northern bridge was destroyed on 2 March and cannot carry convoy traffic. ' +
      'Fuel stocks at the forward depot may fall below three days of supply if the weather closes the southern road. ' +
      'In 2019 a convoy that relied on a single bridge was stopped for a week.',
  },
];

describe('the advice thread', () => {
  const runner = createAdviceRunner();
  afterAll(() => runner.close());

  it('gives the same strategic analysis as the engine in process', async () => {
    const input = {
      scenario: 'We will move fuel across the northern bridge.',
      mode: 'Challenge',
      documents: DOCUMENTS,
    } as const;
    expect(await runner.analyse(input)).toEqual(analyseScenario(input));
  });

  it('gives the same futures, and a driver the library does not name comes back as UnknownDriverError', async () => {
    const input = { focus: 'Fuel convoys across the northern bridge', documents: DOCUMENTS };
    expect(await runner.futures(input)).toEqual(alternativeFutures(input));
    await expect(
      runner.futures({ ...input, uncertainties: ['Moon phases', 'Tides'] }),
    ).rejects.toBeInstanceOf(UnknownDriverError);
  });

  it('refuses work once closed', async () => {
    const closed = createAdviceRunner();
    await closed.close();
    await expect(closed.analyse({ scenario: 'Anything.', mode: 'Explore', documents: [] })).rejects.toThrow(
      'The server is shutting down.',
    );
  });
});
