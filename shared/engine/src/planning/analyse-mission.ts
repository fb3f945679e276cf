import {
  MISSION_ELEMENT_LABELS,
  PLANNING_MESSAGES,
  missingElementMessage,
  type ImpliedTask,
  type MissionAnalysis,
  type MissionElement,
  type MissionElementFinding,
  type PlanningConstraint,
  type PlanningPhase,
  type SpecifiedTask,
} from '@csw/contracts';
import { segmentText } from '../text/segment';
import { objectiveOf, placeName } from './place-name';
import { findUnits } from './unit-designation';
import { findTimes, type FoundTime, type TimeOptions } from './mission-time';
import { documentReferences, missionRisks } from './mission-risks';
import { partsWithoutTask, targetAndPlace, taskClauses, type Part, type TaskClause } from './statement';
import { IMPLYING_WORDS, type TaskCategory } from './task-verbs';
import type { SourceDocument } from '../analysis/types';

export interface MissionAnalysisInput {
  /** The user's mission description. */
  readonly description: string;
  /** Library documents the user may read, to find related passages and risks (cited). */
  readonly documents?: readonly SourceDocument[];
}

/** `now` (milliseconds) stands for the receipt of mission; `dDay` resolves 'D+2'. */
export type MissionAnalysisOptions = TimeOptions;

const MISSION_HEADING = /^\s*(?:\d+\.\s*)?mission\b\s*[:.]?\s*$/i;
const CANNOT =
  /\b(?:do not|does not|will not|must not|shall not|may not|cannot|no (?:\w+ )?(?:fires?|movement|entry|strikes?)|prohibited|restricted|avoid|without)\b/i;
const MUST = /\b(?:must|shall|maintain|ensure|minimi[sz]e|is required|are required|be prepared to|BPT)\b/i;
const PHASE = /\bphase\s+([IVX]+|\d+|one|two|three|four|five)\b\s*[:.)\-–—]?\s*([^.;\n]*)/gi;

const DERIVED_PHASES: Readonly<Record<TaskCategory, readonly string[]>> = {
  offense: [
    'Preparation',
    'Movement to the objective',
    'Actions on the objective',
    'Consolidation and reorganization',
  ],
  defense: ['Preparation of the defense', 'Defense', 'Counterattack or transition'],
  enabling: ['Preparation', 'Execution', 'Transition'],
  sustainment: ['Preparation', 'Movement', 'Delivery', 'Return'],
};

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

function element(element: MissionElement, part: Part | null): MissionElementFinding {
  return {
    element,
    label: MISSION_ELEMENT_LABELS[element],
    stated: part !== null,
    text: part?.text ?? null,
    span: part ? { start: part.start, end: part.end } : null,
    message: part ? null : missingElementMessage(element),
  };
}

/** The mission clause: the first task clause after a MISSION heading, otherwise the first of the text. */
function missionClause(
  text: string,
  sentences: ReadonlyArray<{ start: number; end: number; text: string }>,
  times: readonly FoundTime[],
): { clause: TaskClause; sentence: number } | null {
  const heading = sentences.findIndex((s) => MISSION_HEADING.test(s.text));
  const order = heading >= 0 ? [...sentences.keys()].slice(heading + 1) : [...sentences.keys()];
  for (const i of [...order, ...sentences.keys()]) {
    const s = sentences[i]!;
    const clauses = taskClauses(text, s.start, s.end, times);
    if (clauses.length) return { clause: clauses[0]!, sentence: i };
  }
  return null;
}

/**
 * The actor as the order names it: a unit designation written with an article ("The 264th CSSB") is the
 * designation alone; any other actor stays as written ("The battalion").
 */
function unitNamed(text: string, subject: Part | null): Part | null {
  if (!subject) return null;
  const unit = findUnits(subject.text)[0];
  const article = /^the\s+/i.exec(subject.text);
  if (!unit || !article || unit.start !== article[0].length) return subject;
  const at = text.indexOf(subject.text.slice(unit.start), subject.start);
  return { text: subject.text.slice(unit.start), start: at >= 0 ? at : subject.start, end: subject.end };
}

function whenOf(times: readonly FoundTime[], start: number, end: number): FoundTime | null {
  const inside = times.filter((t) => t.start >= start && t.end <= end);
  return inside.find((t) => t.time !== null) ?? inside[0] ?? times.find((t) => t.qualifier === 'nlt') ?? null;
}

function fill(template: string, place: string | null): string {
  return template.replace('{where}', place ? placeName(objectiveOf(place)) : 'the objective');
}

/**
 * Mission analysis of a description: the five elements (each missing one named, never invented), the
 * specified tasks, the tasks they imply, constraints, phases and risks. Deterministic: times without a
 * year take it from `options.now`.
 */
export function analyseMission(
  input: MissionAnalysisInput,
  options: MissionAnalysisOptions,
): MissionAnalysis {
  const text = input.description;
  const notices: string[] = [];
  const times = findTimes(text, options);
  const { sentences } = text.trim() ? segmentText(text) : { sentences: [] };
  const found = missionClause(text, sentences, times);
  const clause = found?.clause ?? null;
  const sentence = found ? sentences[found.sentence]! : null;
  const { target, place: taskPlace } = clause ? targetAndPlace(clause, text) : { target: null, place: null };
  // Without a task verb, the actor, place and purpose are still read where the words give them.
  const first = sentences[0];
  const loose = !clause && first ? partsWithoutTask(text, first.start, first.end, times) : null;
  const place = clause ? taskPlace : (loose?.place ?? null);

  const whatPart: Part | null = clause
    ? {
        text: target ? `${clause.form} ${target.text}` : clause.form,
        start: clause.verbStart,
        end: target ? target.end : clause.verbEnd,
      }
    : null;
  const time = whenOf(times, sentence?.start ?? 0, sentence?.end ?? text.length);
  const who = element('who', unitNamed(text, clause ? clause.subject : (loose?.subject ?? null)));
  const what = {
    ...element('what', whatPart),
    verb: clause?.verb.verb ?? null,
    definition: clause?.verb.definition ?? null,
  };
  const when = {
    ...element('when', time ? { text: time.text.trim(), start: time.start, end: time.end } : null),
    qualifier: time?.qualifier ?? null,
    time: time?.time != null ? new Date(time.time).toISOString() : null,
    relative: time?.relative ?? null,
  };
  const where = element('where', place);
  const why = element('why', clause ? clause.purpose : (loose?.purpose ?? null));
  const elements = [who, what, when, where, why];
  if (!clause && text.trim()) notices.push(PLANNING_MESSAGES.noTaskVerb);
  if (time?.relative && time.time === null) notices.push(PLANNING_MESSAGES.relativeTime);

  // Mid-sentence, "Not later than" reads "not later than"; an acronym (NLT) keeps its capitals.
  const whenText = when.text && /^[A-Z][a-z]/.test(when.text) ? lowerFirst(when.text) : when.text;
  const restatedMission =
    who.stated && what.stated
      ? `${capitalise([who.text, what.text, where.text, whenText, why.text].filter(Boolean).join(' '))}.`
      : null;

  // A phase heading ("Phase II: attack") names a stage of the operation, not another task.
  const phaseSpans = [...text.matchAll(PHASE)].map((m) => [m.index, m.index + m[0].length] as const);
  const inPhase = (at: number): boolean => phaseSpans.some(([s, e]) => at >= s && at < e);
  const specified: SpecifiedTask[] = [];
  const clauses: Array<{ clause: TaskClause; place: string | null }> = [];
  for (const s of sentences) {
    for (const c of taskClauses(text, s.start, s.end, times)) {
      if (inPhase(c.verbStart)) continue;
      const p = targetAndPlace(c, text).place;
      const body = [c.object?.text].filter(Boolean).join(' ');
      specified.push({
        text: capitalise(`${c.base}${body ? ` ${body}` : ''}`),
        verb: c.verb.verb,
        span: { start: c.verbStart, end: c.object?.end ?? c.verbEnd },
        essential: clause !== null && c.verbStart === clause.verbStart,
      });
      clauses.push({ clause: c, place: p?.text ?? c.object?.text ?? null });
    }
  }

  const implied: ImpliedTask[] = [];
  const seen = new Set<string>();
  const addImplied = (task: ImpliedTask): void => {
    const key = task.text.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    implied.push(task);
  };
  clauses.forEach(({ clause: c, place: p }, index) => {
    // The reason is the stated task, named as the order names it ("Seize OBJ RAVEN"), once.
    const task = capitalise(`${c.base}${c.object ? ` ${placeName(c.object.text)}` : ''}`);
    for (const template of c.verb.implies) {
      addImplied({ text: fill(template, p), because: task, verb: c.verb.verb, fromTask: index });
    }
  });
  for (const { pattern, task } of IMPLYING_WORDS) {
    const m = pattern.exec(text);
    if (m)
      addImplied({ text: task, because: `The description mentions "${m[0]}".`, verb: '', fromTask: null });
  }

  const constraints: PlanningConstraint[] = [];
  if (time && (time.qualifier === 'nlt' || time.qualifier === 'not-before')) {
    constraints.push({
      text: `${time.qualifier === 'nlt' ? 'Complete' : 'Do not begin'} the mission ${time.text.trim()}`,
      kind: 'time',
      span: { start: time.start, end: time.end },
    });
  }
  for (const s of sentences) {
    for (const part of s.text.split(/;\s*/)) {
      const offset = s.start + s.text.indexOf(part);
      const kind = CANNOT.test(part) ? 'cannot' : MUST.test(part) ? 'must' : null;
      if (kind && part.trim()) {
        constraints.push({ text: part.trim(), kind, span: { start: offset, end: offset + part.length } });
      }
    }
  }

  const phases: PlanningPhase[] = [];
  for (const m of text.matchAll(PHASE)) {
    phases.push({
      name: `Phase ${m[1]!.toUpperCase()}`,
      text: m[2]!.trim() || null,
      source: 'stated',
      span: { start: m.index, end: m.index + m[0].length },
    });
  }
  if (!phases.length && clause) {
    for (const name of clause.verb.phases ?? DERIVED_PHASES[clause.verb.category]) {
      phases.push({ name, text: null, source: 'derived', span: null });
    }
  }

  const missing = elements.filter((e) => !e.stated).map((e) => e.message!);
  return {
    description: text,
    restatedMission,
    who,
    what,
    when,
    where,
    why,
    missing,
    specifiedTasks: specified,
    impliedTasks: implied,
    constraints,
    phases,
    risks: missionRisks(clauses, input.documents ?? [], text),
    references: documentReferences(input.documents ?? [], text),
    notices,
  };
}
