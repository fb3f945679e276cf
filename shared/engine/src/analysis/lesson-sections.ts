import type { AnalysisContext } from './context';
import { isHeading, type CorpusSentence } from './corpus';

/**
 * The lessons a report files itself: the sentences under its own sustain and improve headings (TC 25-20:
 * "SUSTAINS", "IMPROVES"; also "What went well", "What went wrong") and the recommendations of its
 * observation-discussion-recommendation paragraphs ("SUSTAIN: Cordon discipline." / "Discussion: ..." /
 * "Recommendation: ..."). The writer's structure says what is a lesson; the heading, the topic line and
 * the discussion (a finding) are not lessons, nor is what follows the section (follow-up actions, general
 * lessons, the signature block).
 */

export type LessonKind = 'sustain' | 'improve';

// A list marker or paragraph number before a label or an item: "5.", "a.", "(2)", "-".
const MARKER = /^\s*(?:[-*\u2022]\s*|(?:\d+|[a-z])[.)]\s+|\(\w{1,3}\)\s+)/;
const SUSTAIN_LABEL = /^(?:sustains?|what went (?:well|right)|strengths?|things to sustain)\b/i;
const IMPROVE_LABEL =
  /^(?:improves?|what went wrong|what did not go (?:well|right)|areas? (?:for|of|to) improve(?:ment)?|needs? improvement|things to improve|weaknesses)\b/i;
// The parts of an observation paragraph: its discussion is a finding, its recommendation the lesson.
const DISCUSSION = /^(?:discussion|observation|issue|finding)s?\s*:/i;
const RECOMMENDATION = /^recommendations?\s*:/i;
// A numbered label in capitals ("7. LESSONS LEARNED.", "FOLLOW-UP ACTIONS"): the section is over.
const CAPS_LABEL = /^\s*(?:\d+\.\s*)?[\p{Lu}\d][\p{Lu}\d\s,/&()'-]{2,60}[.:]?\s*$/u;

const body = (text: string) => text.replace(MARKER, '').trim();

/** The kind a label opens, and whether the label stands alone (a heading) or opens a topic line. */
function labelOf(sentence: CorpusSentence): { kind: LessonKind; topic: boolean } | undefined {
  const words = body(sentence.text);
  const kind = SUSTAIN_LABEL.test(words) ? 'sustain' : IMPROVE_LABEL.test(words) ? 'improve' : undefined;
  if (!kind) return undefined;
  const rest = words.replace(kind === 'sustain' ? SUSTAIN_LABEL : IMPROVE_LABEL, '');
  if (/^\s*[.:]?\s*$/.test(rest)) return { kind, topic: false };
  // "SUSTAIN: Cordon discipline.": a topic line; "Sustained fire was ..." is prose, not a label.
  return /^\s*:/.test(rest) ? { kind, topic: true } : undefined;
}

interface Section {
  readonly kind: LessonKind;
  /** Observation paragraphs: only the recommendations are lessons. */
  readonly observation: boolean;
  /** Whether the section lists its lessons as items (only each item's first sentence is the lesson). */
  items?: boolean;
  /** The paragraph of its first lesson: a section without items ends with that paragraph. */
  paragraph?: number;
  recommended?: boolean;
}

/**
 * The sustains and improves a document files under its own headings, in reading order; undefined when it
 * has no such heading (its lessons are then read from its prose).
 */
export function lessonsFromSections(
  ctx: AnalysisContext,
  doc: number,
): { sustain: number[]; improve: number[] } | undefined {
  const { sentenceStart, sentenceEnd } = ctx.corpus.documents[doc]!;
  const out = { sustain: [] as number[], improve: [] as number[] };
  let labelled = false;
  let section: Section | null = null;
  for (const sentence of ctx.corpus.sentences.slice(sentenceStart, sentenceEnd)) {
    const label = labelOf(sentence);
    if (label) {
      labelled = true;
      // "Sustain: drip pans were used without exception." is the lesson itself; "SUSTAIN: Cordon
      // discipline." names the topic of an observation whose recommendation follows.
      const colon = sentence.start + sentence.text.indexOf(':');
      const after = sentence.tokens.filter((t) => t.start > colon && t.kind === 'word');
      // A topic is a short noun phrase ("Route status reporting"); a lesson has a verb of its own.
      const clause =
        label.topic && after.some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && after.length >= 5));
      if (clause) out[label.kind].push(sentence.index);
      section = clause ? null : { kind: label.kind, observation: label.topic };
      continue;
    }
    if (!section) continue;
    if (isHeading(sentence) || CAPS_LABEL.test(sentence.text)) {
      section = null;
      continue;
    }
    const words = body(sentence.text);
    if (section.observation) {
      if (DISCUSSION.test(words)) section.recommended = false;
      else if (RECOMMENDATION.test(words)) {
        section.recommended = true;
        out[section.kind].push(sentence.index);
      }
      continue;
    }
    const item = MARKER.test(sentence.text);
    section.items ??= item;
    section.paragraph ??= sentence.paragraph;
    if (section.items ? !item : sentence.paragraph !== section.paragraph) {
      // A continuation of an item (its reason) is no lesson; prose after a section of items ends it.
      if (!section.items) section = null;
      continue;
    }
    out[section.kind].push(sentence.index);
  }
  return labelled ? out : undefined;
}
