import type { AnalysisContext } from './context';
import {
  ASSUMPTION_CUES,
  DEFICIENCY,
  DONE_WELL,
  IMPROVE,
  KEEP_DOING,
  NEGATED_FAILURE,
  PRESCRIPTIVE,
  SPECULATIVE,
  SUSTAIN,
  WHOLE_GROUP,
} from './cues';
import type { CorpusSentence } from './corpus';
import { lessonsFromSections, type LessonKind } from './lesson-sections';
import { documentRoles, readRequirement } from './requirements';
import { sentencesWhere } from './sections/helpers';

export type { LessonKind };

// Words of a lesson that are only labels: "Sustain:", "Improve", "Lesson learned" say where the writer
// filed a sentence, not what it says.
const LABEL_WORDS =
  /\b(?:sustains?|improves?|lessons? learned|observations?|discussion|recommendations?)\b\s*[:.-]?/gi;
// "Battery checks failed: no one reported ...": the words of a sentence once its labels are left out.
function content(text: string): string {
  return text.replace(LABEL_WORDS, ' ');
}

const FORECAST_WORD = new RegExp(SPECULATIVE.source.replace('could|', ''), 'i');

function hasDeficiency(text: string): boolean {
  const cleared = text.replace(NEGATED_FAILURE, ' ');
  return new RegExp(DEFICIENCY.source, 'i').test(cleared);
}

/**
 * Whether a sentence is a sustain, an improve, or neither, by what it says: a failure, a negation, a
 * shortfall or a call to put something right is an improve; a judgement that something worked, was done in
 * full or in time, or a call to keep doing it, is a sustain; narrative (what was planned, what happened
 * without a judgement) is neither. Headings and labels ("5. SUSTAINS.") never count.
 */
export function lessonKind(sentence: CorpusSentence, inReport = true): LessonKind | undefined {
  const text = content(sentence.text);
  // A stated assumption ("We assume that jamming will continue") is a premise, not a lesson.
  if (ASSUMPTION_CUES.some(({ form, pattern }) => form === 'premise' && pattern.test(text))) return undefined;
  if (KEEP_DOING.test(text)) return 'sustain';
  if (inReport && FORWARD.test(text)) return 'improve';
  const deficient = hasDeficiency(text);
  // A prescription is a lesson to improve ("Strip maps must be issued to every vehicle"), unless it says
  // to keep something; a forecast ("the jamming could spread") is not a lesson at all.
  if (PRESCRIPTIVE.test(text) || /\bshould have\b/i.test(text)) return inReport ? 'improve' : undefined;
  if (deficient) return 'improve';
  // "could" in a report is what someone was able to do ("every driver could describe ..."), not a forecast.
  if (FORECAST_WORD.test(text)) return undefined;
  // "gap" and "issue" name doctrine as often as shortfalls ("a wet gap crossing", "the issue point"), so
  // they are left to the deficiency words.
  const improveWord = new RegExp(IMPROVE.source, 'gi');
  const improveWords = (text.match(improveWord) ?? []).filter((w) => !/^(?:gaps?|issues?)$/i.test(w));
  if (improveWords.length > 0 && !new RegExp(SUSTAIN.source, 'i').test(text)) return 'improve';
  if (DONE_WELL.test(text) || new RegExp(SUSTAIN.source, 'i').test(text)) return 'sustain';
  // "All weapons were cleared", "Every firer wore ...": the whole group did what was asked.
  if (WHOLE_GROUP.test(sentence.text) && sentence.tokens.some((t) => t.pos === 'VERB')) return 'sustain';
  return undefined;
}

// A call about the next time, in a report's prose: "Next time the battle captain calls ...", "We need a
// second channel before the next exercise".
const FORWARD =
  /\b(?:next time|in (?:the )?future|from now on|we need|needs? (?:a|an|more|to)\b|before the next (?:exercise|operation|rotation|mission|event|iteration|deployment))/i;

// The writer's judgement that something worked (not a word that also names a count: a unit's "strength").
const JUDGED_WELL =
  /\b(?:worked (?:well|as planned)|went well|was (?:the )?right|paid off|excellent|effective(?:ly)?|successful(?:ly)?|commendable|well executed)\b/i;

/**
 * A lesson in the prose of a report that files none under its own headings: only what the writer judges or
 * recommends (a call to keep something, a call to do better next time, a judgement that something worked).
 * A finding that reports a failure without drawing a lesson is not one: the writer did not draw it.
 */
export function proseLessonKind(sentence: CorpusSentence): LessonKind | undefined {
  const text = content(sentence.text);
  if (ASSUMPTION_CUES.some(({ form, pattern }) => form === 'premise' && pattern.test(text))) return undefined;
  if (KEEP_DOING.test(text)) return 'sustain';
  if (PRESCRIPTIVE.test(text) || FORWARD.test(text) || /\bshould have\b/i.test(text)) return 'improve';
  if (JUDGED_WELL.test(text) && !hasDeficiency(text)) return 'sustain';
  return undefined;
}

/**
 * The sustains and improves of the selected documents, in reading order. When some of them report what
 * happened (an AAR, a log, a status report), the lessons come from those: the rules of an SOP or the
 * forecasts of an assessment selected beside them are not lessons.
 */
export function sortLessons(ctx: AnalysisContext): { sustain: number[]; improve: number[] } {
  const roles = documentRoles(ctx);
  const fromReports = roles.reports.size > 0;
  const sustain: number[] = [];
  const improve: number[] = [];
  // A report that files its own sustains and improves says what its lessons are: its structure first.
  const filed = new Map<number, { sustain: number[]; improve: number[] }>();
  for (const doc of ctx.corpus.documents) {
    if (fromReports && !roles.reports.has(doc.index)) continue;
    const own = lessonsFromSections(ctx, doc.index);
    if (own) filed.set(doc.index, own);
  }
  for (const i of sentencesWhere(ctx, () => true)) {
    const sentence = ctx.corpus.sentences[i]!;
    if (fromReports && !roles.reports.has(sentence.doc)) continue;
    const own = filed.get(sentence.doc);
    if (own) {
      if (own.sustain.includes(i)) sustain.push(i);
      else if (own.improve.includes(i)) improve.push(i);
      continue;
    }
    if (roles.standards.has(sentence.doc) && readRequirement(sentence, true)) continue;
    const kind = roles.reports.has(sentence.doc)
      ? proseLessonKind(sentence)
      : lessonKind(sentence, fromReports || !roles.standards.has(sentence.doc));
    if (kind === 'sustain') sustain.push(i);
    else if (kind === 'improve') improve.push(i);
  }
  return { sustain, improve };
}
