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
import { documentRoles, readRequirement } from './requirements';
import { sentencesWhere } from './sections/helpers';

export type LessonKind = 'sustain' | 'improve';

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
  for (const i of sentencesWhere(ctx, () => true)) {
    const sentence = ctx.corpus.sentences[i]!;
    if (fromReports && !roles.reports.has(sentence.doc)) continue;
    if (roles.standards.has(sentence.doc) && readRequirement(sentence, true)) continue;
    const kind = lessonKind(sentence, fromReports || !roles.standards.has(sentence.doc));
    if (kind === 'sustain') sustain.push(i);
    else if (kind === 'improve') improve.push(i);
  }
  return { sustain, improve };
}
