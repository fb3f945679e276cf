import type { WritingFinding } from '@csw/contracts';
import type { ProseUnits } from './prose';

type BlufFinding = Omit<WritingFinding, 'excerpt' | 'severity'> & { severity?: WritingFinding['severity'] };

/** Words that mark a sentence as the main point: a recommendation, request, decision or conclusion. */
export const MAIN_POINT_CUES =
  /\b(?:bluf|bottom line|recommend(?:s|ed|ation)?|request(?:s|ed)?|propose[sd]?|approve[sd]?|decision|decide[sd]?|conclu(?:de[sd]?|sion)|direct(?:s|ed)?)\b/i;
const PURPOSE_CUES = /\b(?:purpose|this (?:memorandum|memo|paper|report|summary|order|study|brief))\b/i;
const WHY =
  'AR 25-50 para 1-38b: put the main point at the beginning of the correspondence (bottom line up front); para 2-4b(1): the purpose, then the recommendation, conclusion or most important information.';

/** Is the main point in the first paragraph? Findings when it comes later or is not stated at all. */
export function checkBluf(text: string, units: ProseUnits): BlufFinding[] {
  const { sentences, paragraphs } = units;
  if (sentences.length === 0) return [];
  const firstParagraph = sentences[0]!.paragraph;
  const proseParagraphs = new Set(sentences.map((s) => s.paragraph));
  if (proseParagraphs.size < 2) return [];
  const first = paragraphs[firstParagraph]!;
  if (
    /^\s*(?:\*\*)?(?:[\p{L} ]{1,30}[:.]\s*)?(?:bluf|bottom line)\b/iu.test(
      text.slice(first.bodyStart, first.end),
    )
  )
    return [];
  const mainPoint = sentences.find((s) => MAIN_POINT_CUES.test(s.text));
  if (mainPoint && mainPoint.paragraph === firstParagraph) return [];
  if (mainPoint) {
    const n = [...proseParagraphs].indexOf(mainPoint.paragraph) + 1;
    return [
      {
        kind: 'bluf',
        message: `The main point comes in paragraph ${n}, not in the first paragraph.`,
        why: WHY,
        start: mainPoint.start,
        end: mainPoint.end,
      },
    ];
  }
  if (PURPOSE_CUES.test(first.text)) return [];
  return [
    {
      kind: 'bluf',
      severity: 'info',
      message: 'The first paragraph states no main point (recommendation, request, conclusion or purpose).',
      why: WHY,
      start: first.start,
      end: first.end,
    },
  ];
}
