import type { CorpusSentence } from '../analysis/corpus';
import { BoundedCache } from '../cache/bounded-cache';
import { getOrCreate } from '../cache/get-or-create';
import { readClaim, type Claim } from './claim';
import { currentLexicon } from './lexicon';
import { readSentence, readText, type Reading } from './reading';
import { judgeClaim, type StanceResult } from './stance';

// A sentence is read for meaning when first judged, and only then. The reading depends on its text alone
// (offsets are relative to the sentence), so the library's sentences, which come back with every
// consultation, are read once per process.
const readings = new BoundedCache<string, Reading>(50_000);

/** The reading of a corpus sentence, made once for its text. */
export function sentenceReading(sentence: CorpusSentence): Reading {
  return readings.get(sentence.text, () => readSentence(sentence));
}

const judged = new WeakMap<Claim, WeakMap<Reading, StanceResult>>();

/** How a sentence bears on a claim, judged once for each pair (several advisors ask the same). */
export function judgeOnce(claim: Claim, reading: Reading): StanceResult {
  const byReading = getOrCreate(judged, claim, () => new WeakMap<Reading, StanceResult>());
  return getOrCreate(byReading, reading, () => judgeClaim(claim, reading, currentLexicon()));
}

const claims = new BoundedCache<string, Claim>(2000);

/** An assumption to check, and what it is about when its writer knows ("GPS" in "GPS stays available"). */
export interface Checkable {
  readonly statement: string;
  readonly about?: string;
}

/** An assumption read as a claim (cached by its text: the same assumption is checked many times). */
export function claimOf({ statement, about }: Checkable): Claim {
  const lexicon = currentLexicon();
  const key = `${lexicon.name}\u0000${about ?? ''}\u0000${statement}`;
  return claims.get(key, () => readClaim(readText(statement), lexicon, about));
}
