import type { AssumptionFinding, Evidence } from './types';

/** How a rating is worded where it is given (THINK rates a document's assumption, ADVISE a scenario's). */
export interface RatingWords {
  /** The reason when nothing speaks to the assumption ("No other selected document addresses it."). */
  readonly unaddressed: string;
  /** What hedges it, after "but" ("the assumption itself is hedged"). */
  readonly hedge: string;
}

/**
 * Rates an assumption by the evidence judged for it: supported when passages corroborate it and none
 * contradicts it (caveated when its own words hedge it), caveated when the passages disagree, unsupported
 * when they only contradict it or nothing addresses it.
 */
export function rateAssumption(
  evidence: readonly Evidence[],
  hedged: boolean,
  words: RatingWords,
): Pick<AssumptionFinding, 'rating' | 'ratingReason'> {
  const supports = evidence.filter((e) => e.stance === 'supports');
  const contradicts = evidence.filter((e) => e.stance === 'contradicts');
  if (evidence.length === 0) return { rating: 'unsupported', ratingReason: words.unaddressed };
  if (contradicts.length === 0) {
    return hedged
      ? { rating: 'caveated', ratingReason: `${supports[0]!.reason}, but ${words.hedge}.` }
      : { rating: 'supported', ratingReason: `Corroborated: ${supports.map((e) => e.reason).join('; ')}.` };
  }
  if (supports.length > 0) {
    return {
      rating: 'caveated',
      ratingReason: `Partly corroborated (${supports[0]!.reason}), but ${contradicts[0]!.reason}.`,
    };
  }
  return {
    rating: 'unsupported',
    ratingReason: `Contradicted: ${contradicts.map((e) => e.reason).join('; ')}.`,
  };
}
