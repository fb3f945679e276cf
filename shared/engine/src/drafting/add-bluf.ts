import type { BlufResult } from '@csw/contracts';
import { contentTerms } from '../text/tokenize';
import { MAIN_POINT_CUES } from './bluf-check';
import { proseUnits, type SentenceUnit } from './prose';
import { SOURCES_HEADING } from './sources';

const RECOMMENDATION_HEADINGS =
  /^[ \t]*(?:\d+\.\s*)?(?:recommendations?|way forward|conclusion|position|call to action|execution)\b/im;

// The sentence most of the text is about: the one sharing most content words with the other sentences.
function centralSentence(sentences: readonly SentenceUnit[]): SentenceUnit {
  const terms = sentences.map((s) => new Set(contentTerms(s.text)));
  const counts = new Map<string, number>();
  for (const set of terms) for (const t of set) counts.set(t, (counts.get(t) ?? 0) + 1);
  let best = 0;
  let bestScore = -1;
  terms.forEach((set, i) => {
    let shared = 0;
    for (const t of set) shared += (counts.get(t) ?? 1) - 1;
    const score = set.size === 0 ? 0 : shared / Math.sqrt(set.size);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return sentences[best]!;
}

/**
 * The main point of a draft: its recommendation (a sentence with a recommendation or decision cue,
 * preferring one under a Recommendation heading), else its most central sentence.
 */
export function mainPoint(text: string): string | null {
  const body = text.split(new RegExp(`\\n${SOURCES_HEADING}\\n`))[0]!;
  const sentences = proseUnits(body).sentences.filter((s) => !/^\s*(?:bluf|bottom line)\b/i.test(s.text));
  if (sentences.length === 0) return null;
  const heading = RECOMMENDATION_HEADINGS.exec(body);
  const after = heading ? sentences.filter((s) => s.start > heading.index) : [];
  const cued =
    after.find((s) => MAIN_POINT_CUES.test(s.text)) ?? sentences.find((s) => MAIN_POINT_CUES.test(s.text));
  const chosen = cued ?? after[0] ?? centralSentence(sentences);
  return chosen.text.replace(/\s+/g, ' ').trim();
}

/**
 * Prepends a BLUF line built from the draft's main point, before the first prose paragraph (under any
 * heading or letterhead), as ORIGINAL-SPEC section 4 says: nothing of the draft is removed or changed, so a
 * BLUF the writer already has keeps its words and its citations; the main point keeps its own citation
 * markers. Asked again with the same main point, it adds nothing. The line is the user's to edit.
 */
export function addBluf(text: string): BlufResult {
  const point = mainPoint(text);
  const units = proseUnits(text);
  const first = units.sentences[0];
  const at = first ? units.paragraphs[first.paragraph]!.start : text.length;
  const bluf = `BLUF: ${point ?? 'State the main point here.'}`;
  const before = text.slice(0, at);
  const start = before.length;
  if (text.startsWith(bluf, at)) return { text, bluf, start, end: start + bluf.length };
  const rest = text.slice(at);
  return { text: `${before}${bluf}\n\n${rest}`, bluf, start, end: start + bluf.length };
}
