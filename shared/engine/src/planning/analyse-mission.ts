import {
  MISSION_ELEMENT_LABELS,
  PLANNING_MESSAGES,
  missingElementMessage,
  type ImpliedTask,
  type MissionAnalysis,
  type MissionElement,
  type MissionElementFinding,
  type MissionTask,
  type PlanningConstraint,
  type PlanningPhase,
  type SpecifiedTask,
} from '@csw/contracts';
import { segmentText } from '../text/segment';
import { objectiveOf, placeName } from './place-name';
import { findUnits } from './unit-designation';
import { findTimes, type FoundTime, type TimeOptions } from './mission-time';
import { orderTimeZone, zonedIso } from './order-time-zone';
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

/**
 * The mission's task clauses: those of the first sentence with a task after a MISSION heading (otherwise
 * of the text) that share its actor. "TF 1-72 AR conducts a road march ... and on order attacks to seize
 * OBJ LARCH" is two tasks of one unit; "; B Company secures ..." is another unit's and stays a specified task.
 */
function missionClauses(
  text: string,
  sentences: ReadonlyArray<{ start: number; end: number; text: string }>,
  times: readonly FoundTime[],
): { clauses: TaskClause[]; sentence: number } | null {
  const heading = sentences.findIndex((s) => MISSION_HEADING.test(s.text));
  const order = heading >= 0 ? [...sentences.keys()].slice(heading + 1) : [...sentences.keys()];
  for (const i of [...order, ...sentences.keys()]) {
    const s = sentences[i]!;
    const [first, ...rest] = taskClauses(text, s.start, s.end, times);
    if (first) return { clauses: [first, ...rest.filter((c) => c.subject === null)], sentence: i };
  }
  return null;
}

/** A task of the mission as written: the verb and all it acts on ("air assaults 1-63 IN (-) from PZ BRAMBLE"). */
function missionTask(clause: TaskClause, text: string): MissionTask {
  const { target, place } = targetAndPlace(clause, text);
  const words = [clause.form, target?.text, place?.text].filter(Boolean).join(' ');
  return {
    text: words,
    verb: clause.verb.verb,
    definition: clause.verb.definition,
    where: place?.text ?? null,
    span: { start: clause.verbStart, end: Math.max(clause.verbEnd, place?.end ?? 0, target?.end ?? 0) },
  };
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

/** Parts read as one (the places of several tasks, "from PZ BRAMBLE ...; along PL COBALT"). */
function joinParts(parts: readonly Part[], separator: string): Part | null {
  if (!parts.length) return null;
  return {
    text: parts.map((p) => p.text).join(separator),
    start: parts[0]!.start,
    end: parts.at(-1)!.end,
  };
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
  // An order that states its time zone writes every time without a letter in it, not in the reader's.
  const zone = orderTimeZone(text);
  const times = findTimes(text, zone ? { ...options, utcOffsetMinutes: zone.offsetMinutes } : options);
  const { sentences } = text.trim() ? segmentText(text) : { sentences: [] };
  const found = missionClauses(text, sentences, times);
  const missionSet = found?.clauses ?? [];
  const clause = missionSet[0] ?? null;
  const sentence = found ? sentences[found.sentence]! : null;
  const tasks = missionSet.map((c) => missionTask(c, text));
  const parts = missionSet.map((c) => ({ clause: c, ...targetAndPlace(c, text) }));
  // Without a task verb, the actor, place and purpose are still read where the words give them.
  const first = sentences[0];
  const loose = !clause && first ? partsWithoutTask(text, first.start, first.end, times) : null;
  const places = parts.map((p) => p.place).filter((p): p is Part => p !== null);
  const place: Part | null = clause ? joinParts(places, '; ') : (loose?.place ?? null);

  const whatPart: Part | null = clause
    ? joinParts(
        parts.map(({ clause: c, target }) => ({
          text: target ? `${c.form} ${target.text}` : c.form,
          start: c.verbStart,
          end: target ? target.end : c.verbEnd,
        })),
        ' and ',
      )
    : null;
  const time = whenOf(times, sentence?.start ?? 0, sentence?.end ?? text.length);
  const who = element('who', unitNamed(text, clause ? clause.subject : (loose?.subject ?? null)));
  const what = {
    ...element('what', whatPart),
    verb: clause?.verb.verb ?? null,
    definition: clause?.verb.definition ?? null,
    tasks,
  };
  const when = {
    ...element('when', time ? { text: time.text.trim(), start: time.start, end: time.end } : null),
    qualifier: time?.qualifier ?? null,
    time: time?.time != null ? new Date(time.time).toISOString() : null,
    relative: time?.relative ?? null,
    zoned: time?.time != null && time.offsetMinutes !== null ? zonedIso(time.time, time.offsetMinutes) : null,
  };
  const where = element('where', place);
  // The purpose closes the statement and serves every task; a task's own purpose stands when none does.
  const purpose = [...missionSet].reverse().find((c) => c.purpose)?.purpose ?? null;
  const why = element('why', clause ? purpose : (loose?.purpose ?? null));
  const elements = [who, what, when, where, why];
  if (!clause && text.trim()) notices.push(PLANNING_MESSAGES.noTaskVerb);
  if (time?.relative && time.time === null) notices.push(PLANNING_MESSAGES.relativeTime);

  // Mid-sentence, "Not later than" reads "not later than"; an acronym (NLT) keeps its capitals.
  const whenText = when.text && /^[A-Z][a-z]/.test(when.text) ? lowerFirst(when.text) : when.text;
  // Several tasks are restated each with its own place; one task as who, what, where.
  const doing = tasks.length > 1 ? tasks.map((t) => t.text).join(' and ') : [what.text, where.text];
  const restatedMission =
    who.stated && what.stated
      ? `${capitalise([who.text, doing, whenText, why.text].flat().filter(Boolean).join(' '))}.`
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
