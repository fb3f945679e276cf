import type { FoundTime } from './mission-time';
import {
  TASK_VERB_PATTERN,
  baseOf,
  isLightVerb,
  missionTypeOf,
  taskVerbOf,
  type TaskVerb,
} from './task-verbs';
import { findUnits, insideUnit } from './unit-designation';

/** A task verb in a sentence, with the clause it governs split into object and purpose. */
export interface TaskClause {
  /** The task: the verb's own, or the operation a light verb names ("conducts a relief in place"). */
  readonly verb: TaskVerb;
  /** The base form of the verb as written ("conduct" for "conducts a relief in place", "seize"). */
  readonly base: string;
  /** The verb as written, and where (offsets into the whole text). */
  readonly form: string;
  readonly verbStart: number;
  readonly verbEnd: number;
  /** Words before the verb, times removed: the actor ('' for an imperative). */
  readonly subject: Part | null;
  /** Words after the verb up to the purpose, times removed. */
  readonly object: Part | null;
  /** The purpose clause ('to enable ...'), null when there is none. */
  readonly purpose: Part | null;
  /** End of the clause (the purpose included). */
  readonly end: number;
}

export interface Part {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

// A purpose starts with "in order to", "IOT", "so that" (in any case: an ALL-CAPS message writes "IN ORDER
// TO"), or "to" before a lower-case verb ("to enable"). The explicit markers win over a bare "to": in "attacks
// to seize OBJ LARCH in order to open the gap" the purpose is to open the gap.
const EXPLICIT_PURPOSE = /\b(?:in order to|IOT|so as to|so that)\s+/gi;
const BARE_PURPOSE = /\bto(?=\s+[a-z])\s+/g;
// Words that only introduce or link the actor and the verb.
const SUBJECT_NOISE =
  /^(?:(?:on order|o\/o|when directed|be prepared to|bpt|and|then|will|shall|must|is to|are to)[\s,]+)+|(?:[\s,]+(?:will|shall|must|is to|are to|to|and|then|or|on order|o\/o|when directed))+$/gi;
// A participle left alone once the time it governed is cut out ("from TAA BIRCH to AP DOVER, closing").
const ORPHAN_PARTICIPLE = /,\s*[a-z]+ing\s*(?=,|$)/g;
// A label before the words ("For reference: 47th FA Brigade delivers ..."): the actor is after it.
const LEAD_LABEL = /^[^:]{1,40}:\s+/;
// "to deny" after no task is a purpose, not a task; "is to seize" and "prepared to seize" are tasks.
const PURPOSE_BEFORE = /\b(?:in order to|IOT|so as to|to)\s+$/i;
const TASK_BEFORE = /\b(?:is|are|was|were|has|have|ordered|directed|prepared|BPT) to\s+$/i;
const EDGE = /^[\s,;:.\-–—]+|[\s,;:.\-–—]+$/g;

/** The part of [start, end) of `text` left after cutting out the times and trimming. */
export function partWithout(
  text: string,
  start: number,
  end: number,
  times: readonly FoundTime[],
): Part | null {
  let cut = '';
  let s = start;
  let timeCut = false;
  for (const t of times) {
    if (t.end <= start || t.start >= end) continue;
    cut += text.slice(s, Math.max(s, t.start)) + ' ';
    s = Math.max(s, t.end);
    timeCut = true;
  }
  cut += text.slice(s, end);
  let raw = cut.replace(/\s+/g, ' ').trim();
  if (timeCut) raw = raw.replace(/\s+,/g, ',').replace(ORPHAN_PARTICIPLE, '');
  const trimmed = raw.replace(SUBJECT_NOISE, '').replace(EDGE, '').trim();
  if (!trimmed) return null;
  const at = text.indexOf(trimmed.split(' ')[0]!, start);
  const lastWord = trimmed.split(' ').at(-1)!;
  const endAt = text.lastIndexOf(lastWord, end);
  return {
    text: trimmed,
    start: at >= 0 ? at : start,
    end: endAt >= 0 ? endAt + lastWord.length : end,
  };
}

/** The actor without a label written before it ("For reference: 47th FA Brigade" is 47th FA Brigade). */
function withoutLabel(text: string, part: Part | null): Part | null {
  const label = part ? LEAD_LABEL.exec(part.text) : null;
  if (!part || !label || label[0].length >= part.text.length) return part;
  const rest = part.text.slice(label[0].length);
  const at = text.indexOf(rest, part.start);
  return { text: rest, start: at >= 0 ? at : part.start, end: part.end };
}

function isInside(index: number, times: readonly FoundTime[]): boolean {
  return times.some((t) => index >= t.start && index < t.end);
}

/**
 * Where the purpose of the clause [verbEnd, clauseEnd) starts, -1 for none: the first explicit marker ("in
 * order to") outside a time, otherwise the first bare "to" that is not the task's own infinitive ("attacks to
 * seize OBJ LARCH": to seize is how it attacks, not why).
 */
function purposeStart(text: string, verbEnd: number, clauseEnd: number, times: readonly FoundTime[]): number {
  const tail = text.slice(verbEnd, clauseEnd);
  for (const pattern of [EXPLICIT_PURPOSE, BARE_PURPOSE]) {
    pattern.lastIndex = 0;
    for (const p of tail.matchAll(pattern)) {
      const at = verbEnd + p.index;
      if (isInside(at, times)) continue;
      const infinitive =
        !tail.slice(0, p.index).trim() && taskVerbOf(tail.slice(p.index + p[0].length).split(/\s/)[0]!);
      if (!infinitive) return at;
    }
  }
  return -1;
}

/**
 * The task clauses of a sentence [start, end) of `text`: every task verb not inside a time or a purpose
 * clause. A verb inside the purpose of an earlier verb ("to deny") is the purpose, not a task.
 */
export function taskClauses(
  text: string,
  start: number,
  end: number,
  times: readonly FoundTime[],
): TaskClause[] {
  const sentence = text.slice(start, end);
  const clauses: TaskClause[] = [];
  let from = 0;
  let subjectFrom = start;
  TASK_VERB_PATTERN.lastIndex = 0;
  const verbs = [...sentence.matchAll(TASK_VERB_PATTERN)];
  for (let i = 0; i < verbs.length; i += 1) {
    const m = verbs[i]!;
    if (m.index < from || isInside(start + m.index, times)) continue;
    const before = sentence.slice(0, m.index);
    if (PURPOSE_BEFORE.test(before) && !TASK_BEFORE.test(before)) continue;
    const verbStart = start + m.index;
    const verbEnd = verbStart + m[0].length;
    // The clause ends at the next task verb linked by "and" or ";", or at the end of the sentence.
    let clauseEnd = end;
    for (const next of verbs.slice(i + 1)) {
      const between = sentence.slice(m.index + m[0].length, next.index);
      if (
        /(?:;|\band\b|,)\s*(?:then\s+)?(?:on order\s+|o\/o\s+|when directed,?\s+)?(?:be prepared to\s+|bpt\s+)?$/i.test(
          between,
        )
      ) {
        clauseEnd = start + next.index;
        break;
      }
    }
    // A semicolon always ends a clause: the next one may have its own actor ("; B Company secures ...").
    const semicolon = sentence.indexOf(';', m.index);
    if (semicolon >= 0 && start + semicolon < clauseEnd) clauseEnd = start + semicolon;
    const purposeAt = purposeStart(text, verbEnd, clauseEnd, times);
    const objectEnd = purposeAt >= 0 ? purposeAt : clauseEnd;
    // "conducts a combat logistics patrol": the operation named is the task.
    const verb = isLightVerb(m[0]) ? missionTypeOf(text.slice(verbEnd, objectEnd)) : taskVerbOf(m[0])!;
    const purpose =
      purposeAt >= 0
        ? partWithout(
            text,
            purposeAt,
            clauseEnd,
            times.filter((t) => t.start < purposeAt),
          )
        : null;
    clauses.push({
      verb,
      base: baseOf(m[0]),
      form: m[0],
      verbStart,
      verbEnd,
      subject: withoutLabel(text, partWithout(text, subjectFrom, verbStart, times)),
      object: partWithout(text, verbEnd, objectEnd, times),
      purpose: purpose ? { ...purpose, text: purpose.text.replace(/[.;]+$/, '') } : null,
      end: clauseEnd,
    });
    from = clauseEnd - start;
    subjectFrom = clauseEnd;
  }
  return clauses;
}

// Where a force-oriented task names its place: "destroys the 2nd Tank Regiment in AO BLUE", "delivers
// Class V to ATHP 3", "from FOB HAMMER to COP KEYSTONE" ("to" only before a name: "to enable" is a purpose).
// "In place" belongs to "relieves 1-64 AR in place".
const PLACE_PREPOSITION =
  /\b(?:in(?! place\b)|at|from|vicinity of|vic\.?|along|near|on|across|within|south of|north of|east of|west of)\s+(?=\S)|\bto\s+(?=[A-Z0-9])/gi;

// "of" before a name in capitals ("of MSR TAMPA"), not before a common noun ("resupply of the battalion").
const OPERATION_AREA = /\bof\s+(?=[A-Z]{2,}\b)/;

/**
 * The first place word of `part` that is not inside a unit designation: "IN" of "2-7 IN" is the infantry,
 * not a preposition.
 */
function placeWordIn(part: string): RegExpExecArray | null {
  const units = findUnits(part);
  PLACE_PREPOSITION.lastIndex = 0;
  for (let m = PLACE_PREPOSITION.exec(part); m; m = PLACE_PREPOSITION.exec(part)) {
    // A preposition is written in lower case unless the whole order is in capitals.
    const shouting = !/[a-z]/.test(part);
    if (!insideUnit(m.index, units) && (shouting || /[a-z]/.test(m[0]))) return m;
  }
  return null;
}

/** Splits a task's object into its target and its place, using the verb's kind. */
export function targetAndPlace(
  clause: TaskClause,
  text: string,
): { target: Part | null; place: Part | null } {
  const object = clause.object;
  if (!object) return { target: null, place: null };
  // "attacks to seize OBJ LARCH": the infinitive's verb says whether what follows is a place.
  const infinitive = INFINITIVE.exec(object.text);
  const inner = infinitive ? taskVerbOf(infinitive[1]!) : undefined;
  if (infinitive && inner?.objectIsPlace) {
    const placeStart = text.indexOf(object.text.slice(infinitive[0].length), object.start);
    return {
      target: {
        text: infinitive[0].trim(),
        start: object.start,
        end: object.start + infinitive[0].trimEnd().length,
      },
      place: withoutClockTime({
        text: object.text.slice(infinitive[0].length),
        start: placeStart >= 0 ? placeStart : object.start,
        end: object.end,
      }),
    };
  }
  // An operation named by "conduct" may name its area with "of": "a zone reconnaissance of AO DUKE".
  const m = placeWordIn(object.text) ?? (isLightVerb(clause.form) ? OPERATION_AREA.exec(object.text) : null);
  if (m && !clause.verb.objectIsPlace) {
    const placeStart = text.indexOf(object.text.slice(m.index), object.start);
    const target = object.text.slice(0, m.index).trim();
    return {
      target: target ? { text: target, start: object.start, end: object.start + target.length } : null,
      place: withoutClockTime({
        text: object.text.slice(m.index),
        start: placeStart >= 0 ? placeStart : object.start,
        end: object.end,
      }),
    };
  }
  return clause.verb.objectIsPlace
    ? { target: null, place: withoutClockTime(object) }
    : { target: object, place: null };
}

// "to seize OBJ LARCH" as the object of "attacks".
const INFINITIVE = /^to\s+([a-z]+)\s+/i;
// A time of day with no date closing a place ("along PL COBALT until 1000"): when, not where.
const CLOCK_TIME_AT_END =
  /[\s,]+(?:until|till|by|at|from|NLT|not later than|no later than)\s+(?:[01]\d|2[0-3])[0-5]\d(?:\s?[A-Z]|\s?(?:hours|hrs))?$/i;

function withoutClockTime(place: Part): Part {
  const m = CLOCK_TIME_AT_END.exec(place.text);
  if (!m || m.index === 0) return place;
  const text = place.text.slice(0, m.index);
  return { text, start: place.start, end: place.start + text.length };
}

/**
 * The parts of a sentence that states no task verb: the actor before the first place word, the place up
 * to the purpose. What stays missing; the rest is read only where the words are there.
 */
export function partsWithoutTask(
  text: string,
  start: number,
  end: number,
  times: readonly FoundTime[],
): { subject: Part | null; place: Part | null; purpose: Part | null } {
  const found = purposeStart(text, start, end, times);
  const purposeAt = found >= 0 ? found : end;
  const placeMatch = placeWordIn(text.slice(start, purposeAt));
  const placeAt = placeMatch ? start + placeMatch.index : purposeAt;
  const purpose = found >= 0 ? partWithout(text, purposeAt, end, times) : null;
  return {
    subject: placeMatch ? partWithout(text, start, placeAt, times) : null,
    place: placeMatch ? partWithout(text, placeAt, purposeAt, times) : null,
    purpose: purpose ? { ...purpose, text: purpose.text.replace(/[.;]+$/, '') } : null,
  };
}
