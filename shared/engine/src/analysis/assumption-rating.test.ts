import { rateAssumption, type RatingWords } from './assumption-rating';
import type { Evidence } from './types';

const WORDS: RatingWords = { unaddressed: 'Nothing addresses it.', hedge: 'it is hedged' };
const citation = {
  documentId: 'd1',
  title: 'Doc 1',
  classification: 'UNCLASS' as const,
  page: 1,
  quote: 'A quote.',
  start: 0,
  end: 8,
};
const supports = (reason: string): Evidence => ({ stance: 'supports', reason, citation });
const contradicts = (reason: string): Evidence => ({ stance: 'contradicts', reason, citation });

describe('rateAssumption', () => {
  it('is unsupported when nothing addresses the assumption', () => {
    expect(rateAssumption([], false, WORDS)).toEqual({
      rating: 'unsupported',
      ratingReason: 'Nothing addresses it.',
    });
  });

  it('is supported by corroboration alone, caveated when the assumption hedges itself', () => {
    const evidence = [supports('A says so'), supports('B says so')];
    expect(rateAssumption(evidence, false, WORDS)).toEqual({
      rating: 'supported',
      ratingReason: 'Corroborated: A says so; B says so.',
    });
    expect(rateAssumption(evidence, true, WORDS)).toEqual({
      rating: 'caveated',
      ratingReason: 'A says so, but it is hedged.',
    });
  });

  it('is caveated when the evidence disagrees, unsupported when it only contradicts', () => {
    expect(rateAssumption([contradicts('C denies it'), supports('A says so')], false, WORDS)).toEqual({
      rating: 'caveated',
      ratingReason: 'Partly corroborated (A says so), but C denies it.',
    });
    expect(rateAssumption([contradicts('C denies it')], true, WORDS)).toEqual({
      rating: 'unsupported',
      ratingReason: 'Contradicted: C denies it.',
    });
  });
});
