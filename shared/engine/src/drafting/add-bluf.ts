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

// Lines a draft writes where its sources say nothing, and an outline's prompts: never a bottom line.
const NOT_A_FINDING =
  /\b(?:the (?:library|sources) (?:holds?|states?) nothing|documents held in the library do not address|the sources do not state|state none of them|states none of them)\b|^\s*\[|\[the /i;
const CITED = /\[\d+\]/;
// An existing bottom line at the start of a paragraph ("BLUF:", "Bottom line:").
const BLUF_LINE = /(?:^|\n)[ \t]*(?:\*\*)?(?:BLUF|Bottom line)\s*:[^\n]*/i;

/**
 * The main point of a draft, from its own findings: a cited sentence that recommends or concludes
 * (preferring one under a Recommendation heading), else its most central cited sentence; only when the
 * draft cites nothing, its recommendation or most central sentence. Lines saying the sources hold nothing
 * and an outline's prompts are never the main point.
 */
export function mainPoint(text: string): string | null {
  const body = text.split(new RegExp(`\\n${SOURCES_HEADING}\\n`))[0]!;
  const sentences = proseUnits(body).sentences.filter(
    (s) => !/^\s*(?:bluf|bottom line)\b/i.test(s.text) && !NOT_A_FINDING.test(s.text),
  );
  if (sentences.length === 0) return null;
  const cited = sentences.filter((s) => CITED.test(s.text));
  const pool = cited.length > 0 ? cited : sentences;
  const heading = RECOMMENDATION_HEADINGS.exec(body);
  const after = heading ? pool.filter((s) => s.start > heading.index) : [];
  const cued =
    after.find((s) => MAIN_POINT_CUES.test(s.text)) ?? pool.find((s) => MAIN_POINT_CUES.test(s.text));
  const chosen = cued ?? centralSentence(pool);
  return chosen.text.replace(/\s+/g, ' ').trim();
}

/**
 * Adds a bottom line built from the draft's main point, before the first prose paragraph (under any
 * heading or letterhead), as ORIGINAL-SPEC section 4 says: nothing of the draft is removed or changed, so
 * the main point keeps its own citation markers. A draft that has a bottom line already (its own or one
 * added before) keeps it and gets no second one. The line is the user's to edit.
 */
export function addBluf(text: string): BlufResult {
  const existing = BLUF_LINE.exec(text);
  if (existing) {
    const start = existing.index + (existing[0].startsWith('\n') ? 1 : 0);
    const line = text.slice(start, existing.index + existing[0].length);
    const lead = line.length - line.trimStart().length;
    return { text, bluf: line.trim(), start: start + lead, end: start + line.trimEnd().length };
  }
  const point = mainPoint(text);
  const units = proseUnits(text);
  const first = units.sentences[0];
  const at = first ? units.paragraphs[first.paragraph]!.start : text.length;
  const bluf = `BLUF: ${point ?? 'State the main point here.'}`;
  const before = text.slice(0, at);
  const start = before.length;
  const rest = text.slice(at);
  return { text: `${before}${bluf}\n\n${rest}`, bluf, start, end: start + bluf.length };
}
