import { segmentText } from '../text/segment';
import { analyseScenario } from '../advice/strategic-analysis';
import { TEST_LIBRARY } from '../advice/test-documents';
import { buildCorpus } from './corpus';
import { SegmentCache } from './segment-cache';

const TEXT = 'The convoy leaves at 0600. GPS jamming is expected near the border.\n\nFuel is short.';

describe('SegmentCache', () => {
  it('reads a text once and gives the same reading as a fresh one', () => {
    const cache = new SegmentCache();
    const first = cache.segment(TEXT);
    expect(cache.segment(TEXT)).toBe(first);
    expect(first).toEqual(segmentText(TEXT));
    expect(cache.size).toBe(1);
  });

  it('starts again when full, and never keeps a text larger than its bound', () => {
    const cache = new SegmentCache(100);
    cache.segment(TEXT);
    cache.segment(`${TEXT} More.`);
    expect(cache.size).toBe(1);
    cache.segment('x '.repeat(200));
    expect(cache.size).toBe(1);
  });

  it('builds the same corpus with kept readings as without', () => {
    const cache = new SegmentCache();
    const fresh = buildCorpus(TEST_LIBRARY);
    buildCorpus(TEST_LIBRARY, (text) => cache.segment(text));
    expect(buildCorpus(TEST_LIBRARY, (text) => cache.segment(text))).toEqual(fresh);
  });

  it("gives ADVISE the same analysis on the second consultation, when the library's readings are kept", () => {
    const input = {
      scenario: 'Should we keep relying on GPS for the convoy during the exercise?',
      mode: 'Challenge' as const,
      documents: TEST_LIBRARY,
    };
    const first = analyseScenario(input);
    expect(analyseScenario(input)).toEqual(first);
  });
});
