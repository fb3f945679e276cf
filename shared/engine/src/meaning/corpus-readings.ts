import type { CorpusSentence } from '../analysis/corpus';
import { readClaim, type Claim } from './claim';
import { currentLexicon } from './lexicon';
import { readSentence, readText, type Reading } from './reading';
import { judgeClaim, type StanceResult } from './stance';

// A sentence is read for meaning when first judged, and only then. The reading depends on its text alone
// (offsets are relative to the sentence), so the library's sentences, which come back with every
// consultation, are read once per process.
const readings = new Map<string, Reading>();
const MAX_CACHED_READINGS = 50_000;

/** The reading of a corpus sentence, made once for its text. */
export function sentenceReading(sentence: CorpusSentence): Reading {
  let reading = readings.get(sentence.text);
  if (!reading) {
    if (readings.size >= MAX_CACHED_READINGS) readings.clear();
    reading = readSentence(sentence);
    readings.set(sentence.text, reading);
  }
  return reading;
}

const judged = new WeakMap<Claim, WeakMap<Reading, StanceResult>>();

/** How a sentence bears on a claim, judged once for each pair (several advisors ask the same). */
export function judgeOnce(claim: Claim, reading: Reading): StanceResult {
  let byReading = judged.get(claim);
  if (!byReading) {
    byReading = new WeakMap();
    judged.set(claim, byReading);
  }
  let result = byReading.get(reading);
  if (!result) {
    result = judgeClaim(claim, reading, currentLexicon());
    byReading.set(reading, result);
  }
  return result;
}

const claims = new Map<string, Claim>();
const MAX_CACHED_CLAIMS = 2000;

/** An assumption to check, and what it is about when its writer knows ("GPS" in "GPS stays available"). */
export interface Checkable {
  readonly statement: string;
  readonly about?: string;
}

/** An assumption read as a claim (cached by its text: the same assumption is checked many times). */
export function claimOf({ statement, about }: Checkable): Claim {
  const lexicon = currentLexicon();
  const key = `${lexicon.name}\u0000${about ?? ''}\u0000${statement}`;
  let claim = claims.get(key);
  if (!claim) {
    if (claims.size >= MAX_CACHED_CLAIMS) claims.clear();
    claim = readClaim(readText(statement), lexicon, about);
    claims.set(key, claim);
  }
  return claim;
}
